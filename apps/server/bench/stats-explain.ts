/**
 * `npx tsx bench/stats-explain.ts` (with DATABASE_URL for PostgreSQL): the query plans (EXPLAIN ANALYZE) of the
 * statistics' SQL for the year of 50,000 appointments that bench/stats.ts measures, every barber (ADR 0079).
 */
import { sql, type SQL } from 'drizzle-orm';
import { zonedToUtc, todayInZone } from '@barber/shared/domain/zoned-time';
import { periodOf } from '@barber/shared/domain/stats';
import { openDatabase, type Executor } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import * as repo from '../src/modules/stats/repo';
import { seedStatsYear } from './stats';

const TZ = 'Europe/Zurich';
const url = process.env.DATABASE_URL;
const database = url ? await openDatabase({ kind: 'postgres', url, statementTimeoutMs: 300_000 }) : await openDatabase({ kind: 'pglite' });
try {
  await migrate(database);
  await seedStatsYear(database.db);
  const range = periodOf('year', todayInZone(new Date(), TZ));
  // An executor that explains what the repo sends instead of running it.
  const explaining = {
    execute: async (q: SQL) => {
      const plan = (await database.db.execute(sql`explain (analyze, buffers) ${q}`)) as unknown as { rows: Record<string, string>[] };
      console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
      return { rows: [] };
    },
  } as unknown as Executor;
  console.log(`--- ${url ? 'PostgreSQL' : 'PGlite'}: buckets, year, every barber`);
  await repo.buckets(explaining, range, 'year');
  console.log('--- shop revenue, year');
  await repo.shopRevenue(explaining, zonedToUtc(range.from, '00:00', TZ), zonedToUtc(range.to, '00:00', TZ));
  const [size] = (
    (await database.db.execute(sql`select count(*)::int as n from stats_summary`)) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(`stats_summary: ${size?.n} rows for ${50_000} appointments`);
} finally {
  await database.close();
}
