import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions, type BuiltApp } from '../../src/infra/app';
import { loadConfig, type Config } from '../../src/infra/config';
import type { Database } from '../../src/db/client';
import { diskStorage } from '../../src/infra/storage/disk-storage';
import { freshDatabase } from './database';
import { applyTestPlan, type TestPlan } from './subscriptions';

/** A clock the tests move by hand; it starts at the real time unless set. */
export class TestClock {
  private current: Date | undefined;
  now = () => this.current ?? new Date();
  set(date: Date | string) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.now().getTime() + ms);
  }
}

export interface TestApp extends BuiltApp {
  database: Database;
  /** This app's own uploads folder (removed on close). */
  uploadsDir: string;
  clock: TestClock;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app (every plugin, hook and module) on a fresh database, driven with fastify.inject. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'paymentProvider' | 'emailTransport' | 'smsTransport'> & {
    /** The shop's subscription (issue 12): an active unlimited plan unless a test asks for another. */
    plan?: TestPlan;
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  await applyTestPlan(database.db, options.plan ?? 'unlimited');
  const clock = new TestClock();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/barber-test-data', JOBS_POLL_MS: '50' }),
    // High limits by default so concurrency tests are not throttled; rate-limit tests lower them.
    loginRateLimit: 1000,
    loginAddressRateLimit: 1000,
    publicFormRateLimit: 10_000,
    ...overrides,
  };
  const uploadsDir = mkdtempSync(join(tmpdir(), 'barber-uploads-'));
  const { plan: _plan, ...buildOptions } = options;
  const built = await buildApp({ config, database, now: clock.now, storage: diskStorage(uploadsDir), ...buildOptions });
  await built.app.ready();
  const app: FastifyInstance = built.app;
  return {
    ...built,
    database,
    uploadsDir,
    clock,
    inject: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
