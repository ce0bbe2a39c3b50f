import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';

/**
 * Fresh PGlite databases for the tests, made once and reused (ADR 0042). Starting a PGlite from the migrated
 * template costs a WebAssembly instance, an unpacked data folder and a PostgreSQL start-up: about 0.7 s of CPU,
 * and the tests ask for a few hundred. A database a test app closed waits here and is handed out again after a
 * reset to the template's state: every table emptied (the migrations' own rows put back), every sequence
 * restarted. That is the state a clone of the template has; nothing else survives in PGlite (no sessions, no
 * settings: the app sets none).
 *
 * A closed database stays closed for whoever held it: each checkout reaches PGlite through its own gate, shut
 * at close, so late work of a closed app fails as on a closed database instead of writing into the next test's.
 */
interface Pooled {
  client: PGlite;
}

const idle: Pooled[] = [];
let resetScript: Promise<string> | undefined;

/** What the reset runs: the template's tables emptied, its own rows back, its sequences from the start. */
async function buildResetScript(client: PGlite): Promise<string> {
  const tables = (
    await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations' order by 1`,
    )
  ).rows.map((r) => r.name);
  const sequences = (
    await client.query<{ name: string }>(`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`)
  ).rows.map((r) => r.name);
  const refill: string[] = [];
  for (const table of tables) {
    const rows = (await client.query<{ rows: unknown }>(`select json_agg(t) as rows from ${table} t`)).rows[0]?.rows;
    if (!rows) continue;
    const json = JSON.stringify(rows).replace(/'/g, "''");
    refill.push(`insert into ${table} select * from json_populate_recordset(null::${table}, '${json}');`);
  }
  return [
    `truncate table ${tables.join(', ')} restart identity cascade;`,
    ...sequences.map((sequence) => `alter sequence ${sequence} restart;`),
    ...refill,
  ].join('\n');
}

async function openFromTemplate(templateFile: string): Promise<Pooled> {
  const database = await openDatabase({ kind: 'pglite', loadFrom: new Blob([readFileSync(templateFile)]) });
  const client = (database as unknown as { pglite: PGlite }).pglite;
  // The first database of this worker is the template as migrated: it tells what a reset must restore.
  resetScript ??= buildResetScript(client);
  await resetScript;
  return { client };
}

async function take(templateFile: string): Promise<Pooled> {
  for (let pooled = idle.pop(); pooled; pooled = idle.pop()) {
    try {
      await pooled.client.exec(await resetScript!);
      return pooled;
    } catch {
      // A database a test left unusable (closed, crashed): drop it and try the next.
      await pooled.client.close().catch(() => {});
    }
  }
  return openFromTemplate(templateFile);
}

/** A database in the template's state, as a fresh clone of it would be. */
export async function pooledPglite(templateFile: string): Promise<Database> {
  const pooled = await take(templateFile);
  let open = true;
  const closed = () => new Error('PGlite: this test database was closed');
  // The checkout's gate: every method of PGlite, refused once the holder closed it.
  const gate = new Proxy(pooled.client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!open) throw closed();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    db: drizzle(gate, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (script) => {
      if (!open) throw closed();
      await pooled.client.exec(script);
    },
    close: async () => {
      if (!open) return;
      open = false;
      idle.push(pooled);
    },
    // The template dump reads it (global-setup.ts); kept as openDatabase has it.
    ...({ pglite: gate } as object),
  };
}
