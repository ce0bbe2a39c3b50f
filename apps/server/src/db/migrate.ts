import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

/** The migrations folder, found from the source tree and from the bundled dist/ alike. */
export function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '../../migrations'), join(here, '../migrations')]) {
    try {
      if (readdirSync(candidate).some((f) => f.endsWith('.sql'))) return candidate;
    } catch {
      // try the next place
    }
  }
  throw new Error(`migrations folder not found near ${here}`);
}

/**
 * Applies the forward-only SQL files in name order. Each file and its bookkeeping row run as one script, so a
 * failing migration leaves nothing behind. Another instance applying the same file at the same moment loses on
 * the primary key and its script rolls back; we then see the file as applied and go on.
 */
/** Any fixed number: the key of the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 4_274_130_001;

export async function migrate(database: Database, dir = migrationsDir()): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await queryRows<{ name: string }>(database.db, sql`select name from schema_migrations`)).map((r) => r.name),
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const body = readFileSync(join(dir, file), 'utf8');
    try {
      // The advisory lock (held until the script's implicit transaction ends) makes instances starting together
      // take turns; the one that comes second fails on the bookkeeping row, rolls back and sees the file applied.
      await database.exec(
        `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');`,
      );
      ran.push(file);
    } catch (error) {
      const nowApplied = await queryRows(database.db, sql`select 1 from schema_migrations where name = ${file}`);
      if (nowApplied.length === 0) throw new Error(`migration ${file} failed: ${(error as Error).message}`);
    }
  }
  return ran;
}
