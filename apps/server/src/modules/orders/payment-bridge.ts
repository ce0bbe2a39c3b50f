import { fellToMinimum, orderTotals } from '@barber/shared/domain/shop';
import { shopTextsIt } from '@barber/shared/messages/shop-it';
import { CustomerDetails, type PaymentSubject } from '@barber/shared/schemas/payments';
import type { Executor } from '../../db/client';
import type { ReservedLineRow } from '../../db/schema';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import {
  HOLD_MS,
  REFUND_JOB,
  type PaidOutcome,
  type PaymentRow,
  type PaymentSubjectPort,
  type PricedSubject,
  type UnpaidOutcome,
} from '../payments/index';
import { onOrderRefunded } from './payment-refund';
import { recordOrder } from './record';
import * as repo from './repo';
import { restoreStock, takeStock, type LowStock } from './stock';
import { productsByIds } from './stock-repo';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

/**
 * The shop's side of a card or TWINT payment (ADR 0016). Creating the payment takes the cart's stock at once
 * (a reservation, 15 minutes like a booking's hold); the order itself is created only when the payment is
 * verified, in the transaction that makes it paid. A payment that ends unpaid gives the stock back. All three
 * run under the payment's row lock, and the reservation's state makes each happen once.
 */

/** After the commit: the products list kept in memory shows the stock as it is now (ADR 0080). */
const stockChanged = (ctx: AppContext) => () => ctx.realtime.listsChanged(['products']);

const required = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);

/** create-intent / TWINT create with type product_order: the cart priced from the database, its stock taken. */
async function reserveCart(ctx: AppContext, tx: Executor, subject: PaymentSubject): Promise<PricedSubject> {
  const cart = (subject.items ?? []).map((item) => ({
    productId: item.productId ?? item._id ?? '',
    quantity: item.quantity ?? item.cartQuantity ?? 0,
  }));
  if (cart.length === 0) throw required('orderData.items', fieldMessagesIt.common.cartEmpty);
  if (cart.some((line) => !line.productId || line.quantity < 1))
    throw required('orderData.items', moduleMessagesIt.cartItemsInvalid);
  const customer = CustomerDetails.safeParse(subject.customerDetails);
  if (!customer.success) throw required('orderData.customerDetails', fieldMessagesIt.payments.fieldRequired);
  const now = ctx.now();
  const { lines } = await takeStock(tx, cart, now);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    kind: 'product_order',
    amountRappen: orderTotals(lines).totalRappen,
    description: shopTextsIt.orderDescription(count),
    // hold: the payment answers holdExpiresAt like a booking's hold.
    details: { hold: true, items: lines },
    appointmentId: null,
    customerDetails: customer.data,
    expiresAt: new Date(now.getTime() + HOLD_MS),
    afterInsert: (exec, payment) => repo.insertReservation(exec, payment.id, lines),
    afterCommit: stockChanged(ctx),
  };
}

/** Products that these lines have brought to their minimum, read as they are now (for the owner's email). */
async function lowStockOf(tx: Executor, lines: readonly ReservedLineRow[]): Promise<LowStock[]> {
  const rows = await productsByIds(tx, lines.map((l) => l.productId));
  return rows.flatMap((p) => {
    const taken = lines.find((l) => l.productId === p.id)?.quantity ?? 0;
    return fellToMinimum(p.inventoryQuantity + taken, p.inventoryQuantity, p.minQuantity)
      ? [{ productId: p.id, name: p.name, quantity: p.inventoryQuantity, minQuantity: p.minQuantity }]
      : [];
  });
}

/** The stock again for a payment that arrives after its reservation was released; false when it is gone. */
async function retake(tx: Executor, lines: readonly ReservedLineRow[], now: Date): Promise<boolean> {
  try {
    // A savepoint: a refused line must not abort the payment's transaction.
    await tx.transaction((sp) => takeStock(sp, lines, now));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}

/**
 * The payment became paid (confirm, webhook, TWINT confirmation, the expiry job's discovery): the order is
 * created from the reserved cart at the prices paid, status confirmed. Paid after the reservation was released:
 * the stock is taken again if it is still there, otherwise the payment is refunded in full by the refund job.
 */
async function onOrderPaid(ctx: AppContext, tx: Executor, row: PaymentRow): Promise<PaidOutcome> {
  const none: PaidOutcome = { row, slots: [], refundQueued: false };
  const reservation = await repo.lockReservation(tx, row.id);
  if (!reservation || reservation.state === 'ordered') return none;
  const retaking = reservation.state === 'released';
  if (retaking && !(await retake(tx, reservation.items, ctx.now()))) {
    await repo.setReservationState(tx, row.id, 'released', null);
    await ctx.jobs.enqueue(tx, REFUND_JOB, { paymentId: row.id, cause: 'order_late' });
    return { ...none, refundQueued: true };
  }
  const order = await recordOrder(ctx, tx, {
    lines: reservation.items,
    customer: row.customerDetails!,
    userId: row.userId,
    status: 'confirmed',
    paymentMethod: row.method,
    paymentId: row.id,
    paymentStatus: 'paid',
    lowStock: await lowStockOf(tx, reservation.items),
    // The payer's language, recorded on the payment when its request opened it (ADR 0071).
    language: row.language,
  });
  await repo.setReservationState(tx, row.id, 'ordered', order.id);
  return retaking ? { ...none, afterCommit: stockChanged(ctx) } : none;
}

/** The payment ended unpaid (expired, declined TWINT, cancelled, left by the payer): its stock goes back once. */
async function releaseReservation(ctx: AppContext, tx: Executor, row: PaymentRow): Promise<UnpaidOutcome> {
  const reservation = await repo.lockReservation(tx, row.id);
  if (reservation?.state !== 'held') return { slots: null };
  await restoreStock(tx, reservation.items, ctx.now());
  await repo.setReservationState(tx, row.id, 'released', null);
  return { slots: null, afterCommit: stockChanged(ctx) };
}

/** A shop order, as the payments module sees it (payments/subjects.ts; ADR 0016 and 0043). */
export const orderPayments: PaymentSubjectPort = {
  price: (ctx, tx, subject) => reserveCart(ctx, tx, subject),
  paid: onOrderPaid,
  released: releaseReservation,
  refunded: onOrderRefunded,
};
