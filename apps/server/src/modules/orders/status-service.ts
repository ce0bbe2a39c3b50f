import { isPaid } from '@barber/shared/domain/payments/state-machine';
import type { OrderStatus } from '@barber/shared/domain/shop';
import { shopTextsIt } from '@barber/shared/messages/shop-it';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { getShop } from '../shop/index';
import * as paymentsModule from '../payments/index';
import { orderStatusEvent } from './dto';
import { orderStatusEmail } from './emails';
import { orderDto } from './read-service';
import * as repo from './repo';
import { restoreStock, takeStock } from './stock';

/**
 * PATCH /products/orders/:id/status: the admin sets any of the six statuses (002 section 4), under the order's
 * row lock so concurrent changes take turns. Each change is recorded (who, when, from, to) and emailed to the
 * customer; cancelling puts the stock back and queues the refund of a paid order in the same transaction (tried
 * at once after the commit, retried by the jobs worker if the provider is down). Taking a cancelled order back
 * takes its stock again (409 when it is gone). The customer's open pages hear order_status_updated.
 */
export async function setOrderStatus(ctx: AppContext, caller: AuthUser, id: string, status: OrderStatus) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const before = await repo.findOrderForUpdate(tx, id);
    if (!before) throw new AppError('ORDER_NOT_FOUND');
    if (before.status === status) return { order: before, refunds: [] as string[], changed: false };
    const now = ctx.now();
    const lines = await repo.listItems(tx, id);
    const stock = lines.flatMap((l) => (l.productId ? [{ productId: l.productId, quantity: l.quantity }] : []));
    if (status === 'cancelled') await restoreStock(tx, stock, now);
    if (before.status === 'cancelled') await takeStock(tx, stock, now);
    const refunds: string[] = [];
    if (status === 'cancelled' && before.paymentId) {
      const payment = await paymentsModule.findPayment(tx, before.paymentId);
      if (payment && isPaid(payment.status) && payment.refundedRappen < payment.amountRappen) {
        await ctx.jobs.enqueue(tx, paymentsModule.REFUND_JOB, { paymentId: payment.id, cause: 'order_cancelled' });
        refunds.push(payment.id);
      }
    }
    // A cash order handed over has been paid at the counter.
    const paidAtPickup = status === 'delivered' && before.paymentMethod === 'cash';
    const order = await repo.updateOrder(tx, id, {
      status,
      updatedAt: now,
      ...(paidAtPickup ? { paymentStatus: 'paid' as const } : {}),
    });
    await repo.insertStatusEvent(tx, { orderId: id, fromStatus: before.status, toStatus: status, changedByUserId: caller.id, createdAt: now });
    await ctx.mailer.queue(tx, orderStatusEmail(order, await getShop(tx)));
    return { order, refunds, changed: true };
  });
  // A cancellation puts the stock back, taking a cancelled order back takes it: the kept products list (ADR 0080).
  if (outcome.changed) ctx.realtime.listsChanged(['products']);
  if (outcome.refunds.length > 0) await paymentsModule.refundNow(ctx, outcome.refunds, 'order_cancelled');
  const data = await orderDto(ctx.db, (await repo.findOrder(ctx.db, id))!);
  if (outcome.changed && outcome.order.userId) {
    ctx.realtime.orderStatusUpdated(outcome.order.userId, orderStatusEvent(data));
  }
  return { success: true as const, message: shopTextsIt.statusUpdated, data };
}
