import { utcToZoned } from './zoned-time';

// An ISO date-time with an offset or Z names an instant; without one it is a wall-clock reading.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/i;

/**
 * The shop-local date a date field's value names (ADR 0035). "YYYY-MM-DD" is that date. A date-time with an
 * offset or Z is an instant, read on the shop's clock: a browser's date picker sends local midnight as UTC
 * (2026-12-17T23:00:00.000Z for 18 December in Zurich, ...T22:00:00.000Z in summer), and that instant falls on
 * the 18th in the shop. A date-time without an offset is already the shop's wall clock: its date part. Anything
 * else comes back unchanged, for the field's own check to refuse.
 */
export function shopDateOf(value: string, timeZone: string): string {
  if (WALL_CLOCK.test(value)) return value.slice(0, 10);
  if (!INSTANT.test(value)) return value;
  const instant = Date.parse(value);
  return Number.isFinite(instant) ? utcToZoned(new Date(instant), timeZone).date : value;
}

/** Whether shopDateOf would read the value as a date-time (so a caller knows it needs the shop's time zone). */
export function isDateTimeInput(value: string): boolean {
  return WALL_CLOCK.test(value) || INSTANT.test(value);
}
