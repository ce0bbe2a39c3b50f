import { configDefaults, defineConfig } from 'vitest/config';

// One `npm test` runs every project; the server project is the API suite that CI runs again on real PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Two instances on PostgreSQL and Redis: `npm run test:multi-instance` (apps/server/test/multi-instance.config.ts).
          exclude: [...configDefaults.exclude, 'test/**/*.pg.test.ts'],
          env: { TZ: 'UTC', NODE_ENV: 'test' },
          setupFiles: ['./test/setup.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
