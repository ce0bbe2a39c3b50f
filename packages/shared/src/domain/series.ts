import { addDays, timeToMinutes } from './zoned-time';

/**
 * A regular's series (issue 29 item 4, ADR 0068): the same barber, service and time every 2, 3, 4 or 6 weeks,
 * 2 to 12 times. Pure: the caller reads the free times and passes them in.
 */
export const SERIES_EVERY_WEEKS = [2, 3, 4, 6] as const;
export type SeriesEveryWeeks = (typeof SERIES_EVERY_WEEKS)[number];
export const SERIES_MIN_COUNT = 2;
export const SERIES_MAX_COUNT = 12;
/** How far from the wanted day an alternative may be (ADR 0068: same day first, then ±1, ±2, ±3 days). */
export const SERIES_ALTERNATIVE_DAYS = 3;
/**
 * The farthest a series reaches from today, in days: its last date at the longest interval and count, plus the
 * alternatives' days. Later dates of a series may lie beyond the shop's booking window (ADR 0068); not beyond this.
 */
export const SERIES_HORIZON_DAYS = (SERIES_MAX_COUNT - 1) * 6 * 7 + SERIES_ALTERNATIVE_DAYS;

export interface SeriesRepeat {
  everyWeeks: number;
  count: number;
}

/** The series' dates: the first one, then one every `everyWeeks` weeks, `count` in all. */
export function seriesDates(first: string, repeat: SeriesRepeat): string[] {
  return Array.from({ length: repeat.count }, (_, i) => addDays(first, i * repeat.everyWeeks * 7));
}

/** The days an alternative is looked for on, nearest first: the day itself, then the day before, the day after, ... */
export function alternativeDays(date: string): string[] {
  const days = [date];
  for (let n = 1; n <= SERIES_ALTERNATIVE_DAYS; n++) days.push(addDays(date, -n), addDays(date, n));
  return days;
}

export interface DateTime {
  date: string;
  time: string;
}

/**
 * The nearest free alternative to a taken time (ADR 0068): on the same day the free time closest to the wanted one
 * (the earlier of two equally close); failing that, the day before, the day after, two days before, ... up to three
 * days away, each at its free time closest to the wanted one. Null when none of those days has a free time.
 * `freeTimes(date)` answers the free start times of a day ("HH:mm"; none for a day not offered, past or closed).
 */
export function nearestAlternative(wanted: DateTime, freeTimes: (date: string) => readonly string[]): DateTime | null {
  const target = timeToMinutes(wanted.time);
  const distance = (time: string) => Math.abs(timeToMinutes(time) - target);
  for (const date of alternativeDays(wanted.date)) {
    const candidates = freeTimes(date).filter((time) => date !== wanted.date || time !== wanted.time);
    // Sorted by time first, so among equally close times the earlier one stays in front.
    const best = [...candidates].sort().reduce<string | null>((a, t) => (a === null || distance(t) < distance(a) ? t : a), null);
    if (best) return { date, time: best };
  }
  return null;
}

/**
 * One date of the series as the person chooses it: kept at the wanted time, moved to an alternative, or dropped.
 * `date` is always the series' own date (first + i intervals), so the server can tell which one is meant.
 */
export interface SeriesChange {
  date: string;
  /** Where this date goes instead; null drops it. */
  to: DateTime | null;
}

/**
 * The appointments a series books: the series' dates at the wanted time, with the person's changes applied (a
 * moved date must stay within the alternatives' days of its own). Throws nothing: `invalid` names the first change
 * that does not belong to the series or strays too far, for a 400.
 */
export function seriesBookings(
  first: DateTime,
  repeat: SeriesRepeat,
  changes: readonly SeriesChange[] = [],
): { bookings: Array<DateTime & { seriesDate: string }>; invalid: SeriesChange | null } {
  const dates = seriesDates(first.date, repeat);
  const byDate = new Map(changes.map((c) => [c.date, c]));
  const invalid =
    changes.find((c) => !dates.includes(c.date) || (c.to !== null && !alternativeDays(c.date).includes(c.to.date))) ?? null;
  const bookings: Array<DateTime & { seriesDate: string }> = [];
  for (const date of dates) {
    const change = byDate.get(date);
    if (!change) bookings.push({ seriesDate: date, date, time: first.time });
    else if (change.to) bookings.push({ seriesDate: date, ...change.to });
  }
  return { bookings, invalid };
}
