import type { WaitingStatus } from '@barber/shared/domain/waiting-list';

/** The waiting list's status colours, the customer's page and the admin tab alike (the appointment palette). */
export const waitingStatusTone: Record<WaitingStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg',
  notified: 'bg-status-confirmed-bg text-status-confirmed-fg',
  booked: 'bg-status-completed-bg text-status-completed-fg',
  expired: 'bg-status-cancelled-bg text-status-cancelled-fg',
};
