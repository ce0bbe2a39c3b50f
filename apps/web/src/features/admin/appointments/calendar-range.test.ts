import { describe, expect, it } from 'vitest';
import { calendarRange, endOfMonth, shiftDate } from './calendar-range';

describe('calendarRange', () => {
  it('day: the chosen day only', () => {
    expect(calendarRange('day', '2026-03-10')).toEqual({ start: '2026-03-10', end: '2026-03-10' });
  });

  it('week: 7 days from the chosen day, across a month end', () => {
    expect(calendarRange('week', '2026-03-28')).toEqual({ start: '2026-03-28', end: '2026-04-03' });
  });

  it("month: from the 1st to the end of the chosen day's month (leap February too)", () => {
    expect(calendarRange('month', '2026-03-10')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });
});

describe('shiftDate', () => {
  it('moves by a day, a week, or to the first of the neighbouring month', () => {
    expect(shiftDate('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('week', '2026-03-10', 1)).toBe('2026-03-17');
    expect(shiftDate('month', '2026-03-10', 1)).toBe('2026-04-01');
    expect(shiftDate('month', '2026-03-10', -1)).toBe('2026-02-01');
    expect(shiftDate('month', '2026-01-15', -1)).toBe('2025-12-01');
  });
});
