import { describe, expect, it } from 'vitest';
import { findWorkingDate, isWorkingDate } from './working-days';
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
