import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, queryRows, type Database, type Db } from '../../src/db/client';
import { withDatabase } from '../global-setup';

/**
 * Another connection to the same test database, as a second server instance would have. PostgreSQL: a pool of its
 * own. PGlite has a single connection, so the same one is shared (the test still runs, it just cannot show what a
 * separate connection would). Close it before the database itself.
 */
export async function secondConnection(database: Database): Promise<{ db: Db; separate: boolean; close(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (database.kind === 'pglite' || template.kind !== 'postgres') return { db: database.db, separate: false, close: async () => {} };
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const other = await openDatabase({ kind: 'postgres', url: withDatabase(template.url, row!.name), poolSize: 10 });
  return { db: other.db, separate: true, close: () => other.close() };
}
