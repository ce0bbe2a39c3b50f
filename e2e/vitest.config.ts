import { defineConfig } from 'vitest/config';

// Browser journeys against the real built app (npm run test:e2e builds first). One file at a time: 2 cores.
export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The files share the worker's module cache (ADR 0042): the support code and what it imports from apps/ and
    // packages/ is loaded once, not once per file (about 0.7 s a file on this machine). Each file still opens its
    // own browser and contexts, so nothing of one journey's pages reaches another.
    isolate: false,
    env: { TZ: 'Europe/Zurich' },
  },
});
