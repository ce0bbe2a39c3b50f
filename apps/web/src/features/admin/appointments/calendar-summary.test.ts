import { describe, expect, it } from 'vitest';
import { groupByDate, summarize } from './calendar-summary';
import { makeAppointment } from './test-appointment';

describe('summarize', () => {
  it('counts every appointment, the confirmed ones, and revenue without the cancelled', () => {
    const summary = summarize([
      makeAppointment({ status: 'confirmed', price: 35 }),
      makeAppointment({ status: 'pending', price: 20.5 }),
      makeAppointment({ status: 'completed', price: 45 }),
      makeAppointment({ status: 'cancelled', price: 60 }),
      makeAppointment({ status: 'confirmed', price: 15 }),
    ]);
    expect(summary).toEqual({ count: 5, confirmed: 2, revenue: 115.5 });
  });

  it('adds money in Rappen, so decimals do not drift', () => {
    expect(summarize([makeAppointment({ price: 0.1 }), makeAppointment({ price: 0.2 })]).revenue).toBe(0.3);
  });

  it('is all zeros for an empty day', () => {
    expect(summarize([])).toEqual({ count: 0, confirmed: 0, revenue: 0 });
  });
});

describe('groupByDate', () => {
  it('groups by day, days ascending, each day by time', () => {
    const groups = groupByDate([
      makeAppointment({ _id: 'c', date: '2026-03-12', time: '09:00' }),
      makeAppointment({ _id: 'b', date: '2026-03-10', time: '15:00' }),
      makeAppointment({ _id: 'a', date: '2026-03-10', time: '09:30' }),
    ]);
    expect(groups.map((g) => [g.date, g.appointments.map((a) => a._id)])).toEqual([
      ['2026-03-10', ['a', 'b']],
      ['2026-03-12', ['c']],
    ]);
  });
});
