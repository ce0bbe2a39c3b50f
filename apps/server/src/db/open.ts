import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from './client';

/** What opening the database reads of the configuration (infra/config.ts): the db layer imports nothing above it. */
export interface DatabaseSettings {
  databaseUrl?: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  demoMode: boolean;
}

/** The database this configuration points at: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: DatabaseSettings): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
}

/** `--reset`: start again from fresh demo data. Refused outside demo mode, where the data is real. */
export async function resetDemoDatabase(config: DatabaseSettings): Promise<void> {
  if (!config.demoMode) throw new Error('--reset is only allowed in demo mode (it deletes all data)');
  if (!config.databaseUrl) {
    rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true });
    return;
  }
  const database = await openConfiguredDatabase(config);
  try {
    await database.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await database.close();
  }
}
