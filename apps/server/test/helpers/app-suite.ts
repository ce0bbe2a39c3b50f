import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/infra/config';
import { givenShop } from './booking';
import { createTestApp, type TestApp } from './test-app';

/**
 * One app for a test file (or a describe block), closed at the end; `use` receives it once it exists.
 * E.g. `withTestApp((app) => (t = app));`
 */
export function withTestApp(use: (t: TestApp) => unknown, config?: Partial<Config>) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(config);
    await use(app);
  });
  afterAll(() => app?.close());
}

/** withTestApp with the shop's settings in place (givenShop) before `use` runs: what the API test files start from. */
export function withShop(use: (t: TestApp) => unknown, config?: Partial<Config>) {
  withTestApp(async (app) => {
    await givenShop(app);
    await use(app);
  }, config);
}
