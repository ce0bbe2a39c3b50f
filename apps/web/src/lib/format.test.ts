import { describe, expect, it } from 'vitest';
import { formatChf, formatDate, formatDateTime, formatDateTitle, formatPhone, formatYear } from './format';

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
    expect(formatChf(1234.5)).toBe('CHF\u00a01’234.50');
  });

  it('formats instants as dd.mm.yyyy and 24-hour times in the shop zone', () => {
    expect(formatDateTime('2026-03-29T12:30:00Z')).toBe('29.03.2026, 14:30');
    expect(formatDateTime('2026-11-24T23:05:00Z')).toBe('25.11.2026, 00:05');
    expect(formatYear(new Date('2026-12-31T23:30:00Z'))).toBe('2027');
  });

  it('shows phone numbers one way', () => {
    expect(formatPhone('079 123 45 67')).toBe('+41 79 123 45 67');
    expect(formatPhone('+393331234567')).toBe('+39 333 123 4567');
    expect(formatPhone('non so')).toBe('non so');
  });
});
