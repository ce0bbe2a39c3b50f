import { chfToRappen } from '@barber/shared/domain/money';
import { isOpen, isPaid } from '@barber/shared/domain/payments/state-machine';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type { Language } from '@barber/shared/messages/languages';
import type { Payment } from '@barber/shared/schemas/payments';
import type { z } from 'zod';
import type {
  AppointmentPaymentRequest,
  ConfirmPaymentRequest,
  PaymentHistoryQuery,
  RefundPaymentRequest,
  StripeConfigResponse,
} from '@barber/shared/schemas/payments';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { intentChange } from '../../infra/payments/provider';
import { toPaymentDto } from './dto';
import {
  intentAnswer,
  newReference,
  openIntent,
  providerFailure,
  requireProvider,
  syncWithProvider,
} from './intent-service';
import { priceRequest } from './pricing';
import * as repo from './repo';
import { refundLocked } from './refund-service';
import { applyChange, notify } from './state';
import { paymentSubject } from './subjects';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

const canSee = (row: repo.PaymentRow, caller: AuthUser | null) =>
  caller?.role === 'admin' || (row.userId !== null && row.userId === caller?.id);

/**
 * A registered customer's payment belongs to them (and the admin); a guest's payment is reached through its
 * intent id or reference alone. Someone else's payment is simply not found.
 */
export const mayConfirm = (row: repo.PaymentRow, caller: AuthUser | null) =>
  row.userId === null || canSee(row, caller);

export async function confirmPayment(
  ctx: AppContext,
  caller: AuthUser | null,
  body: z.infer<typeof ConfirmPaymentRequest>,
): Promise<{ success: true; data: Payment; message: string }> {
  const provider = requireProvider(ctx);
  const row = await repo.findByIntent(ctx.db, body.paymentIntentId);
  if (!row || !mayConfirm(row, caller) || row.provider !== provider.name)
    throw new AppError('PAYMENT_NOT_FOUND');
  // Paying twice is impossible: a paid payment answers as it is.
  if (isPaid(row.status)) return { success: true, data: toPaymentDto(row), message: 'Pagamento completato' };
  if (!isOpen(row.status)) throw new AppError('PAYMENT_NOT_CONFIRMABLE');
  let intent;
  try {
    // The provider call is made outside any transaction: no lock is held while the card network answers.
    intent = await provider.confirm(row.providerIntentId!, body.paymentMethodId, {
      returnUrl: `${ctx.config.publicUrl}/booking-confirmation?payment=${encodeURIComponent(row.reference)}`,
    });
  } catch (error) {
    throw providerFailure(
      error,
      new AppError('VALIDATION', paymentTextsIt.unsupportedMethod, [
        { field: 'paymentMethodId', message: paymentTextsIt.unsupportedMethod },
      ]),
    );
  }
  const applied = await ctx.db.transaction(async (tx) => {
    const locked = await repo.findPaymentForUpdate(tx, row.id);
    // A plan payment keeps the card it was paid with: the renewal charges it (ADR 0017). Stripe names the
    // payment method it created from a test token (pm_card_visa): that id is the one attached to the Customer.
    const extra =
      locked!.kind === 'subscription'
        ? { details: { ...locked!.details, paymentMethodId: intent.paymentMethodId ?? body.paymentMethodId } }
        : {};
    return applyChange(ctx, tx, locked!, intentChange(intent, ctx.now().getTime()), extra);
  });
  notify(ctx, applied, 'confirm');
  if (applied.row.status === 'failed')
    throw new AppError('PAYMENT_DECLINED', applied.row.errorMessage ?? undefined);
  const message = isPaid(applied.row.status) ? 'Pagamento completato' : 'Pagamento in elaborazione';
  return { success: true, data: toPaymentDto(applied.row), message };
}

/**
 * POST /payments/appointment/:id. Without an intent id: a payment for the booking at its recorded price (an open
 * one is reused, so repeated clicks never open several). With one: the payment is verified with the provider
 * (succeeded, same amount) before the booking is marked as paid online.
 */
