import { join } from 'node:path';
import { buildApp } from './app';
import { diskStorage } from './infra/storage/disk-storage';
import { ConfigError, loadConfig } from './infra/config';
import { migrate } from './db/migrate';
import { openConfiguredDatabase, resetDemoDatabase } from './db/open';
import { seedDemo } from './demo/seed';
import { demoAccounts } from './demo/demo-data';
import { adminExists } from './modules/setup/index';
import { setupCode } from './modules/setup/setup-code';

/**
 * A stop fits in 10 s, what a process manager or `docker stop` waits before killing: running requests get this
 * long after SIGTERM or Ctrl-C, then their connections are cut; the onClose hooks and the database get the rest.
 */
const DRAIN_MS = 6_000;
const HOOKS_MS = 1_500;
const DATABASE_CLOSE_MS = 2_000;
/**
 * A keep-alive connection silent this long after the stop began is closed: every client that was sending has had
 * its 503 and `Connection: close` by then (infra/graceful-stop.ts).
 */
const IDLE_GRACE_MS = 1_000;

async function main() {
  const config = loadConfig();
  for (const warning of config.warnings) console.warn(`\n${'!'.repeat(72)}\n!! ATTENZIONE: ${warning}\n${'!'.repeat(72)}\n`);
  if (process.argv.includes('--reset')) {
    await resetDemoDatabase(config);
    console.log('Dati demo cancellati: il database verrà ricreato con i dati di esempio.');
  }
  const database = await openConfiguredDatabase(config);
  const applied = await migrate(database);
  if (applied.length) console.log(`Migrazioni applicate: ${applied.join(', ')}`);
  // The demo products' images go where the app serves uploads from (app.ts: DATA_DIR/uploads).
  const uploads = diskStorage(join(config.dataDir, 'uploads'));
  if (config.demoMode && (await seedDemo(database, uploads))) console.log('Database popolato con i dati demo.');

  const { app, ctx, drain } = await buildApp({ config, database });
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
  if (!(await adminExists(database.db))) {
    // Only whoever reads this output can claim the install: the /setup page asks for this code.
    console.log(`\nPrimo avvio: nessun amministratore. Completa la configurazione su ${config.publicUrl}/setup`);
    console.log(`con il codice di configurazione ${setupCode(config.jwtSecret)}, oppure dal terminale con: npm run setup\n`);
  }

  let closing: { reason: string; at: number } | undefined;
  const shutdown = async (reason: string, repeated: 'exit at once' | 'ignore') => {
    if (closing) {
      // The same Ctrl-C can arrive twice: from the terminal and relayed by a parent in the same process group
      // (tsx watch under `npm run dev`).
      if (repeated === 'ignore' || (reason === closing.reason && Date.now() - closing.at < 300)) return;
      // A second Ctrl-C: the operator does not want to wait.
      console.log('Uscita immediata.');
      process.exit(130);
    }
    closing = { reason, at: Date.now() };
    app.log.info({ reason }, 'shutting down: no new connections, waiting for running requests');
    // The HTTP server emits 'close' only when its last connection has ended, websockets included.
    const drained = new Promise<void>((resolve) => app.server.once('close', () => resolve()));
    // No new connections; open ones get their answers (503 from now on) and end (infra/graceful-stop.ts).
    drain.begin();
    const stopped = (async () => {
      await drain.settle(IDLE_GRACE_MS);
      await Promise.all([app.close(), drained]);
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'error while closing the server');
    });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        app.log.warn(`requests still running after ${DRAIN_MS / 1000} s: closing their connections`);
        app.server.closeAllConnections();
        // A hook still busy after that (a slow job) is not waited for much longer.
        timer = setTimeout(resolve, HOOKS_MS);
      }, DRAIN_MS);
    });
    await Promise.race([stopped, deadline]);
    clearTimeout(timer);
    try {
      // PGlite writes its last pages and closes its files (milliseconds); the pool ends its connections.
      await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, DATABASE_CLOSE_MS).unref())]);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the database');
    }
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal, 'exit at once'));
  process.on('SIGTERM', (signal) => void shutdown(signal, 'exit at once'));
  // Started by `npm start`'s launcher (scripts/start.mjs), which keeps an IPC channel open to this process: when
  // the launcher is gone, killed in a way it could not pass on, nobody could stop this server any more, so it stops.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => void shutdown('launcher gone', 'ignore'));
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Avvio non riuscito:', error instanceof Error ? error.message : error);
  process.exit(1);
});
