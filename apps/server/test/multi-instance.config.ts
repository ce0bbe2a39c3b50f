import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The multi-instance test (test/*.pg.test.ts): two servers on one PostgreSQL and one Redis. It needs both
 * servers installed, so `npm test` leaves it out; `npm run test:multi-instance` runs it on a throwaway
 * PostgreSQL (scripts/with-postgres.sh) and the test starts its own redis-server.
 */
export default defineConfig({
  test: {
    name: 'server-multi-instance',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/**/*.pg.test.ts'],
    env: { TZ: 'UTC', NODE_ENV: 'test' },
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
