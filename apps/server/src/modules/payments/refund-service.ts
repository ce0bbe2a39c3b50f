import { refundableRappen } from '@barber/shared/domain/payments/amounts';
import { isPaid } from '@barber/shared/domain/payments/state-machine';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import { shopTextsIt } from '@barber/shared/messages/shop-it';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { shopContactOf } from '../notifications/index';
import { getShop } from '../shop/index';
import { refundEmail } from './emails';
import { paymentRecipient } from './recipient';
import { REFUND_JOB, type RefundCause } from './subjects';
import { providerFailure, requireProvider } from './intent-service';
import * as repo from './repo';
import { applyChange, notify, type AppliedChange } from './state';

/**
 * Refunds (part of) a paid payment locked by the caller's transaction: through its provider (a manual TWINT
 * payment is recorded, the shop pays it back by hand), recorded in payment_refunds, told to its subject (through
 * applyChange, like a refund made at the provider), emailed to the customer.
 * The row lock makes refunds of one payment take turns, so their total never passes what was paid; the
 * provider's idempotency key is the refunded total before this refund, so a retry finds the same refund.
 */
export async function refundLocked(
  ctx: AppContext,
  tx: Executor,
  row: repo.PaymentRow,
  input: { amountRappen?: number | undefined; reason: string | null; byUserId: string | null },
): Promise<AppliedChange> {
  if (!isPaid(row.status) || row.status === 'refunded') throw new AppError('REFUND_NOT_ALLOWED');
  const amountRappen = refundableRappen(row.amountRappen, row.refundedRappen, input.amountRappen);
  if (amountRappen === undefined) throw new AppError('REFUND_TOO_LARGE');
  let providerRefundId: string | null = null;
  if (row.provider !== 'manual') {
    const provider = requireProvider(ctx);
    if (provider.name !== row.provider) throw new AppError('PAYMENT_PROVIDER_ERROR');
    try {
      const refund = await provider.refund(
        row.providerIntentId!,
        amountRappen,
        `refund:${row.id}:${row.refundedRappen}:${amountRappen}`,
      );
      providerRefundId = refund.id;
    } catch (error) {
      throw providerFailure(error, new AppError('REFUND_NOT_ALLOWED'));
    }
  }
  await repo.insertRefund(tx, {
    paymentId: row.id,
    amountRappen,
    reason: input.reason,
    providerRefundId,
    createdByUserId: input.byUserId,
  });
  const applied = await applyChange(ctx, tx, row, {
    type: 'refund',
    refundedRappen: row.refundedRappen + amountRappen,
    at: ctx.now().getTime(),
  });
  const to = await paymentRecipient(tx, applied.row);
  if (to) {
    // The shop's details through the transaction (PGlite has one connection).
    const shop = shopContactOf(await getShop(tx));
    await ctx.mailer.queue(tx, refundEmail(applied.row, to, { amountRappen, reason: input.reason }, shop));
  }
  return applied;
}

const REASONS: Record<RefundCause, string> = {
  cancellation: paymentTextsIt.refundOnCancellation,
  late: paymentTextsIt.refundLatePayment,
  order_cancelled: shopTextsIt.refundOrderCancelled,
  order_late: shopTextsIt.refundOrderLate,
};

/**
 * The refund job: what is left of a paid payment goes back in full. Nothing left (an earlier run, or the
 * immediate attempt after a cancellation, already refunded it) is no work; a provider failure throws and the job
 * retries later.
 */
export async function refundInFull(ctx: AppContext, paymentId: string, cause: RefundCause): Promise<void> {
  const applied = await ctx.db.transaction(async (tx) => {
    const row = await repo.findPaymentForUpdate(tx, paymentId);
    if (!row || !isPaid(row.status) || row.refundedRappen >= row.amountRappen) return null;
    return refundLocked(ctx, tx, row, { reason: REASONS[cause], byUserId: null });
  });
  if (applied) notify(ctx, applied, 'refund');
}

export function registerRefundJob(ctx: AppContext) {
  ctx.jobs.register(REFUND_JOB, async (payload) => {
    const cause = (Object.hasOwn(REASONS, String(payload.cause)) ? payload.cause : 'cancellation') as RefundCause;
    await refundInFull(ctx, String(payload.paymentId), cause);
  });
}

/**
 * A paid booking being cancelled (by its client or by staff), inside that transaction: a refund job for each of
 * its paid payments, so the refund happens even if the provider is down right now. Answers their ids, for
 * refundNow after the commit.
 */
export async function queueCancellationRefunds(
  ctx: AppContext,
  tx: Executor,
  appointmentId: string,
): Promise<string[]> {
  const paid = (await repo.refundableForAppointment(tx, appointmentId)).filter((p) => p.method !== 'cash');
  for (const payment of paid) {
    await ctx.jobs.enqueue(tx, REFUND_JOB, {
      paymentId: payment.id,
      cause: 'cancellation' satisfies RefundCause,
    });
  }
  return paid.map((p) => p.id);
}

/**
 * After the cancellation committed: the refunds are tried at once, so the answer usually shows them done; a
 * failure is left to the queued job (which finds nothing to do when this succeeded).
 */
export async function refundNow(
  ctx: AppContext,
  paymentIds: string[],
  cause: RefundCause = 'cancellation',
): Promise<void> {
  for (const id of paymentIds) {
    try {
      await refundInFull(ctx, id, cause);
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: id }, 'refund deferred to the jobs worker');
    }
  }
  if (paymentIds.length > 0) ctx.jobs.kick();
}
