import { describe, expect, it } from 'vitest';
import { dueRatio, inFillWindow, isDue, OFFERS_PER_WEEK, underWeeklyLimit, usualIntervalDays } from './last-minute';

const NOW = new Date('2026-06-01T08:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('usual interval', () => {
  it('is the median gap of the latest visits', () => {
    // Gaps 28, 35, 21 days: the median is 28.
    expect(usualIntervalDays([daysAgo(120), daysAgo(92), daysAgo(57), daysAgo(36)])).toBe(28);
  });
  it('needs three visits: two are no habit yet', () => {
    expect(usualIntervalDays([daysAgo(60), daysAgo(30)])).toBeNull();
    expect(usualIntervalDays([daysAgo(90), daysAgo(60), daysAgo(30)])).toBe(30);
  });
  it('counts two visits on one day once, and reads only the latest six', () => {
    expect(usualIntervalDays([daysAgo(60), daysAgo(60), daysAgo(30)])).toBeNull();
    // Long gaps years ago fade: only the last six visits (five gaps of 14 days) count.
    const old = [daysAgo(900), daysAgo(700), daysAgo(500)];
    const recent = [70, 56, 42, 28, 14, 0].map((d) => daysAgo(d + 20));
    expect(usualIntervalDays([...old, ...recent])).toBe(14);
  });
});

describe('who is due', () => {
  const monthly = [daysAgo(95), daysAgo(65), daysAgo(35)];
  it('a regular whose usual interval has passed since the last visit, with nothing booked', () => {
    expect(isDue({ visits: monthly, hasFutureAppointment: false }, NOW)).toBe(true);
    expect(dueRatio({ visits: monthly, hasFutureAppointment: false }, NOW)).toBeCloseTo(35 / 30);
  });
  it('not one who came last week', () => {
    expect(isDue({ visits: [daysAgo(67), daysAgo(37), daysAgo(7)], hasFutureAppointment: false }, NOW)).toBe(false);
  });
  it('not one who already has an appointment ahead', () => {
    expect(isDue({ visits: monthly, hasFutureAppointment: true }, NOW)).toBe(false);
  });
  it('not one with too little history', () => {
    expect(isDue({ visits: [daysAgo(200), daysAgo(100)], hasFutureAppointment: false }, NOW)).toBe(false);
    expect(isDue({ visits: [], hasFutureAppointment: false }, NOW)).toBe(false);
  });
});

describe('weekly limit', () => {
  it(`allows ${OFFERS_PER_WEEK} offer in any 7 days`, () => {
    expect(underWeeklyLimit([], NOW)).toBe(true);
    expect(underWeeklyLimit([daysAgo(6.9)], NOW)).toBe(false);
    expect(underWeeklyLimit([daysAgo(7)], NOW)).toBe(true);
    expect(underWeeklyLimit([daysAgo(30), daysAgo(8)], NOW)).toBe(true);
  });
});

describe('fill window', () => {
  const inMinutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
  it('from 30 minutes to 24 hours ahead', () => {
    expect(inFillWindow(inMinutes(180), NOW)).toBe(true);
    expect(inFillWindow(inMinutes(29), NOW)).toBe(false);
    expect(inFillWindow(inMinutes(30), NOW)).toBe(true);
    expect(inFillWindow(inMinutes(24 * 60), NOW)).toBe(true);
    expect(inFillWindow(inMinutes(24 * 60 + 1), NOW)).toBe(false);
  });
});
