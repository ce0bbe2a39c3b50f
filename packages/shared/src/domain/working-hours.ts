import { z } from 'zod';
import { TIME_PATTERN, WEEKDAYS, isTime, timeToMinutes } from './zoned-time';
import type { Weekday } from './zoned-time';

export interface WorkingDay {
  day: Weekday;
  isWorking: boolean;
  startTime: string | null;
  endTime: string | null;
  hasBreak: boolean;
  breakStart: string | null;
  breakEnd: string | null;
}

export const WORKING_HOURS_MESSAGES = {
  hoursRequired: 'Gli orari di apertura e chiusura sono obbligatori per i giorni lavorativi',
  openingBeforeClosing: "L'orario di apertura deve essere precedente a quello di chiusura",
  breakRequired: 'Gli orari della pausa pranzo sono obbligatori quando la pausa è attiva',
  breakInsideHours: "La pausa pranzo deve essere compresa nell'orario di lavoro",
  breakStartBeforeEnd: "L'orario di inizio pausa deve essere precedente all'orario di fine pausa",
  sevenDays: 'Gli orari devono indicare ogni giorno da lunedì a domenica, una sola volta',
  invalidTime: 'Orario non valido (formato HH:mm)',
} as const;

/** The break counts only on a working day with the break ticked; otherwise its times are cleared. */
export function withoutStaleBreak(d: WorkingDay): WorkingDay {
  const hasBreak = d.isWorking && d.hasBreak;
  return {
    ...d,
    hasBreak,
    breakStart: hasBreak ? d.breakStart : null,
    breakEnd: hasBreak ? d.breakEnd : null,
  };
}

/** A day off as stored: no hours, no break. */
export const dayOff = (day: Weekday): WorkingDay => ({
  day,
  isWorking: false,
  startTime: null,
  endTime: null,
  hasBreak: false,
  breakStart: null,
  breakEnd: null,
});

const workday = (day: Weekday, endTime: string): WorkingDay => ({
  day,
  isWorking: true,
  startTime: '09:00',
  endTime,
  hasBreak: true,
  breakStart: '12:00',
  breakEnd: '12:30',
});

/** The admin editor's defaults (spec 002, section 4); the barber panel's 12:00-13:00 break is the other reading. */
export const DEFAULT_WORKING_HOURS: readonly Readonly<WorkingDay>[] = Object.freeze(
  [
    workday('monday', '19:00'),
    workday('tuesday', '19:00'),
    workday('wednesday', '19:00'),
    workday('thursday', '19:00'),
    workday('friday', '19:00'),
    workday('saturday', '17:00'),
    dayOff('sunday'),
  ].map((d) => Object.freeze(d)),
);

export type WorkingHoursField = 'startTime' | 'endTime' | 'breakStart' | 'breakEnd';

export interface WorkingHoursIssue {
  day: Weekday;
  /** The input the message belongs to, so a 400 can point at it. */
  field: WorkingHoursField;
  message: string;
}

/** One issue per faulty working day, the first rule it breaks in the editor's order; days off are not checked. */
export function validateWorkingHours(days: readonly WorkingDay[]): WorkingHoursIssue[] {
  const issues: WorkingHoursIssue[] = [];
  for (const d of days) {
    const issue = dayIssue(d);
    if (issue) issues.push({ day: d.day, ...issue });
  }
  return issues;
}

function dayIssue(d: WorkingDay): Omit<WorkingHoursIssue, 'day'> | null {
  if (!d.isWorking) return null;
  const M = WORKING_HOURS_MESSAGES;
  if (!validTime(d.startTime)) return { field: 'startTime', message: M.hoursRequired };
  if (!validTime(d.endTime)) return { field: 'endTime', message: M.hoursRequired };
  const start = timeToMinutes(d.startTime);
  const end = timeToMinutes(d.endTime);
  if (start >= end) return { field: 'startTime', message: M.openingBeforeClosing };
  if (!d.hasBreak) return null;
  if (!validTime(d.breakStart)) return { field: 'breakStart', message: M.breakRequired };
  if (!validTime(d.breakEnd)) return { field: 'breakEnd', message: M.breakRequired };
  const breakStart = timeToMinutes(d.breakStart);
  const breakEnd = timeToMinutes(d.breakEnd);
  if (breakStart < start || breakStart > end) return { field: 'breakStart', message: M.breakInsideHours };
  if (breakEnd < start || breakEnd > end) return { field: 'breakEnd', message: M.breakInsideHours };
  if (breakStart >= breakEnd) return { field: 'breakStart', message: M.breakStartBeforeEnd };
  return null;
}

function validTime(t: string | null): t is string {
  return t !== null && isTime(t);
}

// Time inputs that were cleared arrive as "", which means the same as null.
const OptionalTime = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().regex(TIME_PATTERN, { error: WORKING_HOURS_MESSAGES.invalidTime }).nullable(),
);

export const WorkingDaySchema = z
  .object({
    day: z.enum(WEEKDAYS),
    isWorking: z.boolean(),
    startTime: OptionalTime,
    endTime: OptionalTime,
    hasBreak: z.boolean(),
    breakStart: OptionalTime,
    breakEnd: OptionalTime,
  })
  // The editors clear the break when a day is switched off or the break unticked; stale values sent anyway
  // must not come back later as a break nobody sees.
  .transform((d): WorkingDay => withoutStaleBreak(d))
  .superRefine((d, ctx) => {
    for (const issue of validateWorkingHours([d])) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
    }
  });

export const WorkingHoursSchema = z
  .array(WorkingDaySchema)
  .length(7, { error: WORKING_HOURS_MESSAGES.sevenDays })
  .superRefine((days, ctx) => {
    const seen = new Set(days.map((d) => d.day));
    if (seen.size !== WEEKDAYS.length)
      ctx.addIssue({ code: 'custom', message: WORKING_HOURS_MESSAGES.sevenDays });
  })
  .transform((days) => [...days].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day)));
