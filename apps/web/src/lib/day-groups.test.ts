import { describe, expect, it } from 'vitest';
import { makeAppointment } from '../test-utils';
import { groupByDate } from './day-groups';

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

  it('is empty without appointments', () => {
    expect(groupByDate([])).toEqual([]);
  });
});
