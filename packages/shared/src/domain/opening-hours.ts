// One truth for opening hours (ADR 0014): a barber works only while the shop is open. The save paths refuse
// hours outside the shop's (hoursOutsideShop) and the slot engine's input is clipped to them
// (clipToOpeningHours), so rows saved before the rule can never offer a time the shop's page calls closed.
import { WEEKDAY_NAMES_IT } from '../messages/weekdays-it';
import { DEFAULT_WORKING_HOURS, type WorkingDay, type WorkingHoursIssue } from './working-hours';
import { isTime, minutesToTime, timeToMinutes, utcToZoned, weekdayOf, type Weekday } from './zoned-time';

/** One day of the shop's opening hours, as stored in shop_settings and shown on the public page. */
export interface OpeningDay {
  day: Weekday;
  open: boolean;
  startTime: string | null;
  endTime: string | null;
  /** The shop's own break (issue 27 item 1): closed for everyone between these times. Absent in rows saved before. */
  hasBreak?: boolean;
  breakStart?: string | null;
  breakEnd?: string | null;
}

/** The shop's break of one weekday, when it has a readable one. */
export function shopBreakOf(
  openingHours: readonly OpeningDay[] | null | undefined,
  day: Weekday,
): { startTime: string; endTime: string } | null {
  const d = openingHours?.find((o) => o.day === day);
  if (!d || !d.open || !d.hasBreak || !d.breakStart || !d.breakEnd) return null;
  if (!isTime(d.breakStart) || !isTime(d.breakEnd) || d.breakStart >= d.breakEnd) return null;
  return { startTime: d.breakStart, endTime: d.breakEnd };
}

/** The shop's window of one weekday in minutes, 'closed', or null when the shop states no hours (not set up yet). */
export type ShopWindow = { start: number; end: number } | 'closed' | null;

export function shopWindow(openingHours: readonly OpeningDay[] | null | undefined, day: Weekday): ShopWindow {
  if (!openingHours || openingHours.length === 0) return null;
  const opening = openingHours.find((d) => d.day === day);
  // A list that leaves a day out or holds unreadable times says nothing we could honestly offer: closed.
  if (!opening || !opening.open || !opening.startTime || !opening.endTime) return 'closed';
  if (!isTime(opening.startTime) || !isTime(opening.endTime)) return 'closed';
  const start = timeToMinutes(opening.startTime);
  const end = timeToMinutes(opening.endTime);
  return start < end ? { start, end } : 'closed';
}

const range = (w: { start: number; end: number }) => `${minutesToTime(w.start)}-${minutesToTime(w.end)}`;

/** How a day outside the shop's hours is told: Italian here; the server passes its catalogue (fields-*.ts) to translate it. */
export interface OpeningHoursTexts {
  shopClosed: (day: Weekday) => string;
  outsideShop: (day: Weekday, range: string) => string;
}

export const OPENING_HOURS_MESSAGES = {
  shopClosed: (day: Weekday) =>
    `${WEEKDAY_NAMES_IT[day]} il negozio è chiuso: questo giorno non può essere lavorativo.`,
  outsideShop: (day: Weekday, range: string) =>
    `${WEEKDAY_NAMES_IT[day]} il negozio è aperto ${range}: gli orari di lavoro devono rientrare in questa fascia.`,
  barberOutside: (name: string, issue: string) =>
    `Gli orari di ${name} non rientrano negli orari del negozio. ${issue} Modifica prima gli orari del barbiere.`,
} as const;

/** One issue per working day that starts before, ends after or falls on a day the shop is closed. */
export function hoursOutsideShop(
  workingHours: readonly WorkingDay[],
  openingHours: readonly OpeningDay[] | null | undefined,
  texts: OpeningHoursTexts = OPENING_HOURS_MESSAGES,
): WorkingHoursIssue[] {
  const issues: WorkingHoursIssue[] = [];
  for (const d of workingHours) {
    if (!d.isWorking || !d.startTime || !d.endTime || !isTime(d.startTime) || !isTime(d.endTime)) continue;
    const w = shopWindow(openingHours, d.day);
    if (w === null) continue;
    if (w === 'closed') {
      issues.push({ day: d.day, field: 'startTime', message: texts.shopClosed(d.day) });
    } else if (timeToMinutes(d.startTime) < w.start) {
      issues.push({ day: d.day, field: 'startTime', message: texts.outsideShop(d.day, range(w)) });
    } else if (timeToMinutes(d.endTime) > w.end) {
      issues.push({ day: d.day, field: 'endTime', message: texts.outsideShop(d.day, range(w)) });
    }
  }
  return issues;
}

