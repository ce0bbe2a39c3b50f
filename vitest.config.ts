import { configDefaults, defineConfig } from 'vitest/config';
import { databaseDependentTests } from './apps/server/test/database-dependent';
import SlowFirstSequencer from './vitest.sequencer';

/*
 * One `npm test` runs every project; the server project is the API suite that CI runs again on real PostgreSQL.
 *
 * Speed (ADR 0042): test files share their worker's module cache (isolate: false). Starting a fresh module graph
 * and, on the web, a fresh jsdom for each of ~200 files cost more than the tests themselves. What a file changes
 * is undone by the setup files (console, DOM, storage, timers, mocks, stubbed globals); each server file builds its
 * own app on its own database, so nothing of one file's data reaches another.
 * A file that replaces a module with vi.mock needs a module graph of its own (a module another file loaded
 * first would keep its real import): such files are found here and run in the isolated 'web-mocks' project.
 */
// On PostgreSQL (TEST_DATABASE_URL, CI's second run) only the files that open the test database (ADR 0042).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = onPostgres ? databaseDependentTests('./apps/server').dependent : ['src/**/*.test.ts', 'test/**/*.test.ts'];

const webProject = {
  root: './apps/web',
  environment: 'jsdom',
  env: { TZ: 'UTC' },
  setupFiles: ['./src/test-setup.ts'],
} as const;

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; much of an API test is waiting (jobs polling, timers, PostgreSQL's
    // own process), so three workers, shared by every project's files, keep both cores busy.
    maxWorkers: 3,
    // The slow files start first, also on a fresh clone without Vitest's cache (vitest.sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: serverTests,
          // Two instances on PostgreSQL and Redis: `npm run test:multi-instance` (apps/server/test/multi-instance.config.ts).
          exclude: [...configDefaults.exclude, 'test/**/*.pg.test.ts'],
          env: { TZ: 'UTC', NODE_ENV: 'test' },
          setupFiles: ['./test/setup.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          ...webProject,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          isolate: false,
          // Vitest's 5 s default counts waiting for a core: on a loaded 2-core machine a long render test missed it.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
