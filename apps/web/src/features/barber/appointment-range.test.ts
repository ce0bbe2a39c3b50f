import { describe, expect, it } from 'vitest';
import { dayCounters, rangeFor, shiftAnchor, weekCount, weekStart } from './appointment-range';
import { makeAppointment } from '../../test-utils';

describe('barber appointment ranges', () => {
  it('the week starts on Monday, whatever day it is asked from', () => {
    expect(weekStart('2026-03-09')).toBe('2026-03-09'); // Monday
    expect(weekStart('2026-03-11')).toBe('2026-03-09'); // Wednesday
    expect(weekStart('2026-03-15')).toBe('2026-03-09'); // Sunday still belongs to the week before
    expect(weekStart('2026-03-16')).toBe('2026-03-16');
    // Across a month and a year end.
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });

  it('today, the week from Monday to Sunday, and a chosen date', () => {
    expect(rangeFor('today', '2026-04-01', '2026-03-11')).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(rangeFor('week', '2026-03-11', '2026-03-11')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(rangeFor('date', '2026-04-01', '2026-03-11')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });

  it('previous/next move a week in the week view and a day in the date view', () => {
    expect(shiftAnchor('week', '2026-03-11', 1)).toBe('2026-03-18');
    expect(shiftAnchor('week', '2026-03-11', -1)).toBe('2026-03-04');
    expect(shiftAnchor('date', '2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('barber appointment counters', () => {
  const list = [
    makeAppointment({ _id: '1', status: 'pending' }),
    makeAppointment({ _id: '2', status: 'confirmed' }),
    makeAppointment({ _id: '3', status: 'confirmed' }),
    makeAppointment({ _id: '4', status: 'completed' }),
    makeAppointment({ _id: '5', status: 'cancelled' }),
  ];

  it("today's counters: total, upcoming (neither completed nor cancelled), completed, cancelled", () => {
    expect(dayCounters(list)).toEqual({ total: 5, upcoming: 3, completed: 1, cancelled: 1 });
    expect(dayCounters([])).toEqual({ total: 0, upcoming: 0, completed: 0, cancelled: 0 });
  });

  it('the week counter leaves cancelled appointments out', () => {
    expect(weekCount(list)).toBe(4);
  });
});
