import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-format';

describe('formatPhone', () => {
  it.each([
    ['+41791234567', '+41 79 123 45 67'],
    ['079 123 45 67', '+41 79 123 45 67'],
    ['0041 79 123 45 67', '+41 79 123 45 67'],
    ['+41 (0)91 555 44 33', '+41 91 555 44 33'],
    ['79.123.45.67', '+41 79 123 45 67'],
    ['081 123 45 67', '+41 81 123 45 67'],
    ['0800 123 456', '+41 800 123 456'],
  ])('Swiss %j -> %j', (raw, shown) => expect(formatPhone(raw)).toBe(shown));

  it.each([
    ['+39 333 1234567', '+39 333 123 4567'],
    ['0039 02 12345678', '+39 02 1234 5678'],
    ['+39 0332 123456', '+39 033 212 3456'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+4915123456789', '+49 151 234 567 89'],
    ['+43 664 1234567', '+43 664 123 4567'],
    ['+4232351234', '+423 235 12 34'],
    ['+1 415 555 2671', '+1 415 555 2671'],
    ['+44 20 7946 0958', '+44 207 946 0958'],
  ])('international %j -> %j', (raw, shown) => expect(formatPhone(raw)).toBe(shown));

  it.each([
    ['079 123 45 6', '079 123 45 6'],
    ['  chiamare in negozio ', 'chiamare in negozio'],
    ['+999', '+999'],
    ['333 123 4567', '333 123 4567'],
  ])('leaves what is not a valid number as typed: %j', (raw, shown) => expect(formatPhone(raw)).toBe(shown));

  it('shows nothing for no number', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
