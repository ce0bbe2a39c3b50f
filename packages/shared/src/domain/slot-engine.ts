// The one place that decides which start times a barber can be booked at. The available-slots endpoint and
// booking validation both call it, so the grid a client sees is exactly what the server will accept.
import type { WorkingDay } from './working-hours';
import {
  addDays,
  isDate,
  isTime,
  minutesToTime,
  timeToMinutes,
  todayInZone,
  weekdayOf,
  zonedDayConverter,
  zonedToUtc,
} from './zoned-time';
import type { Weekday } from './zoned-time';
import { DEFAULT_BOOKING_SETTINGS } from './booking-settings';

/** The defaults; the shop's own values are its settings (booking-settings.ts), passed in as stepMinutes/windowDays. */
export const SLOT_STEP_MINUTES = DEFAULT_BOOKING_SETTINGS.slotStepMinutes;
export const BOOKING_WINDOW_DAYS = DEFAULT_BOOKING_SETTINGS.windowDays;

export interface Vacation {
  startDate: string;
  endDate: string;
}

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotEngineInput {
  /** Shop-local day being asked about, "YYYY-MM-DD". */
  date: string;
  timeZone: string;
  now: Date;
  durationMinutes: number;
  /** The barber's hours for the weekday of `date`; undefined when none are stored. */
  workingDay: WorkingDay | undefined;
  /** Inclusive shop-local dates. */
  vacations: Vacation[];
  /** Temporary absences, shop-local wall-clock times. */
  absences: { date: string; startTime: string; endTime: string }[];
  /** The barber's active (pending/confirmed) appointments; other days may be included. */
  busy: Interval[];
  /** The shop's own break of that weekday (closed for everyone), shop-local wall-clock times. */
  shopBreak?: { startTime: string; endTime: string } | null;
  stepMinutes?: number;
  windowDays?: number;
}

export interface Slot {
  time: string;
  available: boolean;
  /** The slot's own grid cell overlaps an appointment (the grid shows a lock). */
  isBooked: boolean;
  /** The slot's own grid cell overlaps the break. */
  isBreak: boolean;
  isPast: boolean;
  /** The slot's own grid cell overlaps a temporary absence. */
  isBlocked: boolean;
}

export type DayStatus =
  | { kind: 'open' }
  | { kind: 'closed'; weekday: Weekday }
  | { kind: 'vacation'; vacation: Vacation }
  | { kind: 'no-hours' }
  | { kind: 'outside-window' };

export interface SlotEngineResult {
  status: DayStatus;
  slots: Slot[];
}

const MINUTE_MS = 60_000;

export function appointmentInterval(
  date: string,
  time: string,
  durationMinutes: number,
  timeZone: string,
): Interval {
  const startsAt = zonedToUtc(date, time, timeZone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS) };
}

