import { utcToZoned, zonedToUtc } from '../zoned-time';

/**
 * Time of plans (issue 12 item 4): usage counts per calendar month in the shop's time zone and resets on the
 * 1st; a paid period lasts one month, the same day of the next month at the same wall-clock time, clamped to
 * the month's last day (31 January -> 28 or 29 February). DST-safe: computed on the wall clock, then converted.
 */

export interface Period {
  /** First instant of the period. */
  start: Date;
  /** First instant after the period (exclusive). */
  end: Date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function splitDate(date: string): { year: number; month: number; day: number } {
  const [y, m, d] = date.split('-').map(Number);
  return { year: y!, month: m!, day: d! };
}

/** 'YYYY-MM-01' of the month `offset` months after the one of `date`. */
function firstOfMonth(date: string, offset: number): string {
  const { year, month } = splitDate(date);
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}-01`;
}

/** The calendar month containing `now` in `timeZone`: from the 1st at 00:00 to the next 1st at 00:00. */
export function monthPeriod(now: Date, timeZone: string): Period {
  const today = utcToZoned(now, timeZone).date;
  return {
    start: zonedToUtc(firstOfMonth(today, 0), '00:00', timeZone),
    end: zonedToUtc(firstOfMonth(today, 1), '00:00', timeZone),
  };
}

/**
 * The same wall-clock day and time `months` months later in `timeZone`, the day clamped to the month's length
 * (31 January + 1 month = 28/29 February; + 2 months = 31 March).
 */
export function addMonthsClamped(instant: Date, months: number, timeZone: string): Date {
  const wall = utcToZoned(instant, timeZone);
  const { day } = splitDate(wall.date);
  const first = splitDate(firstOfMonth(wall.date, months));
  const clamped = Math.min(day, daysInMonth(first.year, first.month));
  const seconds = instant.getUTCSeconds() * 1000 + instant.getUTCMilliseconds();
  const target = zonedToUtc(`${first.year}-${pad2(first.month)}-${pad2(clamped)}`, wall.time, timeZone);
  return new Date(target.getTime() + seconds);
}

/** One paid month from `start` (the subscription's period). */
export function subscriptionPeriod(start: Date, timeZone: string): Period {
  return { start, end: addMonthsClamped(start, 1, timeZone) };
}

/**
 * The next period after `currentEnd` for a plan first started at `anchor`: the end is counted from the anchor
 * (anchor + k months, clamped), so 31 January -> 28 February -> 31 March, not 28 March.
 */
export function nextPeriod(anchor: Date, currentEnd: Date, timeZone: string): Period {
  let k = 1;
  let end = addMonthsClamped(anchor, k, timeZone);
  while (end.getTime() <= currentEnd.getTime() && k < 1200) {
    k += 1;
    end = addMonthsClamped(anchor, k, timeZone);
  }
  return { start: currentEnd, end };
}

/** Whole days from `now` until `end` rounded up (1 day before, 7 days before the end). */
export function daysUntil(now: Date, end: Date): number {
  return Math.ceil((end.getTime() - now.getTime()) / 86_400_000);
}
