import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../../scripts/demo-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * How many journey files run at once, each against a demo server of its own (E2E_WORKERS, default 2: one per core;
 * the journeys wait on the browser and the server as much as they compute). Files on one server run one after the
 * other, as they always did; two servers never share data.
 */
export const journeyWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** Starts the built server (npm start's binary) on a free port with fresh demo data, as a newcomer would run it. */
async function startJourneyServer(main: string) {
  const server = await startDemoServer({
    main,
    root,
    dataPrefix: 'barber-e2e-',
    nodeArgs: ['--enable-source-maps'],
    env: {
      // Journeys log in many times from one address; the limit itself is covered by the API tests.
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ADDRESS_RATE_LIMIT: '1000',
      // Every journey's guests share a few phone numbers; the per-contact booking and hold limits are covered by
      // the API tests, so the journeys get room to book.
      PUBLIC_FORM_RATE_LIMIT: '300',
      JOBS_POLL_MS: '200',
    },
  });
  return { baseURL: `http://127.0.0.1:${server.port}`, stop: server.stop };
}

/** One demo server per journey worker (support/base-url.ts gives a file its worker's). */
export default async function setup(project: TestProject) {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it for you)');
  }
  const servers = await Promise.all(Array.from({ length: journeyWorkers }, () => startJourneyServer(main)));
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
