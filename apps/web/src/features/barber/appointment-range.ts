import type { Appointment } from '@barber/shared/schemas/appointments';
import { WEEKDAYS, addDays, weekdayOf } from '@barber/shared/domain/zoned-time';

export type AppointmentView = 'today' | 'week' | 'date';

export interface DayRange {
  /** First shop-local day, included. */
  from: string;
  /** Last shop-local day, included. */
  to: string;
}

/** The barber's week starts on Monday (spec 002 section 9), whatever the locale says. */
export function weekStart(date: string): string {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
}

export function rangeFor(view: AppointmentView, anchor: string, today: string): DayRange {
  if (view === 'today') return { from: today, to: today };
  if (view === 'week') {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  return { from: anchor, to: anchor };
}

/** Previous/next: a day in the date view, a week in the week view. */
export function shiftAnchor(view: AppointmentView, anchor: string, direction: -1 | 1): string {
  return addDays(anchor, view === 'week' ? 7 * direction : direction);
}

export interface DayCounters {
  total: number;
  /** Neither completed nor cancelled: still to be done. */
  upcoming: number;
  completed: number;
  cancelled: number;
}

export function dayCounters(appointments: readonly Appointment[]): DayCounters {
  const count = (status: Appointment['status']) => appointments.filter((a) => a.status === status).length;
  const completed = count('completed');
  const cancelled = count('cancelled');
  return {
    total: appointments.length,
    upcoming: appointments.length - completed - cancelled,
    completed,
    cancelled,
  };
}

/** The week's counter leaves cancelled appointments out: they are no work. */
export function weekCount(appointments: readonly Appointment[]): number {
  return appointments.filter((a) => a.status !== 'cancelled').length;
}

/** Every day of a range, for the realtime watch of each barber-day shown. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
  return days;
}