export function computeSlots(input: SlotEngineInput): SlotEngineResult {
  const step = input.stepMinutes ?? SLOT_STEP_MINUTES;
  const windowDays = input.windowDays ?? BOOKING_WINDOW_DAYS;
  assertPositiveInteger('durationMinutes', input.durationMinutes);
  assertPositiveInteger('stepMinutes', step);
  if (!Number.isInteger(windowDays) || windowDays < 0) throw new RangeError('windowDays must be >= 0');

  const { date, timeZone } = input;
  const closed = (status: DayStatus): SlotEngineResult => ({ status, slots: [] });

  // An impossible date (2026-02-31) is answered, not thrown: it can never be booked, and a request carrying
  // it must end as a 4xx, not a 500.
  const today = todayInZone(input.now, timeZone);
  if (!isDate(date) || date < today || date > addDays(today, windowDays)) {
    return closed({ kind: 'outside-window' });
  }
  const vacation = input.vacations.find((v) => v.startDate <= date && date <= v.endDate);
  if (vacation) {
    const { startDate, endDate } = vacation;
    return closed({ kind: 'vacation', vacation: { startDate, endDate } });
  }

  const day = input.workingDay;
  if (day && !day.isWorking) return closed({ kind: 'closed', weekday: weekdayOf(date) });
  const hours = day && dayHours(day);
  if (!hours) return closed({ kind: 'no-hours' });

  const at = (minutes: number) => localInstant(date, minutes, timeZone);
  // Opening and closing are instants too: on a DST day an opening time inside the gap moves forward with it.
  const opening = at(hours.start).getTime();
  const closing = at(hours.end).getTime();
  const breaks = hours.break ? [{ startsAt: at(hours.break.start), endsAt: at(hours.break.end) }] : [];
  const shopBreak = input.shopBreak;
  if (shopBreak && isTime(shopBreak.startTime) && isTime(shopBreak.endTime) && shopBreak.startTime < shopBreak.endTime) {
    breaks.push({ startsAt: zonedToUtc(date, shopBreak.startTime, timeZone), endsAt: zonedToUtc(date, shopBreak.endTime, timeZone) });
  }
  const absences = input.absences
    .filter((a) => a.date === date && isTime(a.startTime) && isTime(a.endTime))
    .map((a) => ({
      startsAt: zonedToUtc(date, a.startTime, timeZone),
      endsAt: zonedToUtc(date, a.endTime, timeZone),
    }));
  // Only what touches this day's hours can touch a slot: the month calendar passes a month of appointments for
  // each of its 31 days, and every slot compared with all of them was most of its cost. The margin of hours either
  // side keeps a DST day's cells (whose wall clock and instants part by an hour) inside what is kept.
  const keepFrom = opening - 3 * 60 * MINUTE_MS;
  const keepTo = closing + (Math.max(step, input.durationMinutes) + 3 * 60) * MINUTE_MS;
  const busy = input.busy.filter((b) => b.startsAt.getTime() < keepTo && keepFrom < b.endsAt.getTime());
  const blockers = [...breaks, ...absences, ...busy];
  const now = input.now.getTime();

  const toInstant = zonedDayConverter(date, timeZone);
  const slots: Slot[] = [];
  for (let minutes = hours.start; minutes < hours.end; minutes += step) {
    const time = minutesToTime(minutes);
    const instant = toInstant(time, minutes);
    // A wall-clock time skipped by the spring DST change is not a time anyone can turn up at.
    if (!instant) continue;
    const start = instant.getTime();
    const cell = { start, end: start + step * MINUTE_MS };
    const service = { start, end: start + input.durationMinutes * MINUTE_MS };

    const isBooked = busy.some((b) => overlaps(cell, b));
    const isBreak = breaks.some((b) => overlaps(cell, b));
    const isBlocked = absences.some((a) => overlaps(cell, a));
    const isPast = start <= now;
    const available =
      !isPast && start >= opening && service.end <= closing && !blockers.some((b) => overlaps(service, b));
    slots.push({ time, available, isBooked, isBreak, isPast, isBlocked });
  }
  return { status: { kind: 'open' }, slots };
}

/** True only when computeSlots offers exactly this start time as available. */
export function isBookable(input: SlotEngineInput, time: string): boolean {
  if (!isTime(time)) return false;
  return computeSlots(input).slots.some((slot) => slot.time === time && slot.available);
}

export interface DayHours {
  start: number;
  end: number;
  break: { start: number; end: number } | null;
}

// Hours that cannot be read are treated as no hours at all: guessing would offer slots the barber never set.
export function dayHours(day: WorkingDay): DayHours | null {
  if (!day.startTime || !day.endTime || !isTime(day.startTime) || !isTime(day.endTime)) return null;
  const start = timeToMinutes(day.startTime);
  const end = timeToMinutes(day.endTime);
  if (start >= end) return null;
  if (!day.hasBreak) return { start, end, break: null };
  if (!day.breakStart || !day.breakEnd || !isTime(day.breakStart) || !isTime(day.breakEnd)) return null;
  const breakStart = timeToMinutes(day.breakStart);
  const breakEnd = timeToMinutes(day.breakEnd);
  if (breakStart >= breakEnd) return null;
  return { start, end, break: { start: breakStart, end: breakEnd } };
}

function localInstant(date: string, minutes: number, timeZone: string): Date {
  return zonedToUtc(date, minutesToTime(minutes), timeZone);
}

function overlaps(a: { start: number; end: number }, b: Interval): boolean {
  return a.start < b.endsAt.getTime() && b.startsAt.getTime() < a.end;
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer`);
}
