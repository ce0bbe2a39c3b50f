import { describe, expect, it } from 'vitest';
import { formatChfText, formatRappenText } from './chf-text';

describe('formatRappenText', () => {
  it.each([
    [0, 'CHF 0.00'],
    [5, 'CHF 0.05'],
    [4550, 'CHF 45.50'],
    [3000, 'CHF 30.00'],
    [99_999, 'CHF 999.99'],
    [100_000, 'CHF 1’000.00'],
    [123_450, 'CHF 1’234.50'],
    [1_234_567, 'CHF 12’345.67'],
    [100_000_000, 'CHF 1’000’000.00'],
    [-500, 'CHF -5.00'],
    [-123_456, 'CHF -1’234.56'],
  ])('%d Rappen -> %s', (rappen, text) => {
    expect(formatRappenText(rappen)).toBe(text.replace(' ', '\u00a0'));
  });

  it('refuses what is not a whole number of Rappen', () => {
    expect(() => formatRappenText(12.5)).toThrow(RangeError);
    expect(() => formatRappenText(Number.NaN)).toThrow(RangeError);
  });

  it('keeps "CHF" and its amount on one line, as Intl does (a non-breaking space)', () => {
    expect(formatRappenText(3000)).toBe('CHF\u00a030.00');
  });

  it('writes the same digits as Intl for every amount up to CHF 999.99 (grouping aside)', () => {
    const intl = new Intl.NumberFormat('it-CH', { style: 'currency', currency: 'CHF', minimumFractionDigits: 2 });
    const digits = (text: string) => text.replace(/[^\d.]/g, '');
    for (let rappen = 0; rappen < 100_000; rappen += 7) {
      expect(digits(formatRappenText(rappen))).toBe(digits(intl.format(rappen / 100)));
    }
  });
});

describe('formatChfText', () => {
  it.each([
    [30, 'CHF 30.00'],
    [7.5, 'CHF 7.50'],
    [1.005, 'CHF 1.01'],
    [0.1 + 0.2, 'CHF 0.30'],
    [1234.5, 'CHF 1’234.50'],
    [-0.004, 'CHF 0.00'],
    [-2.5, 'CHF -2.50'],
  ])('%d -> %s', (chf, text) => {
    expect(formatChfText(chf)).toBe(text.replace(' ', '\u00a0'));
  });

  it('refuses what is not a number', () => {
    expect(() => formatChfText(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
