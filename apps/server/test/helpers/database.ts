import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { withDatabase } from '../global-setup';

/** A fresh, migrated database for one test file: a PGlite clone of the template, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([readFileSync(template.file)]);
    return openDatabase({ kind: 'pglite', loadFrom: blob });
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
