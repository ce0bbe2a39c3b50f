import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../../src/infra/config';
import { givenShopWithFreeSlot, type FreeSlot } from './booking';
import { createTestApp, type TestApp } from './test-app';

export interface FreeSlotSuite {
  /** Overrides of the app's settings (e.g. lower rate limits). */
  config?: Partial<Config>;
  /** Where the clock stands at the start of every test (by default it moves on from test to test). */
  everyTestAt?: string;
}

/**
 * The set-up the booking test files share: one app per file with the shop and a free slot, closed at the end.
 * `use` receives both once they exist (and may add its own records).
 */
export function withFreeSlot(use: (t: TestApp, slot: FreeSlot) => unknown, options: FreeSlotSuite = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options.config);
    await use(app, await givenShopWithFreeSlot(app));
  });
  const at = options.everyTestAt;
  if (at) beforeEach(() => app?.clock.set(at));
  afterAll(() => app?.close());
}
