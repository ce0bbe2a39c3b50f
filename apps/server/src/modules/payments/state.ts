import {
  applyPaymentEvent,
  baseOf,
  isPaid,
  paymentStatusOf,
  type PaymentEvent,
  type PaymentState,
} from '@barber/shared/domain/payments/state-machine';
import type { PaymentUpdateEvent, SlotsChangedEvent } from '@barber/shared/realtime';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { toUpdateEvent } from './dto';
import { settlePaid, settleRefund, settleUnpaid } from './settle';
import * as repo from './repo';

/**
 * The status time of a payment no event has touched yet: the epoch, so the provider's first event always counts
 * (its clock and ours differ; a 'processing' stamped a second before our insert must not lose to it).
 */
export const UNTOUCHED = new Date(0);

export function stateOf(row: repo.PaymentRow): PaymentState {
  return {
    amountRappen: row.amountRappen,
    base: baseOf(row.status),
    baseAt: row.statusAt.getTime(),
    refundedRappen: row.refundedRappen,
    errorMessage: row.status === 'failed' ? row.errorMessage : null,
  };
}

/** A payment that can no longer succeed in its own flow: its held slot is released at once. */
export const ended = (row: repo.PaymentRow) =>
  row.status === 'canceled' ||
  row.status === 'expired' ||
  (row.status === 'failed' && row.provider === 'manual');

/**
 * Applies one event to a payment locked by the caller's transaction, through the order-independent reducer
 * (shared/domain/payments/state-machine.ts). What was paid for follows in the same transaction (settle.ts, through
 * its subject's port): a success confirms what was held (or, too late, refunds it); an end without payment releases it;
 * a refund is told to the subject.
 */
export async function applyChange(
  ctx: AppContext,
  tx: Executor,
  row: repo.PaymentRow,
  change: PaymentEvent,
  extra: Partial<repo.NewPayment> = {},
): Promise<AppliedChange> {
  const before = stateOf(row);
  const after = applyPaymentEvent(before, change);
  const status = paymentStatusOf(after);
  const changed =
    status !== row.status ||
    after.baseAt !== before.baseAt ||
    after.refundedRappen !== before.refundedRappen ||
    after.errorMessage !== before.errorMessage;
  if (!changed && Object.keys(extra).length === 0)
    return { row, before: row, changed: false, slots: [], refundQueued: false };
  const paid = isPaid(status);
  const updated = await repo.updatePayment(tx, row.id, {
    status,
    statusAt: new Date(after.baseAt),
    refundedRappen: after.refundedRappen,
    // A decline's reason while failed; a cancellation's reason is written by its caller (extra).
    errorMessage: status === 'failed' ? after.errorMessage : status === row.status ? row.errorMessage : null,
    completedAt: paid ? new Date(after.baseAt) : null,
    ...extra,
  });
  let applied: AppliedChange;
  if (paid && !isPaid(row.status)) {
    applied = { ...(await settlePaid(ctx, tx, updated)), before: row, changed };
  } else {
    const released = ended(updated) && !ended(row) ? await settleUnpaid(ctx, tx, updated) : { slots: null };
    applied = {
      row: updated,
      before: row,
      changed,
      slots: released.slots ? [released.slots] : [],
      refundQueued: false,
      afterCommit: released.afterCommit,
    };
  }
  // Money went back (our refund, or one made at the provider and told by its webhook): the subject hears it.
  if (after.refundedRappen > before.refundedRappen) {
    const told = await settleRefund(ctx, tx, applied.row, after.refundedRappen - before.refundedRappen);
    applied = { ...applied, afterCommit: afterBoth(applied.afterCommit, told) };
  }
  return applied;
}

const afterBoth = (first: (() => void) | undefined, second: (() => void) | undefined) =>
  first && second
    ? () => {
        first();
        second();
      }
    : (first ?? second);

export interface AppliedChange {
  row: repo.PaymentRow;
  before: repo.PaymentRow;
  changed: boolean;
  /** Grids to refresh after the commit (a hold released, a late payment booked again). */
  slots: SlotsChangedEvent[];
  /** A refund job was queued (a late payment whose slot was taken): the worker is woken after the commit. */
  refundQueued: boolean;
  /** The team's live notices of a booking this payment confirmed (ADR 0053). */
  afterCommit?: (() => void) | undefined;
}

/**
 * After the commit: the payment's room hears payment_{id}; a TWINT payment that has just been paid also hears
 * twint_payment_completed, and twint_payment_confirmed when the admin confirmed it.
 */
export function notify(ctx: AppContext, applied: AppliedChange, source: PaymentUpdateEvent['source']) {
  for (const slots of applied.slots) ctx.realtime.slotsChanged(slots);
  applied.afterCommit?.();
  if (applied.refundQueued) ctx.jobs.kick();
  if (!applied.changed) return;
  const { row, before } = applied;
  const completed = row.method === 'twint' && isPaid(row.status) && !isPaid(before.status);
  const events = completed
    ? source === 'admin'
      ? (['twint_payment_confirmed', 'twint_payment_completed'] as const)
      : (['twint_payment_completed'] as const)
    : [];
  ctx.realtime.paymentChanged(toUpdateEvent(row, source), events);
}
