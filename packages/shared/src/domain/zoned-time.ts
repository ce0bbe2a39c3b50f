// Wall-clock <-> instant conversion using only Intl, so the shop's time zone is data, not a dependency.
import { buildZoneOffsetTable, knownOffsetMinutes, registerZoneOffsets, registeredZoneOffsets, type ZoneOffsetTable } from './zone-offsets';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "HH:mm" from 00:00 to 23:59; exported so schemas can carry it as a JSON-schema pattern. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** True for a real calendar date "YYYY-MM-DD" (rejects 2026-02-31, which Date.parse accepts). */
export function isDate(value: string): boolean {
  return utcMidnightOf(value) !== undefined;
}

// The dates a process reads are few and read again and again (a month calendar converts each of its 31 days a few
// dozen times): their midnights are kept, and the map is emptied when it grows past a few years' worth.
const midnights = new Map<string, number>();

/** The UTC midnight of a real calendar date "YYYY-MM-DD", parsed once; undefined for anything else. */
function utcMidnightOf(value: string): number | undefined {
  const kept = midnights.get(value);
  if (kept !== undefined) return kept;
  const m = DATE_RE.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = utcMs(y, mo, d);
  const probe = new Date(ms);
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return undefined;
  if (midnights.size >= 4096) midnights.clear();
  midnights.set(value, ms);
  return ms;
}

/** True for "HH:mm" between 00:00 and 23:59. */
export function isTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

