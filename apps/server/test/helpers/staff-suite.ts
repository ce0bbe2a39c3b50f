import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Config } from '../../src/infra/config';
import { guestBody } from './booking';
import { givenStaff, type Staff } from './staff';
import { createTestApp, type TestApp } from './test-app';

/**
 * The set-up the staff test files share: one app per file with the cast of givenStaff, closed at the end.
 * `use` receives both once they exist (and may add its own records); `everyTestAt` sets the clock before
 * every test (by default it moves on from test to test); `config` overrides the app's settings.
 */
export function withStaff(
  use: (t: TestApp, staff: Staff) => unknown,
  options: { everyTestAt?: string; config?: Partial<Config> } = {},
) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options.config);
    await use(app, await givenStaff(app));
  });
  const at = options.everyTestAt;
  if (at) beforeEach(() => app?.clock.set(at));
  afterAll(() => app?.close());
}

/** A guest's booking of the staff's free-slot service with one barber; answers the appointment's id. */
export async function bookGuest(t: TestApp, staff: Staff, barberId: string, date: string, time: string) {
  const res = await t.call('guestBooking', {
    body: guestBody({ ...staff.slot, date, time }, { barberId }),
  });
  expect(res.statusCode).toBe(201);
  // The guest answer names the appointment `_id` at the top ({success, message, _id, appointment}).
  return (res.json() as { _id: string })._id;
}
