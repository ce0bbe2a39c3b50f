import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import type { PaymentRow, RefundOutcome } from '../payments/index';
import { orderStatusEvent } from './dto';
import { orderDto } from './read-service';
import * as repo from './repo';

/**
 * A refund of an order's payment (the admin's own, or the one a cancellation asked for), in the refund's
 * transaction: the order records a full refund (the account's order list and export read the order's own
 * column), and after the commit its customer's open pages hear it and read the order again. A late payment whose
 * stock was gone has no order: nothing to record.
 */
export async function onOrderRefunded(ctx: AppContext, tx: Executor, row: PaymentRow): Promise<RefundOutcome> {
  const order = await repo.findOrderByPayment(tx, row.id);
  if (!order) return {};
  // The order's own column knows paid and refunded (not partly): a part given back leaves it paid.
  const updated =
    row.status === 'refunded' ? await repo.updateOrder(tx, order.id, { paymentStatus: 'refunded', updatedAt: ctx.now() }) : order;
  const userId = updated.userId;
  if (!userId) return {};
  const event = orderStatusEvent(await orderDto(tx, updated));
  return { afterCommit: () => ctx.realtime.orderStatusUpdated(userId, event) };
}
