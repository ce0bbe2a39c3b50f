import { hasStarted, type AppointmentStatus } from './appointment-rules';

export type StaffRole = 'admin' | 'barber';

/** How a staff member may make a change: as any other, or only with a reason (a correction of finished work). */
export type TransitionRule = 'allowed' | 'with-reason';

type Table = Readonly<Record<AppointmentStatus, Partial<Record<AppointmentStatus, Partial<Record<StaffRole, TransitionRule>>>>>>;

const STAFF = { admin: 'allowed', barber: 'allowed' } as const;
const ADMIN = { admin: 'allowed' } as const;
const CORRECTION = { admin: 'with-reason' } as const;

/**
 * Every status change staff may make, from x to x role (issue 8, issue 23 item 6, ADR 0037). The server decides
 * with it and the panels offer exactly what it allows; a change missing here is refused.
 * - A barber completes or cancels an appointment still to be done; nothing else.
 * - The owner also confirms a pending booking or puts a confirmed one back to pending.
 * - Completed work stays done: a barber cannot touch it, the owner may correct it (back to confirmed, or
 *   cancelled) only with a reason, recorded with the change; the statistics follow (revenue counts completed).
 * - Cancelled is final for everyone: its time may already belong to someone else.
 * - 'Non presentato' (no_show, issue 29 item 2, ADR 0064): staff mark it on an appointment still to be done once it
 *   has started, never before (NO_SHOW_NOT_STARTED). It frees the chair (a walk-in may take the rest of the time)
 *   and counts against the customer's reliability. The owner corrects it with a reason (the customer came late
 *   after all: completed), and a visit completed by mistake may be corrected to no_show the same way.
 * Completing and no_show also wait for the appointment to start (decideStaffStatusChange).
 */
export const STATUS_TRANSITIONS: Table = {
  pending: { confirmed: ADMIN, completed: STAFF, cancelled: STAFF, no_show: STAFF },
  confirmed: { pending: ADMIN, completed: STAFF, cancelled: STAFF, no_show: STAFF },
  completed: { confirmed: CORRECTION, cancelled: CORRECTION, no_show: CORRECTION },
  cancelled: {},
  no_show: { completed: CORRECTION },
};

/** Statuses that wait for the appointment's start: nobody can have been served, or missed it, before. */
const AFTER_START: readonly AppointmentStatus[] = ['completed', 'no_show'];

export function transitionRule(role: StaffRole, from: AppointmentStatus, to: AppointmentStatus): TransitionRule | null {
  return STATUS_TRANSITIONS[from][to]?.[role] ?? null;
}

export interface StatusOption {
  status: AppointmentStatus;
  /** A correction: the panel asks for the reason first. */
  needsReason: boolean;
  /** Allowed by the table but not yet: 'Completato' or 'Non presentato' before the appointment starts. */
  notYet: boolean;
}

/** What a panel offers for an appointment: the changes the table allows this role, in the statuses' order. */
export function statusOptions(
  role: StaffRole,
  appointment: { status: AppointmentStatus; startsAt: Date },
  now: Date,
): StatusOption[] {
  const targets = STATUS_TRANSITIONS[appointment.status];
  return (Object.keys(targets) as AppointmentStatus[]).flatMap((status) => {
    const rule = targets[status]?.[role];
    if (!rule) return [];
    return [{ status, needsReason: rule === 'with-reason', notYet: AFTER_START.includes(status) && !hasStarted(appointment.startsAt, now) }];
  });
}

export type StaffStatusDecision =
  | { ok: true; changed: boolean; correction: boolean }
  | {
      ok: false;
      reason:
        | 'STATUS_FINAL'
        | 'STATUS_CHANGE_FORBIDDEN'
        | 'STATUS_COMPLETED'
        | 'STATUS_TRANSITION_INVALID'
        | 'STATUS_REASON_REQUIRED'
        | 'APPOINTMENT_NOT_STARTED'
        | 'NO_SHOW_NOT_STARTED';
    };

/**
 * Whether a staff member may move an appointment from `current` to `next`, by the table. Setting the status it
 * already has changes nothing and is allowed (a resent request); a cancelled appointment is final even so.
 */
export function decideStaffStatusChange(input: {
  role: StaffRole;
  current: AppointmentStatus;
  next: AppointmentStatus;
  startsAt: Date;
  now: Date;
  /** The reason given with the change (required for a correction). */
  reason?: string | null | undefined;
}): StaffStatusDecision {
  const { role, current, next } = input;
  if (current === 'cancelled') return { ok: false, reason: 'STATUS_FINAL' };
  if (current === next) return { ok: true, changed: false, correction: false };
  const rule = transitionRule(role, current, next);
  if (!rule) {
    if (role === 'admin') return { ok: false, reason: 'STATUS_TRANSITION_INVALID' };
    return { ok: false, reason: current === 'completed' ? 'STATUS_COMPLETED' : 'STATUS_CHANGE_FORBIDDEN' };
  }
  if (rule === 'with-reason' && !input.reason?.trim()) return { ok: false, reason: 'STATUS_REASON_REQUIRED' };
  if (AFTER_START.includes(next) && !hasStarted(input.startsAt, input.now)) {
    return { ok: false, reason: next === 'no_show' ? 'NO_SHOW_NOT_STARTED' : 'APPOINTMENT_NOT_STARTED' };
  }
  return { ok: true, changed: true, correction: rule === 'with-reason' };
}
