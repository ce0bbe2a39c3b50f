import { defineConfig } from 'vitest/config';

// Browser journeys against the real built app (npm run test:e2e builds first). One file at a time: 2 cores.
export default defineConfig({
  test: {
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { TZ: 'Europe/Zurich' },
  },
});
