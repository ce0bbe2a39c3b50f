export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses that hold the barber's time: they block slots and count for the no-double-booking constraint. */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];

export function isActiveStatus(status: AppointmentStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/**
 * Statuses that occupied or occupy the chair: the no-overlap constraint (migration 0006) and the slot engine's
 * busy list count them. A completed appointment took its time, so completing one never frees a slot.
 */
export const OCCUPYING_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed', 'completed'];

export function occupiesChair(status: AppointmentStatus): boolean {
  return OCCUPYING_STATUSES.includes(status);
}

/** An appointment may be marked completed only once it has started (at its start time exactly, or later). */
export function hasStarted(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

export type StaffStatusDecision =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'STATUS_FINAL' | 'STATUS_CHANGE_FORBIDDEN' | 'APPOINTMENT_NOT_STARTED' };

const BARBER_TARGETS: readonly AppointmentStatus[] = ['completed', 'cancelled'];

/**
 * Whether staff may move an appointment from `current` to `next` (spec 002 section 4, issue 8):
 * - cancelled is final for everyone, the admin included: the freed time may already be booked by someone else,
 *   and a revived appointment would surprise a client who was told it was cancelled;
 * - nobody marks an appointment completed before it has started (a completed appointment keeps its time, and
 *   completing next week's appointment by mistake must not be possible with one tap);
 * - a barber only completes or cancels; the admin may set any other status.
 * Setting the status it already has is allowed and changes nothing (`changed: false`).
 */
export function decideStaffStatusChange(input: {
  role: 'admin' | 'barber';
  current: AppointmentStatus;
  next: AppointmentStatus;
  startsAt: Date;
  now: Date;
}): StaffStatusDecision {
  const { role, current, next } = input;
  if (current === 'cancelled') return { ok: false, reason: 'STATUS_FINAL' };
  if (role !== 'admin' && !BARBER_TARGETS.includes(next)) return { ok: false, reason: 'STATUS_CHANGE_FORBIDDEN' };
  if (current === next) return { ok: true, changed: false };
  if (next === 'completed' && !hasStarted(input.startsAt, input.now)) {
    return { ok: false, reason: 'APPOINTMENT_NOT_STARTED' };
  }
  return { ok: true, changed: true };
}

/** Statuses that ask the user to confirm before they are sent (the panels' confirmation dialog). */
export function needsConfirmation(next: AppointmentStatus): boolean {
  return next === 'completed' || next === 'cancelled';
}

export const MODIFY_CUTOFF_HOURS = 24;

export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: 'In attesa',
  confirmed: 'Confermato',
  completed: 'Completato',
  cancelled: 'Cancellato',
};

export type ClientChangeDecision = { ok: true } | { ok: false; reason: 'NOT_MODIFIABLE' | 'TOO_LATE' };

/**
 * Whether a client may still modify or cancel their appointment: only while it is active and MORE than
 * MODIFY_CUTOFF_HOURS before it starts (at exactly 24 hours it is already too late, as the spec says).
 */
export function canClientChange(
  appointment: { status: AppointmentStatus; startsAt: Date },
  now: Date,
): ClientChangeDecision {
  if (!isActiveStatus(appointment.status)) return { ok: false, reason: 'NOT_MODIFIABLE' };
  const leftMs = appointment.startsAt.getTime() - now.getTime();
  if (leftMs > MODIFY_CUTOFF_HOURS * 3_600_000) return { ok: true };
  return { ok: false, reason: 'TOO_LATE' };
}
