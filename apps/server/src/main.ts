import { buildApp } from './infra/app';
import { ConfigError, loadConfig } from './infra/config';
import { migrate } from './db/migrate';
import { openConfiguredDatabase, resetDemoDatabase } from './db/open';
import { seedDemo } from './db/seed';
import { demoAccounts } from './db/demo-data';

async function main() {
  const config = loadConfig();
  if (process.argv.includes('--reset')) {
    await resetDemoDatabase(config);
    console.log('Dati demo cancellati: il database verrà ricreato con i dati di esempio.');
  }
  const database = await openConfiguredDatabase(config);
  const applied = await migrate(database);
  if (applied.length) console.log(`Migrazioni applicate: ${applied.join(', ')}`);
  if (config.demoMode && (await seedDemo(database))) console.log('Database popolato con i dati demo.');

  const { app, ctx } = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  ctx.jobs.start();

  const url = `http://localhost:${config.port}`;
  console.log(`\nBarber Studio in esecuzione su ${url} (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
  console.log(`API: ${url}/api  ·  documentazione: ${url}/api/docs  ·  salute: ${url}/api/health`);
  if (config.demoMode) {
    console.log('\nAccount demo (ruolo, email, password):');
    for (const a of demoAccounts) console.log(`  ${a.role.padEnd(6)}  ${a.email}  ${a.password}`);
    console.log(`Email inviate (outbox di sviluppo): ${url}/api/dev/outbox (come admin)\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Avvio non riuscito:', error instanceof Error ? error.message : error);
  process.exit(1);
});
