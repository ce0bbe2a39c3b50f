import { describe, expect, it } from 'vitest';
import { closedDay, findWorkingDate, isWorkingDate, shopOpenOn } from './working-days';
import { makeBarber } from './booking-test-data';

// 2026-11-22 is a Sunday.
const barber = makeBarber({ vacations: [{ startDate: '2026-11-24', endDate: '2026-11-25' }] });
const range = { first: '2026-11-21', last: '2026-12-21' };

describe('working days', () => {
  it('skips closed weekdays and vacations', () => {
    expect(isWorkingDate(barber, '2026-11-22')).toBe(false);
    expect(isWorkingDate(barber, '2026-11-23')).toBe(true);
    expect(isWorkingDate(barber, '2026-11-24')).toBe(false);
    expect(findWorkingDate(barber, '2026-11-22', range)).toBe('2026-11-23');
    expect(findWorkingDate(barber, '2026-11-23', range, 1, false)).toBe('2026-11-26');
    expect(findWorkingDate(barber, '2026-11-26', range, -1, false)).toBe('2026-11-23');
  });

  it('stays inside the booking window', () => {
    expect(findWorkingDate(barber, '2026-11-21', range, -1, false)).toBeNull();
    expect(findWorkingDate(barber, '2026-12-21', range, 1, false)).toBeNull();
  });
});

describe('closed days (issue 27 item 11)', () => {
  const hours = [
    { day: 'sunday' as const, open: false, startTime: null, endTime: null },
    { day: 'monday' as const, open: true, startTime: '09:00', endTime: '18:00' },
  ];
  const away = makeBarber({ vacations: [{ startDate: '2026-11-23', endDate: '2026-11-30' }] });

  it("says the shop is closed first, then the barber's vacation, then his day off", () => {
    expect(closedDay('2026-11-22', hours, [barber])).toBe('shop');
    expect(closedDay('2026-11-24', hours, [barber])).toBe('vacation');
    expect(closedDay('2026-11-23', hours, [barber])).toBeNull();
    const mondaysOff = makeBarber({ workingHours: barber.workingHours.map((d) => (d.day === 'monday' ? { ...d, isWorking: false } : d)) });
    expect(closedDay('2026-11-23', hours, [mondaysOff])).toBe('off');
  });

  it('with any barber, closes a day only when none of them works; vacation only when all are away', () => {
    expect(closedDay('2026-11-24', hours, [barber, away])).toBe('vacation');
    expect(closedDay('2026-11-26', hours, [barber, away])).toBeNull();
    expect(closedDay('2026-11-23', hours, [barber, away])).toBeNull();
  });

  it('does not claim a weekday closed that the shop hours leave out, nor before they are known', () => {
    expect(shopOpenOn(hours, '2026-11-24')).toBe(true);
    expect(shopOpenOn(undefined, '2026-11-22')).toBe(true);
    expect(closedDay('2026-11-23', undefined, [])).toBeNull();
  });
});
