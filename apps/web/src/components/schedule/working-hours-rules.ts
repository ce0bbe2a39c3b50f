import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import {
  dayOff,
  withoutStaleBreak,
  type WorkingDay,
  type WorkingHoursField,
} from '@barber/shared/domain/working-hours';

export interface TimeRange {
  start: string;
  end: string;
}

/** When a day is switched on without times: the spec's fallback closing time of the barber schedule. */
export const FALLBACK_DAY: TimeRange = { start: '09:00', end: '18:00' };

/**
 * Turning a day off clears its break (spec 002 section 4) but keeps the opening hours, so switching the day
 * back on restores them; the server ignores the hours of a day off.
 */
export function setWorking(
  day: WorkingDay,
  isWorking: boolean,
  fallback: TimeRange = FALLBACK_DAY,
): WorkingDay {
  if (!isWorking) return { ...day, isWorking: false, hasBreak: false, breakStart: null, breakEnd: null };
  return {
    ...day,
    isWorking: true,
    startTime: day.startTime || fallback.start,
    endTime: day.endTime || fallback.end,
  };
}

/** The break off clears its times; on, it starts from the panel's default (admin 12:00-12:30, barber 12:00-13:00). */
export function setBreak(day: WorkingDay, hasBreak: boolean, defaultBreak: TimeRange): WorkingDay {
  if (!hasBreak) return { ...day, hasBreak: false, breakStart: null, breakEnd: null };
  return { ...day, hasBreak: true, breakStart: defaultBreak.start, breakEnd: defaultBreak.end };
}

/** A cleared time input gives "", stored as null like the API does. */
export function setTime(day: WorkingDay, field: WorkingHoursField, value: string): WorkingDay {
  return { ...day, [field]: value === '' ? null : value };
}

/** Seven days in the editor's order, whatever the stored order or gaps; missing days are days off. */
export function completeWeek(days: readonly WorkingDay[] | null | undefined): WorkingDay[] {
  return WEEKDAYS.map((name) => ({ ...(days?.find((d) => d.day === name) ?? dayOff(name)) }));
}

/** The week as sent to PUT working-hours: break times are null whenever the break is off (spec 002 section 5). */
export function toWorkingHoursPayload(days: readonly WorkingDay[]): WorkingDay[] {
  return days.map((d) => withoutStaleBreak(d));
}
