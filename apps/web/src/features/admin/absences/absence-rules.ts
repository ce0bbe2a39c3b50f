import { ABSENCE_DEFAULTS, conflictsWithAbsence, isAbsenceTime } from '@barber/shared/domain/absences';
import { isActiveStatus } from '@barber/shared/domain/appointment-rules';
import { timeToMinutes } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';

export interface AbsenceFormValues {
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  notes: string;
  /** null: the whole studio (every barber). */
  barberId: string | null;
}

/** The spec's defaults: the day, 09:00 to 10:30, the whole studio, no reason, no notes. */
export function absenceDefaults(date: string): AbsenceFormValues {
  return {
    date,
    startTime: ABSENCE_DEFAULTS.startTime,
    endTime: ABSENCE_DEFAULTS.endTime,
    reason: '',
    notes: '',
    barberId: null,
  };
}

type ConflictCandidate = Pick<Appointment, 'status' | 'time' | 'duration' | 'barber'>;

/**
 * The appointments an absence would overlap, by the shared rule the server applies too (one that starts
 * inside the range, or started before and is still running at its start). The spec names confirmed ones; the
 * server also refuses over pending ones (they hold their time just the same), so the form counts both rather
 * than let the admin submit something certain to fail. A barber's own absence only collides with that
 * barber's appointments; a studio-wide one (barberId null) with everybody's.
 */
export function conflictingAppointments<T extends ConflictCandidate>(
  appointments: readonly T[],
  startTime: string,
  endTime: string,
  barberId: string | null = null,
): T[] {
  if (!isAbsenceTime(startTime) || !isAbsenceTime(endTime)) return [];
  if (timeToMinutes(startTime) >= timeToMinutes(endTime)) return [];
  return appointments.filter((appointment) => {
    if (!isActiveStatus(appointment.status)) return false;
    if (barberId && appointment.barber?._id !== barberId) return false;
    const start = timeToMinutes(appointment.time);
    return conflictsWithAbsence(
      { startMinutes: start, endMinutes: start + appointment.duration },
      startTime,
      endTime,
    );
  });
}
