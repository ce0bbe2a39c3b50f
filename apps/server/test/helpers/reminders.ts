import { scanReminders } from '../../src/modules/notifications/reminders';
import type { TestApp } from './test-app';

/** The reminder job's scan at `at` (the test clock is set there first): how many reminders it recorded, per channel. */
export async function scanRemindersAt(t: TestApp, at: string) {
  t.clock.set(at);
  return scanReminders(t.ctx);
}
