import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgInsertValue, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { guardTransactions } from './pglite-transaction-guard';
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
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long start-up keeps retrying an unreachable server (a database container still starting). */
      connectRetryMs?: number;
      /** Longest a single statement may run before PostgreSQL cancels it: a stuck query must not hold a connection. */
      statementTimeoutMs?: number;
      /** Start-up retries and dropped idle connections are reported here (default: stderr). */
      onWarning?: (message: string, error: unknown) => void;
    }
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
    const warn = source.onWarning ?? ((message: string) => console.warn(message));
    const pool = new pg.Pool({
      connectionString: source.url,
      max: source.poolSize ?? 10,
      statement_timeout: source.statementTimeoutMs ?? 15_000,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client the server drops (restart, failover, idle timeout) emits 'error' on the pool; without a
    // listener Node would crash the process. The pool discards that client and opens a new one when needed.
    pool.on('error', (error) => warn(`PostgreSQL: connessione inattiva chiusa dal server (${error.message}); verrà riaperta.`, error));
    await waitForServer(pool, source.url, source.connectRetryMs ?? 30_000, warn);
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
  const client = guardTransactions(new PGlite({
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadFrom ? { loadDataDir: source.loadFrom } : {}),
    extensions: { btree_gist },
  }));
  await client.waitReady;
  yieldBetweenQueries(client);
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

/**
 * PGlite runs each statement synchronously in this thread and answers through promises that are already settled,
 * so a queue of waiting statements (200 clients booking at once) runs to its end inside one turn of microtasks:
 * the event loop is stopped meanwhile, for seconds under load (measured: 2-4 s), and nothing else moves, not even
 * a request for the home page that needs no database, nor the answers already computed (ADR 0041). Every protocol
 * exchange with PGlite (a statement is a few) first lets the event loop turn once (setImmediate: after pending
 * I/O), so network work interleaves with database work. It costs about 0.03 ms a statement.
 *
 * PGlite sends every statement, inside transactions too, through its public execProtocolStream method, looked
 * up on the instance: wrapping it there is the one place that sees them all (db/client.test.ts proves it).
 */
function yieldBetweenQueries(client: PGlite) {
  const execProtocolStream = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...args: Parameters<PGlite['execProtocolStream']>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return execProtocolStream(...args);
  };
}

/**
 * Start-up: tries `select 1` until the server answers or `retryMs` passes, waiting 0.5 s, 1 s, 2 s... (at most
 * 5 s) between tries. Wrong credentials or a missing database are not worth retrying. The message names the host
 * and database, never the password.
 */
async function waitForServer(pool: pg.Pool, url: string, retryMs: number, warn: (message: string, error: unknown) => void) {
  const where = describeServer(url);
  const deadline = Date.now() + retryMs;
  for (let attempt = 0; ; attempt++) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      const state = sqlState(error);
      const reason = (error as Error).message || (error as { code?: string }).code || String(error);
      const permanent = state !== undefined && state !== '57P03' && state !== '53300';
      const wait = Math.min(5_000, 500 * 2 ** attempt);
      if (permanent || Date.now() + wait > deadline) {
        await pool.end().catch(() => {});
        throw new Error(`database PostgreSQL non raggiungibile su ${where}${permanent ? '' : ` dopo ${Math.round(retryMs / 1000)} s`}: ${reason}`, { cause: error });
      }
      warn(`PostgreSQL su ${where} non risponde (${reason}): nuovo tentativo tra ${wait / 1000} s.`, error);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** host:port/database of a connection URL, without user or password. */
export function describeServer(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return 'un indirizzo DATABASE_URL non leggibile';
  }
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

/** Inserts one row and answers it as stored (ids and defaults filled in by the database). */
export async function insertReturning<T extends PgTable>(
  exec: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await exec.insert(table).values(values as PgInsertValue<T>).returning();
  return row as T['$inferSelect'];
}
