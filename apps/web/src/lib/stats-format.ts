/**
 * The statistics' short chart labels (issue 14), apart from lib/format.ts so the public pages, which load that
 * one, do not carry them.
 */
import { onFirstUse } from './format';

const monthYearFormat = onFirstUse(
  () => new Intl.DateTimeFormat('it-CH', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const monthLongFormat = onFirstUse(
  () => new Intl.DateTimeFormat('it-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const percentFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('it-CH', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
);

/** A chart's day label, the Swiss way whatever the ICU data says: "2026-11-26" -> "26.11.". */
export function formatDayMonth(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.`;
}

/** A chart's month label: "2026-11" -> short "nov 2026", long "novembre 2026". */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const utc = new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
  return (style === 'long' ? monthLongFormat : monthYearFormat)().format(utc);
}

/** A change in percent with one decimal and its sign (spec: 1 decimal): 20 -> "+20.0%", -16.7 -> "-16.7%". */
export function formatPercentChange(value: number): string {
  return `${percentFormat().format(value)}%`;
}
