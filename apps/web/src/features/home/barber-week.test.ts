import { describe, expect, it } from 'vitest';
import type { OpeningDay } from '@barber/shared/domain/opening-hours';
import { dayOff, type WorkingDay } from '@barber/shared/domain/working-hours';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { barberWeek } from './barber-week';

type Hours = [string, string, [string, string]?] | null;
/** A week from Monday to Sunday: [start, end, break?] or null for a day off. */
const week = (days: Hours[]): WorkingDay[] =>
  WEEKDAYS.map((day, i) => {
    const d = days[i];
    if (!d) return dayOff(day);
    const [startTime, endTime, pause] = d;
    return { day, isWorking: true, startTime, endTime, hasBreak: !!pause, breakStart: pause?.[0] ?? null, breakEnd: pause?.[1] ?? null };
  });
const shop = (days: Array<[string, string, [string, string]?] | null>): OpeningDay[] =>
  WEEKDAYS.map((day, i) => {
    const d = days[i];
    return d
      ? { day, open: true, startTime: d[0], endTime: d[1], hasBreak: !!d[2], breakStart: d[2]?.[0] ?? null, breakEnd: d[2]?.[1] ?? null }
      : { day, open: false, startTime: null, endTime: null };
  });
const text = (lines: ReturnType<typeof barberWeek>) =>
  lines.map((l) => `${l.days} ${l.hours ?? 'riposo'}${l.breaks.length ? ` pausa ${l.breaks.join(' e ')}` : ''}`);

const OPEN_LONG = shop([['08:00', '20:00'], ['08:00', '20:00'], ['08:00', '20:00'], ['08:00', '20:00'], ['08:00', '20:00'], ['08:00', '18:00'], null]);

describe('barberWeek', () => {
  it("joins consecutive days with the same hours ('Mar–Sab 09:00–18:00') and lists the days off last", () => {
    const w = week([null, ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], null]);
    expect(text(barberWeek(w, OPEN_LONG))).toEqual(['Mar–Sab 09:00–18:00', 'Lun, Dom riposo']);
  });

  it('shows different hours per day, days apart sharing a line, and the break', () => {
    const w = week([
      ['14:00', '19:00'],
      ['09:00', '18:30', ['12:30', '13:30']],
      ['09:00', '18:30', ['12:30', '13:30']],
      ['14:00', '19:00'],
      ['09:00', '18:30', ['12:30', '13:30']],
      ['09:00', '17:00'],
      null,
    ]);
    expect(text(barberWeek(w, OPEN_LONG))).toEqual([
      'Lun, Gio 14:00–19:00',
      'Mar–Mer, Ven 09:00–18:30 pausa 12:30–13:30',
      'Sab 09:00–17:00',
      'Dom riposo',
    ]);
  });

  it("never shows the shop's hours as the barber's: a day the shop is open and the barber is not is a day off", () => {
    const w = week([null, null, ['10:00', '15:00'], ['10:00', '15:00'], ['10:00', '15:00'], null, null]);
    expect(text(barberWeek(w, OPEN_LONG))).toEqual(['Mer–Ven 10:00–15:00', 'Lun–Mar, Sab–Dom riposo']);
  });

  it("shows what can be booked: hours cut to the shop's, the shop's break with the barber's own, merged when they meet", () => {
    const openings = shop([['09:00', '18:00', ['12:00', '13:00']], ['09:00', '18:00'], null, null, null, null, null]);
    const w = week([['08:00', '19:00', ['12:30', '13:30']], ['10:00', '17:00', ['15:00', '15:30']], ['09:00', '18:00'], null, null, null, null]);
    expect(text(barberWeek(w, openings))).toEqual([
      'Lun 09:00–18:00 pausa 12:00–13:30',
      'Mar 10:00–17:00 pausa 15:00–15:30',
      'Mer–Dom riposo',
    ]);
  });

  it('answers nothing for a barber without any working day (the card says the hours are coming)', () => {
    expect(barberWeek(week([null, null, null, null, null, null, null]), OPEN_LONG)).toEqual([]);
  });
});
