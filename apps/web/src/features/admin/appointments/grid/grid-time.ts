import { timeToMinutes, utcToZoned, weekdayOf, zonedDayConverter } from '@barber/shared/domain/zoned-time';
import type { Barber } from '@barber/shared/schemas/catalog';

/** One row of the time grid: a quarter of an hour on the shop's wall clock. */
export const ROW_MINUTES = 15;
/** Shown when nobody works that day (a Sunday opened for a special booking still has a grid). */
const FALLBACK = { start: 9 * 60, end: 19 * 60 };

/** The minutes of the day the grid spans: [start, end), on the shop's wall clock. */
export interface DayBounds {
  start: number;
  end: number;
}

export interface GridRow {
  time: string;
  /** Minutes since local midnight (wall clock). */
  minutes: number;
}

type Hours = Pick<Barber, 'workingHours'>;

const floorRow = (m: number) => Math.floor(m / ROW_MINUTES) * ROW_MINUTES;
const ceilRow = (m: number) => Math.ceil(m / ROW_MINUTES) * ROW_MINUTES;

/**
 * From the earliest opening to the latest closing of the barbers who work that weekday, widened to show any
 * appointment outside them (hours changed after it was booked), so nothing in the diary is ever hidden.
 */
export function dayBounds(date: string, barbers: readonly Hours[], extra: readonly { start: number; end: number }[] = []): DayBounds {
  const weekday = weekdayOf(date);
  const spans: { start: number; end: number }[] = [...extra];
  for (const barber of barbers) {
    const day = barber.workingHours.find((d) => d.day === weekday);
    if (day?.isWorking && day.startTime && day.endTime) {
      spans.push({ start: timeToMinutes(day.startTime), end: timeToMinutes(day.endTime) });
    }
  }
  if (spans.length === 0) return FALLBACK;
  return {
    start: floorRow(Math.min(...spans.map((s) => s.start))),
    end: Math.min(24 * 60, ceilRow(Math.max(...spans.map((s) => s.end)))),
  };
}

/**
 * The rows by wall-clock time in the shop's zone. A time the clock skips (the spring-forward hour) has no
 * row; the autumn hour that happens twice has one row per wall-clock time, as a paper diary would.
 */
export function gridRows(date: string, bounds: DayBounds, timeZone: string): GridRow[] {
  const instantOf = zonedDayConverter(date, timeZone);
  const rows: GridRow[] = [];
  for (let minutes = bounds.start; minutes < bounds.end; minutes += ROW_MINUTES) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    if (instantOf(time)) rows.push({ time, minutes });
  }
  return rows;
}

/**
 * Where an appointment sits: its start on the shop's wall clock (not minutes since a UTC midnight, which a
 * DST day would shift by an hour) and its real length. Answers minutes relative to the grid's first row.
 */
export function blockSpan(
  appointment: { startsAt: string; endsAt: string },
  date: string,
  bounds: DayBounds,
  timeZone: string,
): { offset: number; length: number } | null {
  const start = utcToZoned(new Date(appointment.startsAt), timeZone);
  if (start.date !== date) return null;
  const length = Math.max(ROW_MINUTES, (Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)) / 60_000);
  return { offset: start.minutes - bounds.start, length };
}

/** The wall-clock minutes under a point `y` pixels below the grid's top, snapped to a row. */
export function minutesAt(y: number, rowHeight: number, bounds: DayBounds): number {
  const row = Math.floor(y / rowHeight);
  const clamped = Math.max(0, Math.min(row, (bounds.end - bounds.start) / ROW_MINUTES - 1));
  return bounds.start + clamped * ROW_MINUTES;
}

/** Where the current-time line goes (minutes from the grid's top), or null when now is not on the grid. */
export function nowOffset(now: Date, date: string, bounds: DayBounds, timeZone: string): number | null {
  const local = utcToZoned(now, timeZone);
  if (local.date !== date || local.minutes < bounds.start || local.minutes >= bounds.end) return null;
  return local.minutes - bounds.start;
}
