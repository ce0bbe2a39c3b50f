import { createHash } from 'node:crypto';
import { rappenToChf } from '@barber/shared/domain/money';
import {
  twintStatusOf,
  type PaymentStatus,
  type TwintStatus,
} from '@barber/shared/domain/payments/state-machine';
import { formatRappen } from '@barber/shared/messages/format-it';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type { Language } from '@barber/shared/messages/languages';
import type { CreatePaymentIntentRequest } from '@barber/shared/schemas/payments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import * as idempotency from '../idempotency/index';
import { toTwintDto } from './dto';
import { announceHold, newReference, requireProvider, scopeOf } from './intent-service';
import { priceRequest } from './pricing';
import type { PricedSubject } from './subjects';
import * as repo from './repo';
import { applyChange, notify, UNTOUCHED, type AppliedChange } from './state';

/**
 * The spec's own TWINT flow (001 section 4, 002 sections 3 and 4): a pending payment the customer pays in the
 * TWINT app to the shop, which the admin then confirms (or, in test mode, the built-in simulator page approves).
 * It needs no payment provider contract, but follows PAYMENT_PROVIDER=none like every online payment.
 */
export const TWINT_EXPIRY_MS = 15 * 60 * 1000;

const STATUSES_OF: Record<TwintStatus, PaymentStatus[]> = {
  pending: ['requires_payment_method', 'requires_action', 'processing'],
  completed: ['succeeded', 'partially_refunded', 'refunded'],
  failed: ['failed'],
  cancelled: ['canceled'],
  expired: ['expired'],
};

const testMode = (ctx: AppContext) => ctx.payments?.name === 'test';

export async function createTwintPayment(
  ctx: AppContext,
  caller: AuthUser | null,
  body: CreatePaymentIntentRequest,
  key: string | undefined,
  language: Language,
) {
  requireProvider(ctx);
  const scope = scopeOf('twint', caller);
  let held: PricedSubject | undefined;
  const answer = await ctx.db.transaction((tx) =>
    idempotency.once(tx, key ? { scope, key, body } : undefined, async () => {
      const priced = await priceRequest(ctx, tx, body, caller, language);
      held = priced;
      const now = ctx.now();
      const simulated = testMode(ctx);
      const row = await repo.insertPayment(tx, {
        reference: newReference(),
        kind: priced.kind,
        amountRappen: priced.amountRappen,
        method: 'twint',
        provider: 'manual',
        status: 'requires_payment_method',
        statusAt: UNTOUCHED,
        appointmentId: priced.appointmentId,
        userId: caller?.id ?? null,
        customerDetails: priced.customerDetails,
        details: { ...priced.details, testMode: simulated },
        description: priced.description,
        // The hold and the payment end together.
        expiresAt: priced.hold?.expiresAt ?? priced.expiresAt ?? new Date(now.getTime() + TWINT_EXPIRY_MS),
        language,
      });
      await priced.afterInsert?.(tx, row);
      // Test mode: the simulator page (phase 2 of the web app) approves or declines; otherwise the page with the
      // shop's TWINT QR code, the amount and the reference, confirmed by the admin.
      const page = simulated ? 'twint-simulator' : 'twint';
      return {
        statusCode: 201,
        body: {
          success: true as const,
          data: {
            twintUrl: `${ctx.config.publicUrl}/${page}/${row.reference}`,
            paymentId: row.reference,
            amount: rappenToChf(row.amountRappen),
            currency: 'CHF' as const,
            expiresAt: row.expiresAt!.toISOString(),
            testMode: simulated,
            appointmentId: row.appointmentId,
          },
        },
      };
    }),
  );
  announceHold(ctx, held);
  return answer;
}

export async function twintStatus(ctx: AppContext, reference: string) {
  const row = await repo.findPayment(ctx.db, reference);
  if (!row || row.method !== 'twint') throw new AppError('PAYMENT_NOT_FOUND');
  return {
    success: true as const,
    data: {
      status: twintStatusOf(row.status),
      paymentDetails: {
        paymentId: row.reference,
        amount: rappenToChf(row.amountRappen),
        currency: 'CHF' as const,
        description: row.description,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        errorMessage: row.errorMessage,
      },
    },
  };
}

export async function listTwintPayments(ctx: AppContext, status: TwintStatus | undefined) {
  const rows = await repo.listManualTwint(ctx.db, status ? STATUSES_OF[status] : undefined, 500);
  return { success: true as const, data: rows.map(toTwintDto) };
}

/**
 * Settles a pending manual TWINT payment (admin confirm or cancel, simulator approve or decline). Anything but a
 * pending one, or a second settlement of the same payment, is the spec's 404 'Pagamento non trovato o già
 * processato' and changes nothing: the row lock makes two concurrent confirmations take turns.
 */
async function settle(
  ctx: AppContext,
  key: string,
  decide: (
    row: repo.PaymentRow,
    now: Date,
  ) => { change: Parameters<typeof applyChange>[3]; extra: Parameters<typeof applyChange>[4] },
): Promise<AppliedChange> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findPaymentForUpdate(tx, key);
    if (
      !row ||
      row.method !== 'twint' ||
      row.provider !== 'manual' ||
      twintStatusOf(row.status) !== 'pending'
    ) {
      throw new AppError('PAYMENT_ALREADY_PROCESSED');
    }
    const now = ctx.now();
    const { change, extra } = decide(row, now);
    return applyChange(ctx, tx, row, change, extra);
  });
}

export async function confirmTwint(
  ctx: AppContext,
  admin: AuthUser,
  key: string,
  body: { confirmationId?: string | undefined; twintReference?: string | undefined },
) {
  const applied = await settle(ctx, key, (_row, now) => ({
    change: { type: 'status', status: 'succeeded', at: now.getTime() },
    extra: {
      confirmedByUserId: admin.id,
      twintTransactionId: body.twintReference || body.confirmationId || null,
    },
  }));
  notify(ctx, applied, 'admin');
  return {
    success: true as const,
    message: paymentTextsIt.twintConfirmed(formatRappen(applied.row.amountRappen)),
  };
}

export async function cancelTwint(ctx: AppContext, admin: AuthUser, key: string, reason: string | undefined) {
  const text = reason || paymentTextsIt.adminCancelReason;
  const applied = await settle(ctx, key, (_row, now) => ({
    change: { type: 'status', status: 'canceled', at: now.getTime() },
    extra: { cancelReason: text, errorMessage: text, confirmedByUserId: admin.id },
  }));
  notify(ctx, applied, 'admin');
  return { success: true as const, message: 'Pagamento cancellato' };
}

/** Test mode only: the simulator page's buttons, standing for the payer's TWINT app. */
export async function simulateTwint(ctx: AppContext, reference: string, outcome: 'approve' | 'decline') {
  if (!testMode(ctx)) throw new AppError('ROUTE_NOT_FOUND');
  const applied = await settle(ctx, reference, (row, now) =>
    outcome === 'approve'
      ? {
          change: { type: 'status', status: 'succeeded', at: now.getTime() },
          extra: {
            twintTransactionId: `TWINT-TEST-${createHash('sha256').update(row.id).digest('hex').slice(0, 12).toUpperCase()}`,
          },
        }
      : {
          change: {
            type: 'status',
            status: 'failed',
            at: now.getTime(),
            message: paymentTextsIt.twintDeclined,
          },
          extra: {},
        },
  );
  notify(ctx, applied, 'simulator');
  return {
    success: true as const,
    message: outcome === 'approve' ? 'Pagamento Twint approvato (simulazione)' : paymentTextsIt.twintDeclined,
  };
}
