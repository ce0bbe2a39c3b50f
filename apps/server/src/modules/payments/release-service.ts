import { isOpen, isPaid } from '@barber/shared/domain/payments/state-machine';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { endUnpaid } from './expiry-service';
import * as repo from './repo';
import { mayConfirm } from './service';
import { ended, notify } from './state';

/**
 * POST /payments/:id/release: the payer leaves a started, unpaid payment (another method, 'Annulla', back), so
 * the slot it holds is free at once instead of after 15 minutes, and their own booking in the shop can take it.
 * The same end as expiry (expiry-service.ts), with status canceled: the intent is cancelled at the provider and
 * the hold released in the payment's transaction; if the provider says it was paid meanwhile, the success counts.
 * A payment that already ended answers released false and changes nothing (a second release is harmless).
 */
export async function releasePayment(ctx: AppContext, caller: AuthUser | null, reference: string) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await repo.findPaymentForUpdate(tx, reference);
    if (!row || !mayConfirm(row, caller)) throw new AppError('PAYMENT_NOT_FOUND');
    if (isPaid(row.status)) throw new AppError('PAYMENT_NOT_CONFIRMABLE', paymentTextsIt.releaseAfterPayment);
    if (!isOpen(row.status) || ended(row)) return { row, applied: null };
    const end = { type: 'status', status: 'canceled', at: ctx.now().getTime() } as const;
    const reason = paymentTextsIt.releasedByPayer;
    const applied = await endUnpaid(ctx, tx, row, end, { cancelReason: reason, errorMessage: reason });
    return { row: applied.row, applied };
  });
  // The hold ended unpaid, as on expiry: open grids hear slots:changed, the payment's room its new status.
  if (outcome.applied) notify(ctx, outcome.applied, 'expiry');
  const { row } = outcome;
  const paid = isPaid(row.status);
  const released = !!outcome.applied && !paid;
  const message = paid
    ? paymentTextsIt.releasePaidMeanwhile
    : released
      ? paymentTextsIt.released
      : paymentTextsIt.alreadyReleased;
  return { success: true as const, released, status: row.status, message };
}
