import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { FALLBACK_SHOP, shopContactOf } from '../notifications/index';
import { getShop, DEFAULT_TIME_ZONE } from '../shop/index';
import { receiptEmail } from './emails';
import { paymentRecipient } from './recipient';
import type * as repo from './repo';
import { paymentSubject, type PaidOutcome, type UnpaidOutcome } from './subjects';

async function queueReceipt(ctx: AppContext, tx: Executor, row: repo.PaymentRow) {
  const to = await paymentRecipient(tx, row);
  if (!to) return;
  // Read through the transaction (the shop cache may need the database, and PGlite has one connection).
  const shopRow = await getShop(tx);
  const shop = shopRow ? shopContactOf(shopRow) : { ...FALLBACK_SHOP, timeZone: DEFAULT_TIME_ZONE };
  await ctx.mailer.queue(tx, receiptEmail(row, to, shop));
}

/**
 * Runs in the transaction that made the payment paid, with the payment row locked: the subject's own success
 * (a booking confirmed, an order created, the plan extended: subjects.ts), then the receipt, unless the subject
 * could no longer deliver and queued a refund instead.
 */
export async function settlePaid(ctx: AppContext, tx: Executor, row: repo.PaymentRow): Promise<PaidOutcome> {
  if (row.method === 'cash') return { row, slots: [], refundQueued: false };
  const outcome = await paymentSubject(row.kind).paid(ctx, tx, row);
  if (!outcome.refundQueued) await queueReceipt(ctx, tx, outcome.row);
  return outcome;
}

/** The payment ended unpaid: its subject gives back what it held; the slot to announce, if one was freed. */
export async function settleUnpaid(ctx: AppContext, tx: Executor, row: repo.PaymentRow): Promise<UnpaidOutcome> {
  return (await paymentSubject(row.kind).released?.(ctx, tx, row)) ?? { slots: null };
}

/**
 * Money went back on the payment (every refund: a cancellation's, a late payment's, the admin's, one made at the
 * provider): its subject's side, in the same transaction; what it tells after the commit.
 */
export async function settleRefund(
  ctx: AppContext,
  tx: Executor,
  row: repo.PaymentRow,
  amountRappen: number,
): Promise<(() => void) | undefined> {
  return (await paymentSubject(row.kind).refunded(ctx, tx, row, { amountRappen })).afterCommit;
}
