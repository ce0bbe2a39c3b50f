import type { OrderStatusEvent } from '@barber/shared/realtime';
import type { MyOrder, MyOrdersAnswer } from './orders-api';

/** 001 section 9: a card lists the first 3 items, then '+N altri'. */
export const PREVIEW_ITEMS = 3;

export interface ItemsPreview {
  shown: { name: string; quantity: number }[];
  more: number;
}

export function itemsPreview(order: Pick<MyOrder, 'items'>, limit = PREVIEW_ITEMS): ItemsPreview {
  return {
    shown: order.items.slice(0, limit).map((item) => ({ name: item.name, quantity: item.quantity })),
    more: Math.max(0, order.items.length - limit),
  };
}

/** The card's item count: pieces, not lines (two of the same pomade are two articles). */
export const itemCount = (order: Pick<MyOrder, 'items'>) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

/** The last characters of a card payment's reference, as the spec shows it. */
export const cardReferenceTail = (reference: string) => reference.slice(-8);

/** A page of the list with one order's new status applied (the event carries the status and payment state). */
export function withStatus(answer: MyOrdersAnswer, event: OrderStatusEvent): MyOrdersAnswer {
  if (!answer.data.some((order) => order._id === event.orderId)) return answer;
  return {
    ...answer,
    data: answer.data.map((order) =>
      order._id === event.orderId
        ? {
            ...order,
            status: event.status,
            statusLabel: event.statusLabel,
            paymentStatus: event.paymentStatus,
            updatedAt: event.updatedAt,
          }
        : order,
    ),
  };
}
