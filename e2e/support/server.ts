import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { stopProcess } from './process';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * How many journey files run at once, each against a demo server of its own (E2E_WORKERS, default 2: one per core;
 * the journeys wait on the browser and the server as much as they compute). Files on one server run one after the
 * other, as they always did; two servers never share data.
 */
export const journeyWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** Starts the built server (npm start's binary) on a free port with fresh demo data, as a newcomer would run it. */
async function startDemoServer(main: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'barber-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys log in many times from one address; the limit itself is covered by the API tests.
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ADDRESS_RATE_LIMIT: '1000',
      // Every journey's guests share a few phone numbers; the per-contact booking and hold limits are covered by
      // the API tests, so the journeys get room to book.
      PUBLIC_FORM_RATE_LIMIT: '300',
      JOBS_POLL_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    stop: async () => {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One demo server per journey worker (support/base-url.ts gives a file its worker's). */
export default async function setup(project: TestProject) {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it for you)');
  }
  const servers = await Promise.all(Array.from({ length: journeyWorkers }, () => startDemoServer(main)));
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURLs: string[];
  }
}
