import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chfToRappen, rappenToChf } from './money';

describe('chfToRappen', () => {
  it.each([
    [0, 0],
    [45, 4500],
    [45.5, 4550],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1.005, 101],
    [1.004, 100],
    [2.675, 268],
    [0.015, 2],
    [0.005, 1],
    [0.0049, 0],
    [-0, 0],
  ])('%d CHF -> %d Rappen', (chf, rappen) => {
    expect(chfToRappen(chf)).toBe(rappen);
    expect(Object.is(chfToRappen(chf), -0)).toBe(false);
  });

  it.each([Number.NaN, -0.01, -1, Number.POSITIVE_INFINITY, 1e20])('rejects %d', (chf) => {
    expect(() => chfToRappen(chf)).toThrow(RangeError);
  });
});

describe('rappenToChf', () => {
  it('gives CHF with 2 decimals', () => {
    expect(rappenToChf(4550)).toBe(45.5);
    expect(rappenToChf(1999)).toBe(19.99);
    expect(rappenToChf(5)).toBe(0.05);
    expect(rappenToChf(0)).toBe(0);
    expect(rappenToChf(-250)).toBe(-2.5);
  });

  it('rejects non-integers', () => {
    expect(() => rappenToChf(1.5)).toThrow(RangeError);
    expect(() => rappenToChf(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips every Rappen amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (rappen) => {
        expect(chfToRappen(rappenToChf(rappen))).toBe(rappen);
        expect(rappenToChf(rappen).toFixed(2)).toBe(
          `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`,
        );
      }),
    );
  });
});
