import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  isDate,
  isTime,
  minutesToTime,
  timeToMinutes,
  todayInZone,
  utcToZoned,
  weekdayOf,
  zonedDayConverter,
  zonedToUtc,
} from './zoned-time';

const ZURICH = 'Europe/Zurich';
const iso = (d: Date) => d.toISOString();

describe('zonedToUtc', () => {
  it('converts winter and summer wall-clock times', () => {
    expect(iso(zonedToUtc('2026-01-15', '09:00', ZURICH))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-15', '09:00', ZURICH))).toBe('2026-07-15T07:00:00.000Z');
  });

  it('handles the spring DST day: 09:00 is 07:00Z', () => {
    expect(iso(zonedToUtc('2026-03-29', '01:59', ZURICH))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '03:00', ZURICH))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '09:00', ZURICH))).toBe('2026-03-29T07:00:00.000Z');
  });

  it('moves a time inside the spring gap forward by the gap', () => {
    expect(iso(zonedToUtc('2026-03-29', '02:00', ZURICH))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedToUtc('2026-03-29', '02:30', ZURICH))).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToZoned(zonedToUtc('2026-03-29', '02:30', ZURICH), ZURICH).time).toBe('03:30');
  });

  it('handles the autumn DST day: 09:00 is 08:00Z and an ambiguous time takes the first occurrence', () => {
    expect(iso(zonedToUtc('2026-10-25', '09:00', ZURICH))).toBe('2026-10-25T08:00:00.000Z');
    expect(iso(zonedToUtc('2026-10-25', '02:30', ZURICH))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedToUtc('2026-10-25', '01:59', ZURICH))).toBe('2026-10-24T23:59:00.000Z');
    expect(iso(zonedToUtc('2026-10-25', '03:00', ZURICH))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('works for zones west of UTC, with half-hour offsets, and for UTC itself', () => {
    expect(iso(zonedToUtc('2026-03-08', '02:30', 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(zonedToUtc('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedToUtc('2026-06-01', '00:00', 'Asia/Kolkata'))).toBe('2026-05-31T18:30:00.000Z');
    expect(iso(zonedToUtc('2026-06-01', '23:59', 'UTC'))).toBe('2026-06-01T23:59:00.000Z');
  });

  it('rejects malformed input and unknown zones', () => {
    expect(() => zonedToUtc('2026-02-30', '09:00', ZURICH)).toThrow(RangeError);
    expect(() => zonedToUtc('2026-02-10', '24:00', ZURICH)).toThrow(RangeError);
    expect(() => zonedToUtc('2026-02-10', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('round-trips every existing wall-clock time of 2026 in Zurich (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 0, max: 1439 }),
        (dayIndex, minutes) => {
          const date = addDays('2026-01-01', dayIndex);
          const time = minutesToTime(minutes);
          const back = utcToZoned(zonedToUtc(date, time, ZURICH), ZURICH);
          const inSpringGap = date === '2026-03-29' && minutes >= 120 && minutes < 180;
          if (inSpringGap)
            expect(back).toEqual({ date, time: minutesToTime(minutes + 60), minutes: minutes + 60 });
          else expect(back).toEqual({ date, time, minutes });
        },
      ),
    );
  });
});

describe('zonedDayConverter', () => {
  it('agrees with zonedToUtc on every minute of DST and ordinary days, and skips the spring gap', () => {
    const days: [string, string][] = [
      ['2026-03-29', ZURICH],
      ['2026-10-25', ZURICH],
      ['2026-05-12', ZURICH],
      ['2026-03-08', 'America/New_York'],
      ['2026-04-05', 'Australia/Lord_Howe'],
      ['2026-10-04', 'Australia/Lord_Howe'],
    ];
    for (const [date, zone] of days) {
      const convert = zonedDayConverter(date, zone);
      for (let m = 0; m < 1440; m++) {
        const time = minutesToTime(m);
        const expected = zonedToUtc(date, time, zone);
        const skipped = utcToZoned(expected, zone).time !== time;
        expect(convert(time)).toEqual(skipped ? null : expected);
      }
    }
    expect(zonedDayConverter('2026-03-29', ZURICH)('02:30')).toBeNull();
  });
});

describe('utcToZoned and todayInZone', () => {
  it('gives the local date, time and minutes since midnight', () => {
    expect(utcToZoned(new Date('2026-03-29T07:00:00Z'), ZURICH)).toEqual({
      date: '2026-03-29',
      time: '09:00',
      minutes: 540,
    });
    expect(utcToZoned(new Date('2026-10-25T00:30:00Z'), ZURICH).time).toBe('02:30');
    expect(utcToZoned(new Date('2026-10-25T01:30:00Z'), ZURICH).time).toBe('02:30');
    expect(utcToZoned(new Date('2026-06-30T22:00:00Z'), ZURICH)).toEqual({
      date: '2026-07-01',
      time: '00:00',
      minutes: 0,
    });
  });

  it('knows that 23:30Z is already tomorrow in Zurich', () => {
    expect(todayInZone(new Date('2026-05-10T23:30:00Z'), ZURICH)).toBe('2026-05-11');
    expect(todayInZone(new Date('2026-05-10T21:59:59Z'), ZURICH)).toBe('2026-05-10');
    expect(todayInZone(new Date('2026-05-10T23:30:00Z'), 'UTC')).toBe('2026-05-10');
  });
});

describe('calendar helpers', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 30)).toBe('2026-04-27');
    expect(addDays('2026-05-05', 0)).toBe('2026-05-05');
  });

  it('names weekdays in lowercase English starting Monday', () => {
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    expect(weekdayOf('2026-03-30')).toBe('monday');
    expect(weekdayOf('2026-10-24')).toBe('saturday');
    expect(weekdayOf('2000-01-01')).toBe('saturday');
  });

  it('converts between HH:mm and minutes', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('09:15')).toBe(555);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(555)).toBe('09:15');
    expect(minutesToTime(1439)).toBe('23:59');
    for (const bad of ['9:00', '24:00', '12:60', '', '12:00:00'])
      expect(() => timeToMinutes(bad)).toThrow(RangeError);
    for (const bad of [-1, 1440, 1.5, Number.NaN]) expect(() => minutesToTime(bad)).toThrow(RangeError);
  });

  it('validates dates and times', () => {
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-02-31')).toBe(false);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('2026-1-01')).toBe(false);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
  });
});
