export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses that hold the barber's time: they block slots and count for the no-double-booking constraint. */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];

export function isActiveStatus(status: AppointmentStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
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
