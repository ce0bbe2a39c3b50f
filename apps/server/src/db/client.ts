import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repos accept either, so services decide the transaction boundary. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (simple protocol: one implicit transaction). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseSource = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadFrom?: Blob }
) & {
  /** Called for every statement Drizzle sends: the benchmarks count SQL statements per request with it. */
  onQuery?: (query: string) => void;
};

// PostgreSQL returns bigint and numeric as strings; counts and sums here are small, so parse them as numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  const logger = source.onQuery ? { logQuery: (query: string) => source.onQuery!(query) } : false;
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? 10 });
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { schema, logger }) as unknown as Db,
      kind: 'postgres',
      exec: async (script) => {
        await pool.query(script);
      },
      close: () => pool.end(),
    };
  }
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const client = new PGlite({
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadFrom ? { loadDataDir: source.loadFrom } : {}),
    extensions: { btree_gist },
  });
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema, logger }) as unknown as Db,
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
    // Kept reachable for the test template (dumpDataDir); not part of the interface apps rely on.
    ...({ pglite: client } as object),
  };
}

/** The PostgreSQL SQLSTATE of a driver error, looking through Drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Rows of a raw SQL query (drizzle's execute result differs by driver; both carry `rows`). */
export async function queryRows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = (await exec.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
