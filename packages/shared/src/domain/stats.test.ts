import { describe, expect, it } from 'vitest';
import {
  daysOf,
  monthsOf,
  percentageChange,
  periodOf,
  previousPeriod,
  retainedClients,
  retentionBucket,
  retentionOf,
} from './stats';

describe('percentage change (002 section 5)', () => {
  it('is one decimal, signed, and undefined when the previous value is zero', () => {
    expect(percentageChange(12, 10)).toBe(20);
    expect(percentageChange(10, 12)).toBe(-16.7);
    expect(percentageChange(1, 3)).toBe(-66.7);
    expect(percentageChange(7, 7)).toBe(0);
    expect(percentageChange(0, 4)).toBe(-100);
    expect(percentageChange(5, 0)).toBeUndefined();
    expect(percentageChange(0, 0)).toBeUndefined();
  });
});

describe('retention buckets', () => {
  it('puts clients in five fixed buckets by visits', () => {
    expect([1, 2, 3, 5, 6, 10, 11, 40].map(retentionBucket)).toEqual([
      '1 visita',
      '2 visite',
      '3-5 visite',
      '3-5 visite',
      '6-10 visite',
      '6-10 visite',
      'Più di 10 visite',
      'Più di 10 visite',
    ]);
  });

  it("counts clients per bucket in the fixed order and leaves '1 visita' out of the retained total", () => {
    const buckets = retentionOf([1, 1, 1, 2, 4, 12, 0]);
    expect(buckets).toEqual([
      { name: '1 visita', value: 3 },
      { name: '2 visite', value: 1 },
      { name: '3-5 visite', value: 1 },
      { name: '6-10 visite', value: 0 },
      { name: 'Più di 10 visite', value: 1 },
    ]);
    expect(retainedClients(buckets)).toBe(3);
    expect(retainedClients(retentionOf([1, 1]))).toBe(0);
  });
});

describe('periods', () => {
  it('the calendar week from Monday, the month and the year of a day, and the one before', () => {
    expect(periodOf('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-30' });
    expect(periodOf('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-30' });
    expect(periodOf('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(periodOf('year', '2026-03-29')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(previousPeriod('month', periodOf('month', '2026-03-15'))).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(previousPeriod('week', periodOf('week', '2026-01-01'))).toEqual({ from: '2025-12-22', to: '2025-12-29' });
    expect(previousPeriod('year', periodOf('year', '2026-06-01'))).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });

  it('lists each day once across the DST changes of Europe/Zurich (the clock plays no part)', () => {
    const march = daysOf(periodOf('month', '2026-03-10'));
    expect(march).toHaveLength(31);
    expect(march.filter((d) => d === '2026-03-29')).toHaveLength(1);
    const october = daysOf(periodOf('month', '2026-10-10'));
    expect(october).toHaveLength(31);
    expect(october.filter((d) => d === '2026-10-25')).toHaveLength(1);
    expect(monthsOf(periodOf('year', '2026-05-05'))).toHaveLength(12);
    expect(monthsOf(periodOf('week', '2026-11-30'))).toEqual(['2026-11', '2026-12']);
  });
});
