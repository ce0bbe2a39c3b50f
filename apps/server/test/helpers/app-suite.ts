import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/infra/config';
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
