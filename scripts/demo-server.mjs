// The built server (npm start's binary) on a free port with fresh demo data, as a newcomer runs it: the e2e
// journeys (e2e/support/server.ts) and the Lighthouse bench (scripts/bench-lighthouse.mjs) start it the same way.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Asks the process to stop (SIGTERM) and waits for it to exit; kills it after `graceMs` if it has not. */
export async function stopProcess(child, graceMs = 5_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `main` in demo mode on a free port of 127.0.0.1 with a data folder of its own (named from `dataPrefix`),
 * `env` added to the environment, and waits up to `startSeconds` (90) for /api/health. `stop` ends it and deletes its data.
 */
export async function startDemoServer({
  main,
  root,
  dataPrefix,
  env = {},
  nodeArgs = [],
  startSeconds = 90,
}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), dataPrefix));
  const server = spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in ${startSeconds} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    stop: async () => {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
