import { rappenToChf } from '@barber/shared/domain/money';
import { ORDER_STATUS_LABELS } from '@barber/shared/domain/shop';
import type { Order } from '@barber/shared/schemas/orders';
import type { OrderStatusEvent } from '@barber/shared/realtime';
import type { PaymentStatus } from '@barber/shared/domain/payments/state-machine';
import type { ProductImageRow } from '../../db/schema';
import { mediaUrl } from '../../infra/storage/media-routes';
import type { OrderItemRow, OrderRow, StatusEventRow } from './repo';

export interface OrderPaymentInfo {
  reference: string;
  status: PaymentStatus;
  providerIntentId: string | null;
  provider: 'stripe' | 'test' | 'manual';
}

export interface OrderParts {
  items: { item: OrderItemRow; images: ProductImageRow[] | null }[];
  events: StatusEventRow[];
  payment: OrderPaymentInfo | undefined;
  customer: { firstName: string; lastName: string; email: string; phone: string | null } | null;
}

/**
 * The order's payment state: an online payment's own status wins (the order records a refund too, payment-refund.ts,
 * but the payment is the truth of it).
 */
function paymentStatusOf(order: OrderRow, payment: OrderPaymentInfo | undefined): Order['paymentStatus'] {
  if (!payment) return order.paymentStatus;
  if (payment.status === 'refunded') return 'refunded';
  if (payment.status === 'partially_refunded') return 'partially_refunded';
  return payment.status === 'succeeded' ? 'paid' : order.paymentStatus;
}

/** 001 'Order (customer view)' and 002 'Order' in one shape: CHF numbers, the spec's nested objects. */
export function toOrderDto(order: OrderRow, parts: OrderParts): Order {
  const [firstName = order.customerName, ...rest] = order.customerName.split(/\s+/);
  return {
    _id: order.id,
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    items: parts.items.map(({ item, images }) => ({
      product: {
        _id: item.productId,
        name: item.name,
        images: (images ?? []).map((image) => ({ url: mediaUrl(image.thumb) })),
      },
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      price: rappenToChf(item.unitPriceRappen),
      total: rappenToChf(item.unitPriceRappen * item.quantity),
    })),
    totals: { subtotal: rappenToChf(order.subtotalRappen), total: rappenToChf(order.totalRappen) },
    paymentMethod: order.paymentMethod,
    paymentStatus: paymentStatusOf(order, parts.payment),
    paymentId: parts.payment?.reference ?? null,
    stripePaymentIntentId: parts.payment?.provider === 'manual' ? null : (parts.payment?.providerIntentId ?? null),
    customerInfo: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
      type: order.userId ? 'registered' : 'guest',
      address: order.customerAddress,
      postalCode: order.customerPostalCode,
      city: order.customerCity,
    },
    customer: parts.customer,
    billingAddress: { firstName, lastName: rest.join(' '), phone: order.customerPhone },
    shippingAddress: {
      address1: order.customerAddress,
      postalCode: order.customerPostalCode,
      city: order.customerCity,
      country: 'CH',
    },
    statusHistory: parts.events.map((e) => ({ from: e.fromStatus, to: e.toStatus, at: e.createdAt.toISOString() })),
  };
}

/** What the order's customer's open pages hear after a change (order_status_updated): they read the order again. */
export function orderStatusEvent(data: Order): OrderStatusEvent {
  return {
    orderId: data._id,
    orderNumber: data.orderNumber,
    status: data.status,
    statusLabel: ORDER_STATUS_LABELS[data.status],
    paymentStatus: data.paymentStatus,
    updatedAt: data.updatedAt,
  };
}
