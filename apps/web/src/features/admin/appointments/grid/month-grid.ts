import { addDays, weekdayOf, WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { endOfMonth } from '../calendar-range';

/** A month view's cell: a date of the month, or null for the padding before the 1st and after the last. */
export type MonthCell = string | null;

/** The month of `date` as weeks from Monday, from the 1st to the last day (padding cells are null). */
export function monthWeeks(date: string): MonthCell[][] {
  const first = `${date.slice(0, 7)}-01`;
  const last = endOfMonth(date);
  const cells: MonthCell[] = Array.from({ length: WEEKDAYS.indexOf(weekdayOf(first)) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: MonthCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Appointments per date, cancelled ones left out (a count says how busy the chair is). */
export function countsByDate(appointments: readonly { date: string; status: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of appointments) if (a.status !== 'cancelled') counts.set(a.date, (counts.get(a.date) ?? 0) + 1);
  return counts;
}

