import { addDays } from '@barber/shared/domain/zoned-time';

export type CalendarView = 'day' | 'week' | 'month';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];

export interface DateRange {
  start: string;
  end: string;
}

/** The last day of the month of "YYYY-MM-DD" (day 0 of the next month, counted in UTC: no DST involved). */
export function endOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 1970, month ?? 1, 0));
  return last.toISOString().slice(0, 10);
}

/**
 * The days a view shows: the chosen day; 7 days starting from it (spec 002); its whole month, from the 1st
 * to the last day (issue 17: a month view that starts mid-month hides the first days).
 * Both ends included, as GET /appointments/filtered takes them.
 */
export function calendarRange(view: CalendarView, date: string): DateRange {
  if (view === 'week') return { start: date, end: addDays(date, 6) };
  if (view === 'month') return { start: `${date.slice(0, 7)}-01`, end: endOfMonth(date) };
  return { start: date, end: date };
}

/**
 * The date the previous/next buttons move to: a day, a week, or the first of the neighbouring month (a month
 * view after the first jump covers the whole month).
 */
export function shiftDate(view: CalendarView, date: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(date, direction);
  if (view === 'week') return addDays(date, 7 * direction);
  const firstOfMonth = `${date.slice(0, 7)}-01`;
  return direction === 1 ? addDays(endOfMonth(date), 1) : `${addDays(firstOfMonth, -1).slice(0, 7)}-01`;
}
