import type { OrderStatus } from '@barber/shared/domain/shop';
import { profile } from '../../i18n/profile';

// The appointment colours where the meaning is the same: waiting yellow, done green, cancelled red; the shop
// working on it (processing, shipped) blue.
const tones: Record<OrderStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg',
  confirmed: 'bg-status-confirmed-bg text-status-confirmed-fg',
  processing: 'bg-status-completed-bg text-status-completed-fg',
  shipped: 'bg-status-completed-bg text-status-completed-fg',
  delivered: 'bg-status-confirmed-bg text-status-confirmed-fg',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg',
};

/** An order's status with the spec's label (001 section 4), in the page's language. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-0.5 text-sm font-semibold ${tones[status]}`}
      data-status={status}
    >
      <span className="sr-only">{`${profile.orders.statusLabel}: `}</span>
      {profile.orders.statuses[status]}
    </span>
  );
}
