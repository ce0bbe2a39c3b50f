import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardFeeBreakdown, cashRound, cashTotal, isChargeable, refundableRappen } from './amounts';

describe('cashRound (Swiss cash rounding to 5 Rappen)', () => {
  it.each([
    [4500, 4500],
    [4501, 4500],
    [4502, 4500],
    [4503, 4505],
    [4504, 4505],
    [4506, 4505],
    [4507, 4505],
    [4508, 4510],
    [4509, 4510],
    [0, 0],
  ])('%d Rappen -> %d', (rappen, rounded) => {
    expect(cashRound(rappen)).toBe(rounded);
  });

  it('never moves a total by more than 2 Rappen and always lands on a multiple of 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (rappen) => {
        const { roundedRappen, roundingRappen } = cashTotal(rappen);
        expect(roundedRappen % 5).toBe(0);
        expect(Math.abs(roundingRappen)).toBeLessThanOrEqual(2);
        expect(roundedRappen - rappen).toBe(roundingRappen);
      }),
    );
  });

  it.each([-5, 1.5, Number.NaN])('rejects %d', (rappen) => {
    expect(() => cashRound(rappen)).toThrow(RangeError);
  });
});

describe('cardFeeBreakdown', () => {
  it('charges no fee by default (the spec gives no figure)', () => {
    expect(cardFeeBreakdown(3000)).toEqual({ subtotalRappen: 3000, feeRappen: 0, totalRappen: 3000 });
  });

  it('adds a percentage rounded half up to the Rappen plus a fixed part', () => {
    // 2.9% of CHF 45.00 = 130.5 Rappen -> 131, plus 30.
    expect(cardFeeBreakdown(4500, { basisPoints: 290, fixedRappen: 30 })).toEqual({
      subtotalRappen: 4500,
      feeRappen: 161,
      totalRappen: 4661,
    });
    expect(cardFeeBreakdown(0, { basisPoints: 290, fixedRappen: 30 }).totalRappen).toBe(0);
  });

  it('refuses fractions and negative rules', () => {
    expect(() => cardFeeBreakdown(10.5)).toThrow(RangeError);
    expect(() => cardFeeBreakdown(100, { basisPoints: -1, fixedRappen: 0 })).toThrow(RangeError);
  });
});

describe('isChargeable', () => {
  it('takes whole Rappen between CHF 0.50 and CHF 100000', () => {
    expect(isChargeable(50)).toBe(true);
    expect(isChargeable(49)).toBe(false);
    expect(isChargeable(3000.5)).toBe(false);
    expect(isChargeable(10_000_001)).toBe(false);
  });
});

describe('refundableRappen', () => {
  it('refunds the rest by default and never more than what is left', () => {
    expect(refundableRappen(3000, 0)).toBe(3000);
    expect(refundableRappen(3000, 1000)).toBe(2000);
    expect(refundableRappen(3000, 1000, 2000)).toBe(2000);
    expect(refundableRappen(3000, 1000, 2001)).toBeUndefined();
    expect(refundableRappen(3000, 3000)).toBeUndefined();
    expect(refundableRappen(3000, 0, 0)).toBeUndefined();
    expect(refundableRappen(3000, 0, 10.5)).toBeUndefined();
  });
});
