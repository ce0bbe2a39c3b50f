import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import { bookingAccount } from '../../i18n/booking-account';

// The spec's colours: pending yellow, confirmed green, cancelled red, completed blue.
const tones: Record<AppointmentStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg',
  confirmed: 'bg-status-confirmed-bg text-status-confirmed-fg',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg',
  completed: 'bg-status-completed-bg text-status-completed-fg',
  // A missed appointment reads as a cancelled one: red, the chair stayed empty.
  no_show: 'bg-status-cancelled-bg text-status-cancelled-fg',
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${tones[status]}`}
    >
      <span className="sr-only">{`${bookingAccount.statusLabel}: `}</span>
      {bookingAccount.status[status]}
    </span>
  );
}