export function timeToMinutes(time: string): number {
  const m = TIME_PATTERN.exec(time);
  if (!m) throw new RangeError(`Invalid time "${time}", expected HH:mm`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 1440) {
    throw new RangeError(`Minutes ${minutes} are not a time of day`);
  }
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** Calendar arithmetic on "YYYY-MM-DD"; time zones play no part, so no DST surprises. */
export function addDays(date: string, n: number): string {
  return formatUtcDate(new Date(dateToUtcMidnight(date) + n * DAY_MS));
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday; WEEKDAYS starts on Monday as the API does.
  return WEEKDAYS[(new Date(dateToUtcMidnight(date)).getUTCDay() + 6) % 7] as Weekday;
}

export interface ZonedDateTime {
  date: string;
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
}

export function utcToZoned(instant: Date, timeZone: string): ZonedDateTime {
  const p = wallClockParts(instant.getTime(), timeZone);
  return {
    date: `${pad4(p.year)}-${pad2(p.month)}-${pad2(p.day)}`,
    time: `${pad2(p.hour)}:${pad2(p.minute)}`,
    minutes: p.hour * 60 + p.minute,
  };
}

export function todayInZone(now: Date, timeZone: string): string {
  return utcToZoned(now, timeZone).date;
}

/**
 * The instant at which the shop's clock shows `date time`.
 * In the spring gap the time does not exist: it moves forward by the gap (02:30 -> 03:30 in Zurich), as a
 * clock that was not adjusted would read. In the autumn overlap the earlier instant wins, so a booking made
 * for 02:30 means the first 02:30, the one that comes before the clock is set back.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const wall = dateToUtcMidnight(date) + timeToMinutes(time) * MINUTE_MS;
  // Offsets a day either side bracket any single transition; zones do not change twice within 48 hours.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const matches = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wall - instant)
    .sort((a, b) => a - b);
  const first = matches[0];
  return new Date(first ?? wall - before);
}

/**
 * Converts many wall-clock times of one date, as the slot grid does. On the days without an offset change (all
 * but a couple a year) one offset serves the whole day, so the grid needs no Intl call per slot.
 * Returns null for a time the clock skips (spring gap) rather than moving it, so a grid does not list it twice.
 */
export function zonedDayConverter(date: string, timeZone: string): (time: string, minutes?: number) => Date | null {
  const midnight = dateToUtcMidnight(date);
  const lastMinute = midnight + 1439 * MINUTE_MS;
  const offsetAtStart = midnight - zonedToUtc(date, '00:00', timeZone).getTime();
  const offsetAtEnd = lastMinute - zonedToUtc(date, '23:59', timeZone).getTime();
  if (offsetAtStart === offsetAtEnd) {
    // `minutes`, when the caller has them (the slot grid counts in minutes), spares parsing `time` again.
    return (time, minutes) => new Date(midnight + (minutes ?? timeToMinutes(time)) * MINUTE_MS - offsetAtStart);
  }
  return (time) => {
    const instant = zonedToUtc(date, time, timeZone);
    return utcToZoned(instant, timeZone).time === time ? instant : null;
  };
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Creating a DateTimeFormat costs far more than using one; the slot endpoint formats dozens of instants.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12:false: the latter prints midnight as "24" in some ICU versions.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockParts(epochMs: number, timeZone: string): WallClock {
  const known = knownOffsetMinutes(epochMs, timeZone);
  if (known === undefined) return intlWallClock(epochMs, timeZone);
  // Intl drops milliseconds; the table's answer does the same so both ways agree to the second.
  const wall = new Date(Math.floor(epochMs / 1000) * 1000 + known * MINUTE_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

function intlWallClock(epochMs: number, timeZone: string): WallClock {
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type in out) out[part.type as keyof WallClock] = Number(part.value);
  }
  return out;
}

/** Wall clock (read as if it were UTC) minus the instant truncated to the second: Intl drops milliseconds. */
function offsetOf(p: WallClock, epochMs: number): number {
  const wallAsUtc = utcMs(p.year, p.month, p.day) + ((p.hour * 60 + p.minute) * 60 + p.second) * 1000;
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

/** Local wall clock minus UTC, in ms, at the given instant. */
function offsetAt(epochMs: number, timeZone: string): number {
  return offsetOf(wallClockParts(epochMs, timeZone), epochMs);
}

/**
 * The zone's offsets between two instants as Intl tells them, for the build to give the browser (ADR 0030):
 * see zone-offsets.ts.
 */
export function zoneOffsetTable(timeZone: string, from: number, to: number): ZoneOffsetTable {
  return buildZoneOffsetTable(from, to, (epochMs) => intlOffsetAt(epochMs, timeZone) / MINUTE_MS);
}

const YEAR_MS = 365 * DAY_MS;

/**
 * The server's side of ADR 0030 (ADR 0075): the shop's zone answered from a table of its offsets for three years
 * either side of `nowMs`, so the slot grid, the month calendar and every date of a request convert wall clocks by
 * arithmetic, not by Intl.DateTimeFormat.formatToParts (a quarter of the month calendar's time before). Built from
 * the same Intl by the day (about 2,200 reads, a few milliseconds) the first time, and again when `nowMs` comes
 * within two years of an end; instants outside the table still ask Intl.
 */
export function coverZoneOffsets(timeZone: string, nowMs: number): void {
  const table = registeredZoneOffsets(timeZone);
  if (table && table.from <= nowMs - 2 * YEAR_MS && nowMs + 2 * YEAR_MS < table.to) return;
  registerZoneOffsets(
    timeZone,
    buildZoneOffsetTable(nowMs - 3 * YEAR_MS, nowMs + 3 * YEAR_MS, (epochMs) => intlOffsetAt(epochMs, timeZone) / MINUTE_MS, DAY_MS),
  );
}

/** Like offsetAt, always from Intl (never from a registered table). */
function intlOffsetAt(epochMs: number, timeZone: string): number {
  return offsetOf(intlWallClock(epochMs, timeZone), epochMs);
}

function dateToUtcMidnight(date: string): number {
  const ms = utcMidnightOf(date);
  if (ms === undefined) throw new RangeError(`Invalid date "${date}", expected YYYY-MM-DD`);
  return ms;
}

// Date.UTC reads years 0-99 as 1900-1999; setUTCFullYear does not.
function utcMs(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

function formatUtcDate(d: Date): string {
  return `${pad4(d.getUTCFullYear())}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function pad4(n: number): string {
  return String(n).padStart(4, '0');
}
