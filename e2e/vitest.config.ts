import { defineConfig } from 'vitest/config';

import { journeyWorkers } from './support/server';

// Browser journeys against the real built app (npm run test:e2e builds first): as many files at once as there are
// demo servers, one per worker (support/server.ts, E2E_WORKERS).
export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    testTimeout: 90_000,
    // expect.poll waits for what a page shows after its own round trip; vitest's default (1 s) is shorter than the
    // pages' own waits (15 s, support/browser.ts) and failed journeys on a busy machine. A poll still ends as soon
    // as its matcher passes.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    fileParallelism: journeyWorkers > 1,
    maxWorkers: journeyWorkers,
    // The files share the worker's module cache (ADR 0042): the support code and what it imports from apps/ and
    // packages/ is loaded once, not once per file (about 0.7 s a file on this machine). Each file still opens its
    // own browser and contexts, so nothing of one journey's pages reaches another.
    isolate: false,
    env: { TZ: 'Europe/Zurich' },
  },
});
