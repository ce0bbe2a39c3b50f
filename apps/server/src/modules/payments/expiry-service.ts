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

/** How an unpaid payment ends: expired (its time ran out) or canceled (the payer left it). */
export type UnpaidEnd = { type: 'status'; status: 'expired' | 'canceled'; at: number };

/**
 * What an unpaid payment that ends becomes. A provider intent is cancelled first, so the payer can no longer pay
 * it; if the provider refuses because the money was taken meanwhile, the success counts (its hold, still in
 * place, is confirmed). If the provider cannot be reached the payment ends here anyway: the hold is a promise of
 * 15 minutes, and a success that still arrives later is handled as a late payment (rebooked or refunded).
 */
async function endingChange(ctx: AppContext, row: repo.PaymentRow, end: UnpaidEnd): Promise<PaymentEvent> {
  const provider = ctx.payments;
  if (row.provider === 'manual' || !row.providerIntentId || provider?.name !== row.provider) return end;
  try {
    await provider.cancel(row.providerIntentId);
    return end;
  } catch (error) {
    const intent = await provider.retrieve(row.providerIntentId).catch(() => null);
    if (intent && baseStatusOfIntent(intent) === 'succeeded') return intentChange(intent, ctx.now().getTime());
    ctx.log.warn({ err: error, paymentId: row.id }, `payment intent not cancelled at the provider; ${end.status} here`);
    return end;
  }
}

/**
 * Ends an unpaid payment locked by the caller's transaction (expiry, or the payer's release): the hold is released
 * in the same transaction (state.ts), unless the provider says it was paid. `extra` is written only when it ends.
 */
export async function endUnpaid(
  ctx: AppContext,
  tx: Executor,
  row: repo.PaymentRow,
  end: UnpaidEnd,
  extra: Partial<repo.NewPayment> = {},
): Promise<AppliedChange> {
  const change = await endingChange(ctx, row, end);
  return applyChange(ctx, tx, row, change, change === end ? extra : {});
}

async function expireOne(ctx: AppContext, tx: Executor, row: repo.PaymentRow): Promise<AppliedChange> {
  const twint = row.method === 'twint' && row.provider === 'manual';
  const end: UnpaidEnd = { type: 'status', status: 'expired', at: row.expiresAt!.getTime() };
  return endUnpaid(ctx, tx, row, end, twint ? { errorMessage: paymentTextsIt.twintExpired } : {});
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
