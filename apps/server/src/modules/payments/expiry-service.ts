import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type { PaymentEvent } from '@barber/shared/domain/payments/state-machine';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { baseStatusOfIntent, intentChange } from '../../infra/payments/provider';
import type * as repo from './repo';
import { lockExpired } from './repo';
import { applyChange, notify, type AppliedChange } from './state';

export const EXPIRE_PAYMENTS_JOB = 'payments.expire';
const EXPIRE_EVERY_MS = 60 * 1000;

/**
 * What an overdue payment becomes. A provider intent is cancelled first, so the payer can no longer pay it;
 * if the provider refuses because the money was taken meanwhile, the success counts (its hold, still in place,
 * is confirmed). If the provider cannot be reached the payment expires here anyway: the hold is a promise of 15
 * minutes, and a success that still arrives later is handled as a late payment (rebooked or refunded).
 */
async function expiryChange(ctx: AppContext, row: repo.PaymentRow): Promise<PaymentEvent> {
  const expired: PaymentEvent = { type: 'status', status: 'expired', at: row.expiresAt!.getTime() };
  const provider = ctx.payments;
  if (row.provider === 'manual' || !row.providerIntentId || provider?.name !== row.provider) return expired;
  try {
    await provider.cancel(row.providerIntentId);
    return expired;
  } catch (error) {
    const intent = await provider.retrieve(row.providerIntentId).catch(() => null);
    if (intent && baseStatusOfIntent(intent) === 'succeeded') return intentChange(intent, ctx.now().getTime());
    ctx.log.warn({ err: error, paymentId: row.id }, 'payment intent not cancelled at the provider; expired here');
    return expired;
  }
}

async function expireOne(ctx: AppContext, tx: Executor, row: repo.PaymentRow): Promise<AppliedChange> {
  const change = await expiryChange(ctx, row);
  const twint = row.method === 'twint' && row.provider === 'manual';
  return applyChange(ctx, tx, row, change, twint ? { errorMessage: paymentTextsIt.twintExpired } : {});
}

/**
 * Expires open payments past their time (a pending TWINT payment nobody confirmed, a held slot not paid within
 * 15 minutes): the payment ends expired and its hold is released in the same transaction (state.ts), then open
 * booking pages hear slots:changed. Batches that several instances can share (SKIP LOCKED); the app's clock, so
 * tests move it. Answers how many payments it handled.
 */
export async function expireOverduePayments(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.now();
    const applied = await ctx.db.transaction(async (tx) => {
      const rows = await lockExpired(tx, now, 100);
      const done: AppliedChange[] = [];
      for (const row of rows) done.push(await expireOne(ctx, tx, row));
      return done;
    });
    for (const change of applied) notify(ctx, change, 'expiry');
    total += applied.length;
    if (applied.length < 100) return total;
  }
}

export function schedulePaymentExpiry(ctx: AppContext) {
  ctx.jobs.register(EXPIRE_PAYMENTS_JOB, async () => {
    const count = await expireOverduePayments(ctx);
    if (count > 0) ctx.log.info({ expired: count }, 'unpaid payments expired');
  });
  ctx.jobs.every(EXPIRE_PAYMENTS_JOB, EXPIRE_EVERY_MS);
}
