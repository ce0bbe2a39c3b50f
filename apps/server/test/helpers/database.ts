import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { withDatabase } from '../global-setup';
import { pooledPglite } from './pglite-pool';

/**
 * A fresh, migrated database for a test app: a PGlite in the template's state (made once per worker and reset for
 * each app: helpers/pglite-pool.ts), or a new PostgreSQL database from the template.
 */
export async function freshDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    // TEST_PGLITE_POOL=0: a new PGlite per app, as before the pool (to rule the pool out when a test misbehaves).
    if (process.env.TEST_PGLITE_POOL === '0') return openDatabase({ kind: 'pglite', loadFrom: new Blob([readFileSync(template.file)]) });
    return pooledPglite(template.file);
  }
  const name = `barber_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(template.url, name), poolSize: 20 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: template.url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
      await cleanup.end();
    },
  };
}
