import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/infra/config';
import { signAccessToken } from '../src/infra/tokens';
import { applyTestPlan } from '../test/helpers/subscriptions';
import { seedBenchData } from './seed';
import { TARGETS } from './targets';

type Measure<R> = (name: string, target: string, limitMs: number, n: number, run: (i: number) => Promise<void>) => Promise<R>;

const TZ = 'Europe/Zurich';
export const STATS_APPOINTMENTS = 50_000;

/**
 * The statistics over a busy year (issue 14 item 6): 10 barbers, 50,000 appointments of this calendar year (every
 * status, 2,000 clients) on a database of their own (of the kind `open` gives), so the other cases keep their 2,000. GET /admin/stats for the
 * year (every barber; the heaviest call), the month, and one barber's year, over real HTTP.
 */
export async function measureStats<R>(measure: Measure<R>, open: () => Promise<{ database: Database; drop: () => Promise<void> }>): Promise<R[]> {
  const { database, drop } = await open();
  try {
    await migrate(database);
    const { seeded, adminId } = await seedStatsYear(database.db);

    const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: join(tmpdir(), 'barber-bench') }) };
    const { app } = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
      const token = await signAccessToken(config.jwtSecret, { sub: adminId, role: 'admin', tv: 0 });
      const get = async (path: string) => {
        const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`stats: HTTP ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      };
      return [
        await measure(`admin stats, year, all barbers (${STATS_APPOINTMENTS} appointments in the year)`, `p95 < ${TARGETS.stats} ms`, TARGETS.stats, 100, () =>
          get('/admin/stats?timeframe=year'),
        ),
        await measure('admin stats, month, all barbers (same data)', `p95 < ${TARGETS.stats} ms`, TARGETS.stats, 100, () => get('/admin/stats?timeframe=month')),
        await measure('barber stats, year vs previous year, one barber (same data)', `p95 < ${TARGETS.stats} ms`, TARGETS.stats, 100, () =>
          get(`/barbers/${seeded.barberIds[0]}/stats?timeframe=year`),
        ),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}

/**
 * The busy year on an empty migrated database: 10 barbers (and one free), 2,000 clients, an admin, and 50,000
 * appointments of this calendar year from 1 January. Also used by stats-explain.ts for the query plans.
 */
export async function seedStatsYear(db: Database['db']) {
  const today = todayInZone(new Date(), TZ);
  const seeded = await seedBenchData(db, { today, barbers: 10, appointments: 0, timeZone: TZ });
  await applyTestPlan(db, 'unlimited');
  await db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
    select 'bench-client-' || g || '@example.ch', 'x', 'Cliente', g::text, 'client' from generate_series(1, 2000) g`);
  const [admin] = (
    (await db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
      values ('bench-admin@example.ch', 'x', 'Ada', 'Admin', 'admin') returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  // 140 appointments a day (10 barbers x 14 half hours from 08:00 shop time) from 1 January: 50,000 fit in the year.
  // Status by position: 10 % cancelled, 10 % pending, 20 % confirmed, 60 % completed.
  await db.execute(sql`
    with u as (select id, row_number() over (order by email) - 1 as n from users where email like 'bench-client-%'),
      b as (select id, row_number() over (order by id) - 1 as n from barbers where id <> ${seeded.freeBarberId}::uuid),
      s as (select id, name, price_rappen, row_number() over (order by id) - 1 as n from services),
      g as (select i, i / 140 as day, (i % 140) % 10 as bn, (i % 140) / 10 as slot from generate_series(0, ${STATS_APPOINTMENTS - 1}) i)
    insert into appointments (barber_id, service_id, service_name, duration_minutes, price_rappen, starts_at, ends_at, status, booking_kind, client_user_id)
    select b.id, s.id, s.name, 30, s.price_rappen,
      ((${`${today.slice(0, 4)}-01-01`}::date + g.day) + time '08:00' + g.slot * interval '30 minutes') at time zone ${TZ},
      ((${`${today.slice(0, 4)}-01-01`}::date + g.day) + time '08:00' + (g.slot + 1) * interval '30 minutes') at time zone ${TZ},
      case g.i % 10 when 0 then 'cancelled' when 1 then 'pending' when 2 then 'confirmed' when 3 then 'confirmed' else 'completed' end,
      'online', u.id
    from g join b on b.n = g.bn join s on s.n = g.i % 3 join u on u.n = (g.i * 7919) % 2000`);
  await db.execute(sql`analyze`);
  return { seeded, adminId: admin!.id };
}
