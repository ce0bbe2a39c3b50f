import { describe, expect, it } from 'vitest';
import { formatChf, formatDate, formatDateTitle } from './format';

describe('format', () => {
  it('formats calendar dates in Italian without shifting the day', () => {
    expect(formatDate('2026-11-24')).toBe('martedì 24 novembre 2026');
    expect(formatDate('2026-11-24', 'medium')).toBe('24 novembre 2026');
    expect(formatDate('2026-11-24', 'short')).toBe('24.11.2026');
    expect(formatDateTitle('2026-11-24')).toBe('Martedì 24 novembre 2026');
  });

  it('formats CHF with two decimals', () => {
    expect(formatChf(30).replace(/\s/g, ' ')).toBe('CHF 30.00');
    expect(formatChf(7.5).replace(/\s/g, ' ')).toBe('CHF 7.50');
  });
});
