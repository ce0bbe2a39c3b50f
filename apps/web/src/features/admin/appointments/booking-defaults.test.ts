import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { matchCustomers, nextWorkingDay } from './booking-defaults';

const hours = (off: readonly string[]) =>
  WEEKDAYS.map((day) => ({
    day,
    isWorking: !off.includes(day),
    startTime: '09:00',
    endTime: '18:00',
    hasBreak: false,
    breakStart: null,
    breakEnd: null,
  }));

describe('nextWorkingDay', () => {
  it('today when the barber works today, else the next day they work', () => {
    // 2026-06-01 is a Monday.
    expect(nextWorkingDay({ workingHours: hours([]), vacations: [] }, '2026-06-01')).toBe('2026-06-01');
    expect(nextWorkingDay({ workingHours: hours(['monday', 'tuesday']), vacations: [] }, '2026-06-01')).toBe(
      '2026-06-03',
    );
  });

  it('skips a vacation and gives up (today) when nothing is found in two weeks', () => {
    const away = { workingHours: hours([]), vacations: [{ startDate: '2026-06-01', endDate: '2026-06-04' }] };
    expect(nextWorkingDay(away, '2026-06-01')).toBe('2026-06-05');
    expect(nextWorkingDay({ workingHours: hours([...WEEKDAYS]), vacations: [] }, '2026-06-01')).toBe(
      '2026-06-01',
    );
  });
});

describe('matchCustomers', () => {
  const people = [
    { firstName: 'Mario', lastName: 'Rossi', phone: '+41791234567' },
    { firstName: 'Anna', lastName: 'Bianchi', phone: '+41765550011' },
    { firstName: 'Luca', lastName: 'Marini', phone: null },
  ];
  it('finds by part of the name in either order, or by phone digits as written in Switzerland', () => {
    expect(matchCustomers(people, 'mar').map((p) => p.lastName)).toEqual(['Rossi', 'Marini']);
    expect(matchCustomers(people, 'rossi mario').map((p) => p.lastName)).toEqual(['Rossi']);
    expect(matchCustomers(people, '079 123').map((p) => p.lastName)).toEqual(['Rossi']);
    expect(matchCustomers(people, '+41 76 555').map((p) => p.lastName)).toEqual(['Bianchi']);
  });
  it('needs two characters', () => {
    expect(matchCustomers(people, 'm')).toEqual([]);
  });
});
