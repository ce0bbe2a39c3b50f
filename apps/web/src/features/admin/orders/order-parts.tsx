import type { OrderStatus } from '@barber/shared/domain/shop';
import { orderNumberOf } from '@barber/shared/domain/shop';
import { adminShop } from '../../../i18n/admin-shop';
import type { AdminOrder } from './orders-api';

const t = adminShop.orders;

// The appointment badges' colours where they fit: waiting yellow, done green, cancelled red; the steps between
// in blue and amber so each status reads apart at a glance (theme variables, AA in both themes).
const tones: Record<OrderStatus, string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg',
  confirmed: 'bg-status-completed-bg text-status-completed-fg',
  processing: 'bg-warning-soft text-warning-fg',
  shipped: 'bg-accent-soft text-accent-soft-fg',
  delivered: 'bg-status-confirmed-bg text-status-confirmed-fg',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[status]}`}>
      {t.statuses[status]}
    </span>
  );
}

/** 'BS-2026-000123', or the last 8 characters of the id upper-cased (002 section 9). */
export const orderNumber = (order: AdminOrder) => orderNumberOf(order);

export const customerName = (order: AdminOrder) =>
  order.customerInfo.name ||
  [order.customer?.firstName, order.customer?.lastName].filter(Boolean).join(' ') ||
  order.customerInfo.email;

export const itemCount = (order: AdminOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** 'Carta · Pagato': how and whether it was paid. */
export const paymentSummary = (order: AdminOrder) =>
  `${t.methods[order.paymentMethod]} · ${t.paymentStatuses[order.paymentStatus]}`;

/** The card payment's reference as the spec shows it: its last 6 characters. */
export const cardReference = (order: AdminOrder) => {
  const reference = order.stripePaymentIntentId ?? order.paymentId;
  return reference ? reference.slice(-6) : null;
};
