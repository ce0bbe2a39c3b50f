// The calendar arithmetic of the date picker, on shop-local dates "YYYY-MM-DD" (loaded with the calendar).
import { addDays } from '@barber/shared/domain/zoned-time';
import { isoOf, MONTHS_IT, parts, weekdayIndex } from './date-picker-format';

/** "2026-11-23" -> "novembre 2026", the grid's caption. */
export function monthTitle(date: string): string {
  const [y, m] = parts(date);
  return `${MONTHS_IT[m - 1]} ${y}`;
}

/** The date moved into the optional limits. */
export function clampDate(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

export const firstOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

/** The same day n months on, kept inside the target month (31 January + 1 month -> 28 or 29 February). */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoOf(year, month, Math.min(d, last))!;
}

export const lastOfMonth = (date: string): string => addDays(addMonths(firstOfMonth(date), 1), -1);

/** The weeks of a month, Monday first: each a row of seven dates, null outside the month. */
export function monthWeeks(date: string): Array<Array<string | null>> {
  const first = firstOfMonth(date);
  const last = lastOfMonth(date);
  const weeks: Array<Array<string | null>> = [];
  let week: Array<string | null> = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** Where a key moves the focused day of the grid, or null for keys the grid leaves alone. */
export function keyTarget(date: string, key: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'PageUp':
      return addMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shift ? 12 : 1);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    default:
      return null;
  }
}
