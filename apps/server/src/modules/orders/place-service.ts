import type { Language } from '@barber/shared/messages/languages';
import { isPaid } from '@barber/shared/domain/payments/state-machine';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import { shopTextsIt } from '@barber/shared/messages/shop-it';
import type { CreateOrderRequest } from '@barber/shared/schemas/orders';
import { PAYMENT_REFERENCE } from '@barber/shared/schemas/payments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import * as idempotency from '../idempotency/index';
import * as paymentsModule from '../payments/index';
import { orderDto } from './read-service';
import { recordOrder } from './record';
import * as repo from './repo';
import { takeStock } from './stock';

const INTENT = /^pi_[A-Za-z0-9]{8,}$/;

/** Idempotency scope: a guest's keys never meet a customer's. */
const scopeOf = (caller: AuthUser | null) => (caller ? `orders:user:${caller.id}` : 'orders:guest');

/**
 * POST /orders. Without a payment: a cash order (pay at pickup), status pending, its stock taken in the same
 * transaction as the order by conditional updates (stock.ts), so the last unit goes to exactly one checkout.
 * With a payment reference: that payment created the order when it was verified (payment-bridge.ts); this call
 * verifies it again and answers that order (one payment, one order). The same Idempotency-Key answers the same
 * order.
 */
export async function createOrder(
  ctx: AppContext,
  caller: AuthUser | null,
  body: CreateOrderRequest,
  key: string | undefined,
  language: Language,
): Promise<idempotency.Answer<unknown>> {
  const online = body.paymentId || body.stripePaymentIntentId;
  if (online || (body.paymentMethod && body.paymentMethod !== 'cash')) {
    return { statusCode: 201, body: await paidOrder(ctx, caller, body), replayed: false };
  }
  const answer = await ctx.db.transaction((tx) =>
    idempotency.once(tx, key ? { scope: scopeOf(caller), key, body } : undefined, async () => {
      const taken = await takeStock(tx, body.items, ctx.now());
      const order = await recordOrder(ctx, tx, {
        lines: taken.lines,
        customer: body.customerDetails,
        userId: caller?.id ?? null,
        status: 'pending',
        paymentMethod: 'cash',
        paymentId: null,
        paymentStatus: 'pending',
        lowStock: taken.lowStock,
        language,
      });
      return {
        statusCode: 201,
        body: { success: true as const, message: shopTextsIt.orderPlaced, data: await orderDto(tx, order) },
      };
    }),
  );
  stockChanged(ctx);
  return answer;
}

/** After the commit: the products list kept in memory shows the stock as it is now (ADR 0080). */
function stockChanged(ctx: AppContext) {
  ctx.realtime.listsChanged(['products']);
}

/**
 * The order of a card or TWINT payment: the payment is read again from the provider (succeeded, the recorded
 * amount) under its row lock; its success created the order in that same transaction. Unknown payment: 404;
 * not paid (yet): 409 ORDER_NOT_PAID; paid too late when the stock was gone: refunded, 409 OUT_OF_STOCK.
 */
async function paidOrder(ctx: AppContext, caller: AuthUser | null, body: CreateOrderRequest) {
  const intentId = body.stripePaymentIntentId || (body.paymentId && INTENT.test(body.paymentId) ? body.paymentId : null);
  const reference = intentId ? null : body.paymentId || null;
  if (!intentId && !reference) {
    throw new AppError('VALIDATION', paymentTextsIt.onlinePaymentMissing, [
      { field: 'paymentId', message: paymentTextsIt.onlinePaymentMissing },
    ]);
  }
  if (intentId ? !INTENT.test(intentId) : !PAYMENT_REFERENCE.test(reference!)) throw new AppError('PAYMENT_NOT_FOUND');
  const applied = await ctx.db.transaction(async (tx) => {
    const row = intentId
      ? await paymentsModule.findByIntentForUpdate(tx, intentId)
      : await paymentsModule.findPaymentForUpdate(tx, reference!);
    const mine = row && (!row.userId || row.userId === caller?.id || caller?.role === 'admin');
    if (!row || !mine || row.kind !== 'product_order') throw new AppError('PAYMENT_NOT_FOUND');
    const synced = await paymentsModule.syncWithProvider(ctx, tx, row);
    if (!isPaid(synced.row.status)) throw new AppError('ORDER_NOT_PAID');
    return synced;
  });
  paymentsModule.notify(ctx, applied, 'confirm');
  const order = await repo.findOrderByPayment(ctx.db, applied.row.id);
  if (!order) throw new AppError('OUT_OF_STOCK', shopTextsIt.lateOutOfStock);
  return { success: true as const, message: shopTextsIt.orderPaid, data: await orderDto(ctx.db, order) };
}
