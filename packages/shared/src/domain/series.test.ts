import { describe, expect, it } from 'vitest';
import { alternativeDays, nearestAlternative, seriesBookings, seriesDates } from './series';

describe('seriesDates', () => {
  it('every 3 weeks, 3 times: three dates 21 days apart', () => {
    expect(seriesDates('2027-01-05', { everyWeeks: 3, count: 3 })).toEqual(['2027-01-05', '2027-01-26', '2027-02-16']);
  });

  it('crosses months, years and the change to summer time as calendar days', () => {
    expect(seriesDates('2026-12-15', { everyWeeks: 6, count: 3 })).toEqual(['2026-12-15', '2027-01-26', '2027-03-09']);
    expect(seriesDates('2027-03-16', { everyWeeks: 2, count: 2 })).toEqual(['2027-03-16', '2027-03-30']);
  });
});

describe('nearestAlternative', () => {
  const free = (days: Record<string, string[]>) => (date: string) => days[date] ?? [];

  it('takes the free time of the same day closest to the wanted one, the earlier of two as close', () => {
    const at = nearestAlternative({ date: '2027-01-05', time: '10:00' }, free({ '2027-01-05': ['09:30', '10:30', '14:00'] }));
    expect(at).toEqual({ date: '2027-01-05', time: '09:30' });
    const later = nearestAlternative({ date: '2027-01-05', time: '10:00' }, free({ '2027-01-05': ['10:15', '09:30'] }));
    expect(later).toEqual({ date: '2027-01-05', time: '10:15' });
  });

  it('never offers the taken time itself', () => {
    expect(nearestAlternative({ date: '2027-01-05', time: '10:00' }, free({ '2027-01-05': ['10:00'] }))).toBeNull();
  });

  it('with the day full: the day before, then the day after, up to three days away', () => {
    const wanted = { date: '2027-01-06', time: '10:00' };
    expect(nearestAlternative(wanted, free({ '2027-01-05': ['17:00'], '2027-01-07': ['10:00'] }))).toEqual({
      date: '2027-01-05',
      time: '17:00',
    });
    expect(nearestAlternative(wanted, free({ '2027-01-07': ['11:00'], '2027-01-04': ['10:00'] }))).toEqual({
      date: '2027-01-07',
      time: '11:00',
    });
    expect(nearestAlternative(wanted, free({ '2027-01-09': ['08:00'] }))).toEqual({ date: '2027-01-09', time: '08:00' });
    expect(nearestAlternative(wanted, free({ '2027-01-10': ['10:00'] }))).toBeNull();
  });

  it('looks at the days in order of distance', () => {
    expect(alternativeDays('2027-01-06')).toEqual([
      '2027-01-06',
      '2027-01-05',
      '2027-01-07',
      '2027-01-04',
      '2027-01-08',
      '2027-01-03',
      '2027-01-09',
    ]);
  });
});

describe('seriesBookings', () => {
  const first = { date: '2027-01-05', time: '10:00' };
  const repeat = { everyWeeks: 3, count: 3 };

  it('books every date at the wanted time without changes', () => {
    expect(seriesBookings(first, repeat).bookings.map((b) => `${b.date} ${b.time}`)).toEqual([
      '2027-01-05 10:00',
      '2027-01-26 10:00',
      '2027-02-16 10:00',
    ]);
  });

  it('moves a date to its alternative and drops another', () => {
    const { bookings, invalid } = seriesBookings(first, repeat, [
      { date: '2027-01-26', to: { date: '2027-01-26', time: '11:30' } },
      { date: '2027-02-16', to: null },
    ]);
    expect(invalid).toBeNull();
    expect(bookings).toEqual([
      { seriesDate: '2027-01-05', date: '2027-01-05', time: '10:00' },
      { seriesDate: '2027-01-26', date: '2027-01-26', time: '11:30' },
    ]);
  });

  it('names a change for a date outside the series, or moved more than three days away', () => {
    expect(seriesBookings(first, repeat, [{ date: '2027-01-12', to: null }]).invalid?.date).toBe('2027-01-12');
    const far = { date: '2027-01-26', to: { date: '2027-01-30', time: '10:00' } };
    expect(seriesBookings(first, repeat, [far]).invalid).toEqual(far);
  });
});
