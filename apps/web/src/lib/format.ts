/**
 * The one place where dates, times and money are turned into text (the build's language, Swiss formats: issue 28
 * item 6; the words from i18n/dates.ts, no Intl for them, ADR 0030). Shop-local values ("YYYY-MM-DD",
 * "HH:mm") are formatted as they are; instants (Date) are shown in the given time zone.
 */
import { formatChfText } from '@barber/shared/domain/chf-text';
import { DEFAULT_TIME_ZONE } from './shop-zone';
import { dateTexts } from '../i18n/dates';

export { DEFAULT_TIME_ZONE };

// Only for numbers (dd.mm.yyyy, 24-hour times, the year), which read the same in the four languages.
const LOCALE = 'it-CH';

/**
 * A formatter made on its first use (ADR 0030): the first Intl formatter a page builds loads the locale's ICU
 * data, tens of milliseconds on a phone; a public page that shows no date never pays for it.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** 30 -> "CHF 30.00", 1234.5 -> "CHF 1’234.50" (written out, no Intl: see packages/shared/src/domain/chf-text.ts). */
export function formatChf(amount: number): string {
  return formatChfText(amount);
}

function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar date "2025-03-07" -> long "venerdì 7 marzo 2025", medium "7 marzo 2025", short "07.03.2025" (German
 * "Freitag, 7. März 2025", French "vendredi 7 mars 2025", English "Friday, 7 March 2025").
 */
export function formatDate(date: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const utc = utcDate(date);
  const [day, month, year] = [utc.getUTCDate(), utc.getUTCMonth(), utc.getUTCFullYear()];
  if (style === 'short') return `${twoDigits(day)}.${twoDigits(month + 1)}.${year}`;
  const medium = dateTexts.medium(day, dateTexts.months[month] ?? '', year);
  if (style === 'medium') return medium;
  return dateTexts.long(dateTexts.weekdays[utc.getUTCDay()] ?? '', medium);
}

/** The long date at the start of a sentence or a label: "Venerdì 7 marzo 2025". */
export function formatDateTitle(date: string): string {
  const text = formatDate(date, 'long');
  // None of the four languages has locale-specific casing; toUpperCase needs no ICU data.
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An instant -> "07.03.2025, 14:30" in the shop's time zone. */
export function formatDateTime(instant: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // 24-hour whatever the ICU data says about the locale.
    hourCycle: 'h23',
    timeZone,
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** "09:00" and "19:00" -> "09:00–19:00" */
export function formatTimeRange(start: string, end: string): string {
  return `${start}–${end}`;
}

/** The calendar year of an instant in the shop's time zone, for footers. */
export function formatYear(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALE, { year: 'numeric', timeZone }).format(instant);
}

/** "079 123 45 67" -> "+41 79 123 45 67": phone numbers read one way on every screen (shared with the emails). */
export { formatPhone } from '@barber/shared/domain/phone-format';
