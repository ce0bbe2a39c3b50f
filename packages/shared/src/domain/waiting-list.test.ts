import { describe, expect, it } from 'vitest';
import { computeSlots } from './slot-engine';
import { makeWorkingDay } from './test-working-day';
import {
  byTurn,
  entryExpiresAt,
  fitsPreferences,
  isEntryExpired,
  lastWaitingDate,
  pickOfferStart,
} from './waiting-list';
import { zonedToUtc } from './zoned-time';

const TZ = 'Europe/Zurich';
// Wednesday 3 June 2026.
const DATE = '2026-06-03';
const at = (time: string) => zonedToUtc(DATE, time, TZ);
const any = { preferredDays: [], preferredTimeSlots: [] };

describe('fitsPreferences', () => {
  it('empty preferences take any day and time', () => {
    expect(fitsPreferences(any, DATE, '09:00')).toBe(true);
    expect(fitsPreferences(any, DATE, '18:45')).toBe(true);
  });

  it('checks the weekday', () => {
    expect(fitsPreferences({ preferredDays: ['wednesday'], preferredTimeSlots: [] }, DATE, '10:00')).toBe(true);
    expect(fitsPreferences({ preferredDays: ['monday', 'saturday'], preferredTimeSlots: [] }, DATE, '10:00')).toBe(false);
  });

  it('checks the time slot windows: start included, end excluded', () => {
    const morning = { preferredDays: [], preferredTimeSlots: ['morning'] };
    expect(fitsPreferences(morning, DATE, '09:00')).toBe(true);
    expect(fitsPreferences(morning, DATE, '11:45')).toBe(true);
    expect(fitsPreferences(morning, DATE, '12:00')).toBe(false);
    const late = { preferredDays: [], preferredTimeSlots: ['afternoon', 'evening'] };
    expect(fitsPreferences(late, DATE, '13:00')).toBe(true);
    expect(fitsPreferences(late, DATE, '17:00')).toBe(true);
    expect(fitsPreferences(late, DATE, '19:00')).toBe(false);
    expect(fitsPreferences(late, DATE, '10:00')).toBe(false);
  });
});

describe('pickOfferStart', () => {
  const now = new Date('2026-06-01T06:00:00Z');
  const engine = (durationMinutes: number, busy: { startsAt: Date; endsAt: Date }[]) =>
    computeSlots({
      date: DATE,
      timeZone: TZ,
      now,
      durationMinutes,
      workingDay: makeWorkingDay({ day: 'wednesday' }),
      vacations: [],
      absences: [],
      busy,
    })
      .slots.filter((s) => s.available)
      .map((s) => s.time);
  // 10:00-10:30 freed; 09:00-10:00 and 10:30-19:00 stay booked.
  const busy = [
    { startsAt: at('09:00'), endsAt: at('10:00') },
    { startsAt: at('10:30'), endsAt: at('19:00') },
  ];
  const freed = { startsAt: at('10:00'), endsAt: at('10:30') };
  const base = { date: DATE, timeZone: TZ, freed, prefs: any, lastDate: '2026-07-01' };

  it('offers the freed start when the service fits the gap', () => {
    expect(pickOfferStart({ ...base, durationMinutes: 30, available: engine(30, busy) })).toBe('10:00');
  });

  it('offers nothing when the service is longer than the gap (the engine says so)', () => {
    expect(pickOfferStart({ ...base, durationMinutes: 45, available: engine(45, busy) })).toBeNull();
  });

  it('a shorter service takes the start nearest the freed start', () => {
    expect(pickOfferStart({ ...base, durationMinutes: 15, available: engine(15, busy) })).toBe('10:00');
  });

  it('a longer service may start before the freed time when the time before is free too, as long as it overlaps it', () => {
    const wider = [{ startsAt: at('10:30'), endsAt: at('19:00') }];
    expect(pickOfferStart({ ...base, durationMinutes: 60, available: engine(60, wider) })).toBe('09:30');
  });

  it('never offers free time that does not touch the freed time', () => {
    const open = engine(30, []);
    expect(pickOfferStart({ ...base, durationMinutes: 30, available: open })).toBe('10:00');
    expect(open).toContain('15:00');
    const freedLate = { startsAt: at('15:00'), endsAt: at('15:30') };
    expect(pickOfferStart({ ...base, freed: freedLate, durationMinutes: 30, available: open })).toBe('15:00');
  });

  it('respects the preferred days and time slots, and the last date of the entry', () => {
    const available = engine(30, busy);
    expect(pickOfferStart({ ...base, prefs: { preferredDays: ['monday'], preferredTimeSlots: [] }, durationMinutes: 30, available })).toBeNull();
    expect(pickOfferStart({ ...base, prefs: { preferredDays: [], preferredTimeSlots: ['afternoon'] }, durationMinutes: 30, available })).toBeNull();
    expect(pickOfferStart({ ...base, prefs: { preferredDays: ['wednesday'], preferredTimeSlots: ['morning'] }, durationMinutes: 30, available })).toBe('10:00');
    expect(pickOfferStart({ ...base, lastDate: '2026-06-02', durationMinutes: 30, available })).toBeNull();
  });
});

describe('byTurn (hand-over order)', () => {
  it('oldest request first, the id breaking ties', () => {
    const t = (iso: string) => new Date(iso);
    const entries = [
      { id: 'c', createdAt: t('2026-06-01T10:00:00Z') },
      { id: 'b', createdAt: t('2026-06-01T09:00:00Z') },
      { id: 'a', createdAt: t('2026-06-01T10:00:00Z') },
    ];
    expect(byTurn(entries).map((e) => e.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('expiry', () => {
  const requested = new Date('2026-06-01T06:00:00Z'); // Monday
  const expiresAt = entryExpiresAt(requested);

  it('an entry waits 30 days', () => {
    expect(expiresAt.toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(lastWaitingDate(expiresAt, TZ)).toBe('2026-07-01');
    expect(isEntryExpired({ expiresAt, preferredDays: [] }, new Date('2026-07-01T05:59:59Z'), TZ)).toBe(false);
    expect(isEntryExpired({ expiresAt, preferredDays: [] }, new Date('2026-07-01T06:00:00Z'), TZ)).toBe(true);
  });

  it('expires early when none of its days is left before the end', () => {
    // 1 July 2026 is a Wednesday: on Thursday 25 June a Monday (29 June) is still ahead; on Tuesday 30 June none is.
    const mondays = { expiresAt, preferredDays: ['monday'] };
    expect(isEntryExpired(mondays, new Date('2026-06-25T08:00:00Z'), TZ)).toBe(false);
    expect(isEntryExpired(mondays, new Date('2026-06-29T16:00:00Z'), TZ)).toBe(false);
    expect(isEntryExpired(mondays, new Date('2026-06-30T08:00:00Z'), TZ)).toBe(true);
    const wednesdays = { expiresAt, preferredDays: ['wednesday'] };
    expect(isEntryExpired(wednesdays, new Date('2026-06-30T08:00:00Z'), TZ)).toBe(false);
  });
});
