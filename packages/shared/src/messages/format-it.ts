/**
 * Dates and money as Italian (it-CH) text for server-written messages (emails, SMS). Same output as the web
 * app's lib/format.ts, so an email and the page say the same thing.
 */
import { formatRappenText } from '../domain/chf-text';

const LOCALE = 'it-CH';
const longDate = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 4500 -> "CHF 45.00", 123450 -> "CHF 1’234.50" (the web app's formatChf is the same function). */
export function formatRappen(rappen: number): string {
  return formatRappenText(rappen);
}

/** A shop-local calendar date "2026-06-03" -> "03.06.2026", the Swiss short form. */
export function formatShortDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** A shop-local calendar date "2026-06-03" -> "mercoledì, 3 giugno 2026". */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // The date is already shop-local: format it at UTC midnight so no zone can move it to another day.
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}
