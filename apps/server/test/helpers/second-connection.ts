import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, queryRows, type Database, type Db } from '../../src/db/client';
import type { JobQueue } from '../../src/infra/jobs';
import { withDatabase } from '../global-setup';
import { freshDatabase } from './database';

export interface SecondConnection {
  db: Db;
  separate: boolean;
  close(): Promise<void>;
}

/**
 * Another connection to the same test database, as a second server instance would have. PostgreSQL: a pool of its
 * own. PGlite has a single connection, so the same one is shared (the test still runs, it just cannot show what a
 * separate connection would). Close it before the database itself.
 */
export async function secondConnection(database: Database): Promise<SecondConnection> {
  const template = inject('dbTemplate');
  if (database.kind === 'pglite' || template.kind !== 'postgres') return { db: database.db, separate: false, close: async () => {} };
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const other = await openDatabase({ kind: 'postgres', url: withDatabase(template.url, row!.name), poolSize: 10 });
  return { db: other.db, separate: true, close: () => other.close() };
}

/**
 * The set-up of the tests that run two instances' job workers on one database: a fresh database and a second
 * connection to it, opened once and closed at the end, after the workers in `queues` have stopped.
 * `use` receives both once they exist.
 */
export function withTwoConnections(use: (database: Database, other: SecondConnection) => void, queues: JobQueue[]) {
  let database: Database | undefined;
  let other: SecondConnection | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
    other = await secondConnection(database);
    use(database, other);
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await other?.close();
    await database?.close();
  });
}
