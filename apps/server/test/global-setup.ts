import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/**
 * Migrates a template database once per run; every test file then gets its own copy (test/helpers/database.ts).
 * PGlite: a dump of the migrated data folder. PostgreSQL (TEST_DATABASE_URL): a template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `barber_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabase(url, templateName);
    const database = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
    await migrate(database);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, templateName });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName}`).catch(() => {});
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'barber-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const dump = await (database as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  project.provide('pgliteFolderTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; templateName: string };
    /** The same PGlite template for tests that start processes on a folder of their own (helpers/pglite-template.ts). */
    pgliteFolderTemplate?: string;
  }
}
