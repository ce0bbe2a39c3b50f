import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';

/**
 * The spec's status colours (pending yellow, confirmed green, completed blue, cancelled red) on the theme's
 * status variables, so both themes keep AA contrast; a left bar repeats the colour for a quick scan.
 */
export const blockTones: Record<AppointmentStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg border-status-pending-fg',
  confirmed: 'bg-status-confirmed-bg text-status-confirmed-fg border-status-confirmed-fg',
  completed: 'bg-status-completed-bg text-status-completed-fg border-status-completed-fg',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg border-status-cancelled-fg line-through opacity-80',
  // Red as a cancellation (the chair stayed empty), not struck through: the appointment did take place on paper.
  no_show: 'bg-status-cancelled-bg text-status-cancelled-fg border-status-cancelled-fg border-dashed',
};

/** The same colours as a small label (agenda rows, week chips). */
export const pillTones: Record<AppointmentStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg',
  confirmed: 'bg-status-confirmed-bg text-status-confirmed-fg',
  completed: 'bg-status-completed-bg text-status-completed-fg',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg',
  no_show: 'bg-status-cancelled-bg text-status-cancelled-fg',
};

/** A solid bar in the status colour. */
export const barTones: Record<AppointmentStatus, string> = {
  pending: 'bg-status-pending-fg',
  confirmed: 'bg-status-confirmed-fg',
  completed: 'bg-status-completed-fg',
  cancelled: 'bg-status-cancelled-fg',
  no_show: 'bg-status-cancelled-fg',
};
