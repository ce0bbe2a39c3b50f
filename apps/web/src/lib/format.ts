/**
 * The one place where dates, times and money are turned into text (it-CH). Shop-local values ("YYYY-MM-DD",
 * "HH:mm") are formatted as they are; instants (Date) are shown in the given time zone.
 */
const LOCALE = 'it-CH';
export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

const chf = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CHF', minimumFractionDigits: 2 });

/** 30 -> "CHF 30.00" */
export function formatChf(amount: number): string {
  return chf.format(amount);
}

function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

const weekdayFormat = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', timeZone: 'UTC' });
const mediumFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date "2025-03-07" -> long "venerdì 7 marzo 2025", medium "7 marzo 2025", short "07.03.2025".
 * The long form is assembled from its parts because ICU versions disagree on the comma after the weekday.
 */
export function formatDate(date: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const utc = utcDate(date);
  if (style === 'short') return shortFormat.format(utc);
  if (style === 'medium') return mediumFormat.format(utc);
  return `${weekdayFormat.format(utc)} ${mediumFormat.format(utc)}`;
}

/** The long date at the start of a sentence or a label: "Venerdì 7 marzo 2025". */
export function formatDateTitle(date: string): string {
  const text = formatDate(date, 'long');
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
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

// ---- Statistics (issue 14): short chart labels ----
const monthYearFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLongFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A chart's day label, the Swiss way whatever the ICU data says: "2026-11-26" -> "26.11.". */
export function formatDayMonth(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.`;
}

/** A chart's month label: "2026-11" -> short "nov 2026", long "novembre 2026". */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  const utc = utcDate(`${month}-01`);
  return (style === 'long' ? monthLongFormat : monthYearFormat).format(utc);
}

const percentFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A change in percent with one decimal and its sign (spec: 1 decimal): 20 -> "+20.0%", -16.7 -> "-16.7%". */
export function formatPercentChange(value: number): string {
  return `${percentFormat.format(value)}%`;
}