export async function payAppointment(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
  body: NonNullable<z.infer<typeof AppointmentPaymentRequest>>,
  /** The payer's language (the request's, ADR 0071): a payment opened here sends its receipt in it. */
  language: Language = 'it',
) {
  requireProvider(ctx);
  const intentId = body.paymentIntentId ?? body.stripePaymentIntentId;
  const method = body.paymentMethod ?? body.method ?? 'stripe_card';
  const answer = await ctx.db.transaction(async (tx) => {
    // One payment flow per booking at a time: the booking's price locks it (its subject, subjects.ts), so
    // repeated clicks wait there and then reuse what the first opened.
    const priced = await priceRequest(
      ctx,
      tx,
      { type: 'appointment', currency: 'CHF', paymentMethod: method, appointmentData: { appointmentId } },
      caller,
      language,
    );
    if (intentId) {
      const row = await repo.findByIntentForUpdate(tx, intentId);
      const fits =
        row &&
        mayConfirm(row, caller) &&
        row.kind === 'appointment' &&
        (row.appointmentId === null || row.appointmentId === appointmentId);
      if (!row || !fits) throw new AppError('PAYMENT_NOT_FOUND');
      if (row.amountRappen !== priced.amountRappen)
        throw new AppError(
          'PAYMENT_AMOUNT_INVALID',
          moduleMessagesIt.amountMismatch,
        );
      const synced = await syncWithProvider(ctx, tx, row);
      if (!isPaid(synced.row.status))
        throw new AppError('PAYMENT_NOT_CONFIRMABLE', moduleMessagesIt.paymentNotCompletedYet);
      const linked = await repo.updatePayment(tx, row.id, { appointmentId, userId: row.userId ?? caller.id });
      // Now this booking's payment, and paid: the booking's side of a paid payment runs (marked paid online).
      const outcome = await paymentSubject(linked.kind).paid(ctx, tx, linked);
      return {
        afterCommit: outcome.afterCommit,
        body: {
          success: true as const,
          data: toPaymentDto(linked),
          client_secret: null,
          paymentIntentId: linked.providerIntentId,
          message: 'Pagamento registrato',
        },
      };
    }
    const existing = (await repo.listForAppointment(tx, appointmentId)).find(
      (p) => isPaid(p.status) || (isOpen(p.status) && p.method === method && p.provider !== 'manual'),
    );
    if (existing && isPaid(existing.status))
      throw new AppError('CONFLICT', moduleMessagesIt.appointmentAlreadyPaid);
    if (existing) {
      const intent = await requireProvider(ctx)
        .retrieve(existing.providerIntentId!)
        .catch((error: unknown) => {
          throw providerFailure(error);
        });
      const reused = intentAnswer(ctx, existing, intent.clientSecret);
      return {
        body: {
          success: true as const,
          data: toPaymentDto(existing),
          client_secret: reused.client_secret,
          paymentIntentId: reused.paymentIntentId,
          message: 'Pagamento già creato',
        },
      };
    }
    const { row, clientSecret } = await openIntent(
      ctx,
      tx,
      priced,
      method,
      caller,
      language,
      `appointment:${appointmentId}:${newReference()}`,
    );
    return {
      body: {
        success: true as const,
        data: toPaymentDto(row),
        client_secret: clientSecret,
        paymentIntentId: row.providerIntentId,
        message: 'Pagamento creato',
      },
    };
  });
  answer.afterCommit?.();
  return answer.body;
}

export async function paymentHistory(
  ctx: AppContext,
  caller: AuthUser,
  query: z.infer<typeof PaymentHistoryQuery>,
) {
  const rows = await repo.listPayments(ctx.db, {
    userId: caller.role === 'admin' ? undefined : caller.id,
    kind: query.type,
    status: query.status,
    limit: query.limit,
  });
  return { success: true as const, data: rows.map(toPaymentDto) };
}

export async function paymentDetails(ctx: AppContext, caller: AuthUser, key: string) {
  const row = await repo.findPayment(ctx.db, key);
  if (!row || !canSee(row, caller)) throw new AppError('PAYMENT_NOT_FOUND');
  return { success: true as const, data: toPaymentDto(row) };
}

/** POST /payments/:id/refund (admin): full or partial, never more than was paid (refund-service.ts). */
export async function refundPayment(
  ctx: AppContext,
  admin: AuthUser,
  key: string,
  body: NonNullable<z.infer<typeof RefundPaymentRequest>>,
) {
  const applied = await ctx.db.transaction(async (tx) => {
    const row = await repo.findPaymentForUpdate(tx, key);
    if (!row) throw new AppError('PAYMENT_NOT_FOUND');
    return refundLocked(ctx, tx, row, {
      amountRappen: body.amount === undefined ? undefined : chfToRappen(body.amount),
      reason: body.reason ?? null,
      byUserId: admin.id,
    });
  });
  notify(ctx, applied, 'refund');
  const message = applied.row.status === 'refunded' ? 'Pagamento rimborsato' : 'Rimborso parziale effettuato';
  return { success: true as const, data: toPaymentDto(applied.row), message };
}

export function stripeConfig(ctx: AppContext): z.infer<typeof StripeConfigResponse> {
  const provider = ctx.payments;
  if (!provider)
    return {
      publishableKey: null,
      provider: 'none',
      testMode: false,
      onlinePayments: false,
      methods: ['cash'],
      currency: 'CHF',
    };
  return {
    publishableKey: provider.publishableKey,
    provider: provider.name,
    testMode: provider.name === 'test' || provider.publishableKey.startsWith('pk_test_'),
    onlinePayments: true,
    methods: ['stripe_card', 'twint', 'cash'],
    currency: 'CHF',
  };
}

/** A late payment whose released booking was made again (appointments/payment-outcome.ts) moves to the new one. */
export function movePaymentToAppointment(tx: Executor, paymentId: string, appointmentId: string): Promise<repo.PaymentRow> {
  return repo.updatePayment(tx, paymentId, { appointmentId });
}
