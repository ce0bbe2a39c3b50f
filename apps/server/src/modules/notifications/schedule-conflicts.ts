import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { timeToMinutes, utcToZoned, weekdayOf } from '@barber/shared/domain/zoned-time';

export interface VacationRange {
  startDate: string;
  endDate: string;
}

/**
 * Whether an appointment still fits the barber's week and vacations (pure; issue 13 item 3): 'vacation' when its
 * shop-local date is inside a vacation, 'hours' when the day is off or the appointment is not wholly within the
 * working hours (or overlaps the break), null when it fits.
 */
export function scheduleConflict(
  appointment: { startsAt: Date; endsAt: Date },
  week: readonly WorkingDay[],
  vacations: readonly VacationRange[],
  timeZone: string,
): 'hours' | 'vacation' | null {
  const start = utcToZoned(appointment.startsAt, timeZone);
  const end = utcToZoned(appointment.endsAt, timeZone);
  if (vacations.some((v) => v.startDate <= start.date && start.date <= v.endDate)) return 'vacation';
  const day = week.find((d) => d.day === weekdayOf(start.date));
  if (!day || !day.isWorking || !day.startTime || !day.endTime) return 'hours';
  const from = start.minutes;
  // An appointment ending at midnight (or on the next day) counts to the end of its own day.
  const to = end.date === start.date ? end.minutes : 24 * 60;
  if (from < timeToMinutes(day.startTime) || to > timeToMinutes(day.endTime)) return 'hours';
  if (day.hasBreak && day.breakStart && day.breakEnd) {
    const bs = timeToMinutes(day.breakStart);
    const be = timeToMinutes(day.breakEnd);
    if (from < be && to > bs) return 'hours';
  }
  return null;
}
