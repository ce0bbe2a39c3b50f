import { describe, expect, it } from 'vitest';
import { insideChangeNotice } from './late-change-notice';

const ZURICH = 'Europe/Zurich';

describe('insideChangeNotice', () => {
  // 10:00 in Zurich in winter is 09:00 UTC.
  const now = new Date('2026-12-07T09:00:00Z');
  it('a booking that starts within 24 hours, or exactly at 24, cannot be changed online afterwards', () => {
    expect(insideChangeNotice('2026-12-07', '15:00', ZURICH, now)).toBe(true);
    expect(insideChangeNotice('2026-12-08', '10:00', ZURICH, now)).toBe(true);
  });
  it('one that starts later can still be changed', () => {
    expect(insideChangeNotice('2026-12-08', '10:15', ZURICH, now)).toBe(false);
    expect(insideChangeNotice('2026-12-20', '09:00', ZURICH, now)).toBe(false);
  });
});
