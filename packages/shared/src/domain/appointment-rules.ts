/** no_show: the customer did not come (issue 29 item 2, ADR 0064); like cancelled, it frees the chair. */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
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

/** An appointment may be marked completed or no-show only once it has started (at its start time exactly, or later). */
export function hasStarted(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

/** Statuses that ask the user to confirm before they are sent (the panels' confirmation dialog). */
export function needsConfirmation(next: AppointmentStatus): boolean {
  return next === 'completed' || next === 'cancelled' || next === 'no_show';
}

/** The default notice; the shop's own is its setting (booking-settings.ts changeNoticeHours). */
export const MODIFY_CUTOFF_HOURS = 24;

export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: 'In attesa',
  confirmed: 'Confermato',
  completed: 'Completato',
  cancelled: 'Cancellato',
  no_show: 'Non presentato',
};

export type ClientChangeDecision = { ok: true } | { ok: false; reason: 'NOT_MODIFIABLE' | 'TOO_LATE' };

/**
 * Whether a client may still modify or cancel their appointment: only while it is active and MORE than
 * `noticeHours` (the shop's setting, 24 by default) before it starts (at exactly that many hours it is already too
 * late, as the spec says).
 */
export function canClientChange(
  appointment: { status: AppointmentStatus; startsAt: Date },
  now: Date,
  noticeHours: number = MODIFY_CUTOFF_HOURS,
): ClientChangeDecision {
  if (!isActiveStatus(appointment.status)) return { ok: false, reason: 'NOT_MODIFIABLE' };
  const leftMs = appointment.startsAt.getTime() - now.getTime();
  if (leftMs > noticeHours * 3_600_000) return { ok: true };
  return { ok: false, reason: 'TOO_LATE' };
}
