import { describe, expect, it } from 'vitest';
import { computeRoi } from './roi';

describe('computeRoi', () => {
  it('computes a month of losses, recovery, phone time and the net gain after the plan', () => {
    const r = computeRoi({ appointmentsPerWeek: 60, averagePrice: 40, noShowRate: 10, phoneMinutes: 3, planPrice: 29 });
    // 60 x 52/12 = 260 a month; 10% = 26 lost x CHF 40 = 1040; half recovered = 520; 260 x 3 min = 13 h.
    expect(r).toEqual({ lostToday: 1040, recovered: 520, hoursSaved: 13, net: 491 });
  });

  it('has no net figure without a plan price and never answers NaN for zeros', () => {
    const r = computeRoi({ appointmentsPerWeek: 0, averagePrice: 0, noShowRate: 0, phoneMinutes: 0, planPrice: null });
    expect(r).toEqual({ lostToday: 0, recovered: 0, hoursSaved: 0, net: null });
  });
});
