import { describe, expect, it } from 'vitest';
import { isDateTimeInput, shopDateOf } from './date-input';

const ZURICH = 'Europe/Zurich';

describe('shopDateOf: a date-time sent for a date is read on the shop clock (issue 24)', () => {
  it('keeps a plain date', () => {
    expect(shopDateOf('2026-12-18', ZURICH)).toBe('2026-12-18');
  });

  it("reads a browser's local midnight sent as UTC as the day it names, winter and summer", () => {
    expect(shopDateOf('2026-12-17T23:00:00.000Z', ZURICH)).toBe('2026-12-18');
    expect(shopDateOf('2026-12-18T23:00:00.000Z', ZURICH)).toBe('2026-12-19');
    expect(shopDateOf('2026-07-17T22:00:00.000Z', ZURICH)).toBe('2026-07-18');
  });

  it('across the DST changes of 2026 (29 March and 25 October), midnight on either side', () => {
    // The evening before the spring change is still CET (+1); the day of the change begins in CET too.
    expect(shopDateOf('2026-03-27T23:00:00.000Z', ZURICH)).toBe('2026-03-28');
    expect(shopDateOf('2026-03-28T23:00:00.000Z', ZURICH)).toBe('2026-03-29');
    // From 30 March midnight is CEST (+2).
    expect(shopDateOf('2026-03-29T22:00:00.000Z', ZURICH)).toBe('2026-03-30');
    // 25 October begins in CEST, 26 October in CET.
    expect(shopDateOf('2026-10-24T22:00:00.000Z', ZURICH)).toBe('2026-10-25');
    expect(shopDateOf('2026-10-25T23:00:00.000Z', ZURICH)).toBe('2026-10-26');
  });

  it('reads the last instant of a shop day as that day, and the first after it as the next', () => {
    expect(shopDateOf('2026-12-18T22:59:59.999Z', ZURICH)).toBe('2026-12-18');
    expect(shopDateOf('2026-12-18T23:00:00Z', ZURICH)).toBe('2026-12-19');
  });

  it('honours an explicit offset, with or without a colon', () => {
    expect(shopDateOf('2026-12-18T00:00:00+01:00', ZURICH)).toBe('2026-12-18');
    expect(shopDateOf('2026-12-18T00:00:00-05:00', ZURICH)).toBe('2026-12-18');
    expect(shopDateOf('2026-12-18T01:00:00+0900', ZURICH)).toBe('2026-12-17');
  });

  it('takes the date of a wall-clock date-time without an offset (already the shop clock)', () => {
    expect(shopDateOf('2026-12-18T00:00:00', ZURICH)).toBe('2026-12-18');
    expect(shopDateOf('2026-12-18T23:30', ZURICH)).toBe('2026-12-18');
  });

  it('uses the shop time zone it is given', () => {
    expect(shopDateOf('2026-12-17T23:00:00.000Z', 'UTC')).toBe('2026-12-17');
    expect(shopDateOf('2026-12-18T03:00:00.000Z', 'America/New_York')).toBe('2026-12-17');
  });

  it('leaves anything else for the field to refuse', () => {
    for (const v of ['', '18.12.2026', '2026-12-18xyz', '2026-12-18T', 'T23:00:00Z', '2026-13-45T00:00:00Z', 'oggi']) {
      expect(shopDateOf(v, ZURICH)).toBe(v);
    }
    expect(isDateTimeInput('2026-12-18')).toBe(false);
    expect(isDateTimeInput('2026-12-17T23:00:00.000Z')).toBe(true);
  });
});
