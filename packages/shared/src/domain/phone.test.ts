import { describe, expect, it } from 'vitest';
import { formatSwissPhone, isInternationalPhone, isSwissPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['079 123 45 67', '+41791234567'],
    ['79 123 45 67', '+41791234567'],
    ['+41 79 123 45 67', '+41791234567'],
    ['0041791234567', '+41791234567'],
    ['0041 79 123 45 67', '+41791234567'],
    ['079.123.45.67', '+41791234567'],
    ['079-123-45-67', '+41791234567'],
    ['(079) 123 45 67', '+41791234567'],
    ['091/123 45 67', '+41911234567'],
    ['+41 (0)79 123 45 67', '+41791234567'],
    ['  +41\t79 123 45 67  ', '+41791234567'],
    ['+39 333 123 4567', '+393331234567'],
    ['0039 333 123 4567', '+393331234567'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });
});

describe('isSwissPhone', () => {
  it.each([
    '079 123 45 67',
    '79 123 45 67',
    '+41 79 123 45 67',
    '0041791234567',
    '091 123 45 67',
    '+41 (0)44 123 45 67',
  ])('accepts %j', (raw) => expect(isSwissPhone(raw)).toBe(true));

  it.each([
    '',
    'abc',
    '079 123 45 6',
    '079 123 45 678',
    '+41 079 123 45 67',
    '+39 333 123 4567',
    '0079 123 45 67',
    '079 123 45 6x',
    '+41 79 123 45 67 ext 2',
    '++41791234567',
  ])('rejects %j', (raw) => expect(isSwissPhone(raw)).toBe(false));
});

describe('isInternationalPhone', () => {
  it.each([
    ['a Swiss mobile without prefix', '079 123 45 67'],
    ['a Swiss number with +41', '+41 44 123 45 67'],
    ['an Italian mobile', '+39 333 123 4567'],
    ['an Italian landline with 00', '0039 02 1234 5678'],
    ['a German mobile', '+49 151 23456789'],
    ['a French mobile', '+33 6 12 34 56 78'],
    ['a UK mobile', '+44 7700 900123'],
  ])('accepts %s', (_label, raw) => expect(isInternationalPhone(raw)).toBe(true));

  it.each([
    ['empty', ''],
    ['letters', 'abc'],
    ['a Swiss number one digit short', '+41 79 123 45 6'],
    ['a Swiss number with its national 0 after +41', '+41 079 123 45 67'],
    ['a foreign number without its prefix (read as Swiss)', '333 123 4567'],
    ['a country code starting with 0', '+039 333 123 4567'],
    ['too short', '+39 123 45'],
    ['longer than E.164 allows', '+39 333 123 4567 8901'],
    ['text after the number', '+39 333 123 4567 int 2'],
  ])('rejects %s', (_label, raw) => expect(isInternationalPhone(raw)).toBe(false));
});

describe('formatSwissPhone', () => {
  it('groups a Swiss number as written in Switzerland', () => {
    expect(formatSwissPhone('+41791234567')).toBe('+41 79 123 45 67');
    expect(formatSwissPhone('091 123 45 67')).toBe('+41 91 123 45 67');
  });

  it('leaves other numbers normalised but ungrouped', () => {
    expect(formatSwissPhone('+39 333 123 4567')).toBe('+393331234567');
    expect(formatSwissPhone('junk')).toBe('+41junk');
  });
});
