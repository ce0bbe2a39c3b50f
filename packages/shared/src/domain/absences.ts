import { SLOT_STEP_MINUTES } from './slot-engine';
import { minutesToTime, timeToMinutes } from './zoned-time';

/** Absence start and end are picked from half-hour steps, 08:00 to 20:30 both included (spec 002, section 9). */
export const ABSENCE_TIME_CHOICES: readonly string[] = Object.freeze(
  Array.from({ length: 26 }, (_, i) => minutesToTime(8 * 60 + i * 30)),
);

export const ABSENCE_DEFAULTS = { startTime: '09:00', endTime: '10:30' } as const;

export const ABSENCE_MESSAGES = {
  timeChoice: 'Scegli un orario tra le 08:00 e le 20:30, a intervalli di 30 minuti',
  endAfterStart: "L'orario di fine deve essere successivo all'orario di inizio",
  notPast: 'La data non può essere nel passato',
  dateLocked: "La data di un'assenza esistente non può essere modificata",
  /** Another absence of the same barber (or of the whole studio) already covers part of this time. */
  overlap: (date: string, timeRange: string) =>
    `Si sovrappone a un'altra assenza dello stesso barbiere: ${date}, ${timeRange}`,
  overlapUnknown: "Si sovrappone a un'altra assenza dello stesso barbiere",
} as const;

export const isAbsenceTime = (time: string): boolean => ABSENCE_TIME_CHOICES.includes(time);

/** 'HH:mm - HH:mm', the list's timeRange text. */
export const absenceTimeRange = (startTime: string, endTime: string): string => `${startTime} - ${endTime}`;

/**
 * The booking grid's cells an absence blocks: every 15-minute start in [start, end). A longer service that
 * would run into the absence is refused by the slot engine too, but its start cell is not "blocked" by it.
 */
export function blockedSlots(startTime: string, endTime: string): string[] {
  const out: string[] = [];
  for (let m = timeToMinutes(startTime); m < timeToMinutes(endTime); m += SLOT_STEP_MINUTES) out.push(minutesToTime(m));
  return out;
}

/** An appointment as the conflict rule sees it: shop-local start and end minutes of the absence's day. */
export interface TimedAppointment {
  startMinutes: number;
  endMinutes: number;
}

/**
 * The conflict rule, the same in the form and on the server. The spec's reading: an appointment that starts
 * at or after the absence's start and before its end conflicts. We also count one that started earlier and is
 * still running at the absence's start: otherwise the barber would be marked absent in the middle of a
 * haircut. Together this is plain interval overlap on half-open ranges, so back-to-back is no conflict.
 */
export function conflictsWithAbsence(a: TimedAppointment, startTime: string, endTime: string): boolean {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  const startsInside = a.startMinutes >= start && a.startMinutes < end;
  const runsInto = a.startMinutes < start && a.endMinutes > start;
  return startsInside || runsInto;
}