/**
 * The part of a barber's day that lies inside the shop's hours: a later start, an earlier end, the break cut
 * to what is left, or a day off when nothing is left. Hours that cannot be read pass through unchanged (the
 * slot engine treats them as no hours).
 */
export function clipToOpeningHours(
  day: WorkingDay,
  openingHours: readonly OpeningDay[] | null | undefined,
): WorkingDay {
  if (!day.isWorking || !day.startTime || !day.endTime || !isTime(day.startTime) || !isTime(day.endTime)) return day;
  const w = shopWindow(openingHours, day.day);
  if (w === null) return day;
  const off: WorkingDay = { ...day, isWorking: false, startTime: null, endTime: null, hasBreak: false, breakStart: null, breakEnd: null };
  if (w === 'closed') return off;
  const start = Math.max(timeToMinutes(day.startTime), w.start);
  const end = Math.min(timeToMinutes(day.endTime), w.end);
  if (start >= end) return off;
  const clipped = { ...day, startTime: minutesToTime(start), endTime: minutesToTime(end) };
  if (!day.hasBreak || !day.breakStart || !day.breakEnd || !isTime(day.breakStart) || !isTime(day.breakEnd)) {
    return clipped;
  }
  const breakStart = Math.max(timeToMinutes(day.breakStart), start);
  const breakEnd = Math.min(timeToMinutes(day.breakEnd), end);
  if (breakStart >= breakEnd) return { ...clipped, hasBreak: false, breakStart: null, breakEnd: null };
  return { ...clipped, breakStart: minutesToTime(breakStart), breakEnd: minutesToTime(breakEnd) };
}

/** A whole week clipped day by day (new barbers' default hours, the migration's rule in code). */
export function clipWeekToOpeningHours(
  workingHours: readonly WorkingDay[],
  openingHours: readonly OpeningDay[] | null | undefined,
): WorkingDay[] {
  return workingHours.map((d) => clipToOpeningHours(d, openingHours));
}

/**
 * Whether a day is exactly the default week's day (DEFAULT_WORKING_HOURS, the spec's admin editor defaults): what
 * an add-barber form sends for a day nobody touched. The original admin client fills its form with these and
 * sends them as if chosen (issue 24).
 */
export function isDefaultDay(day: WorkingDay): boolean {
  const base = DEFAULT_WORKING_HOURS.find((d) => d.day === day.day);
  if (!base) return false;
  if (!base.isWorking || !day.isWorking) return base.isWorking === day.isWorking;
  const breakOf = (d: WorkingDay) => (d.hasBreak ? `${d.breakStart}-${d.breakEnd}` : '');
  return day.startTime === base.startTime && day.endTime === base.endTime && breakOf(day) === breakOf(base);
}

/**
 * A new barber's week as requested (ADR 0038): each day sent exactly as the default week has it is taken as the
 * form's default and clipped to the shop's hours, like the week of a barber created without hours; every other
 * day is the sender's choice and stays as sent, so hoursOutsideShop still refuses it outside the shop's hours.
 */
export function fitDefaultDaysToOpeningHours(
  workingHours: readonly WorkingDay[],
  openingHours: readonly OpeningDay[] | null | undefined,
): WorkingDay[] {
  return workingHours.map((d) => (isDefaultDay(d) ? clipToOpeningHours(d, openingHours) : d));
}

/**
 * Whether an appointment lies outside the shop's hours (issue 27 item 1): on a day the shop is closed, before its
 * opening, after its closing or across its break. Shop-local; an appointment ending at or after midnight counts
 * to the end of its own day. False while the shop states no hours.
 */
export function appointmentOutsideHours(
  appointment: { startsAt: Date; endsAt: Date },
  openingHours: readonly OpeningDay[] | null | undefined,
  timeZone: string,
): boolean {
  const start = utcToZoned(appointment.startsAt, timeZone);
  const end = utcToZoned(appointment.endsAt, timeZone);
  const day = weekdayOf(start.date);
  const w = shopWindow(openingHours, day);
  if (w === null) return false;
  if (w === 'closed') return true;
  const from = start.minutes;
  const to = end.date === start.date ? end.minutes : 24 * 60;
  if (from < w.start || to > w.end) return true;
  const pause = shopBreakOf(openingHours, day);
  return pause !== null && from < timeToMinutes(pause.endTime) && to > timeToMinutes(pause.startTime);
}
