import { createHash, randomBytes } from 'node:crypto';
import { rappenToChf } from '@barber/shared/domain/money';
import type { Language } from '@barber/shared/messages/languages';
import type { CreatePaymentIntentRequest, PaymentMethod } from '@barber/shared/schemas/payments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { PaymentProviderError, intentChange, type PaymentProvider } from '../../infra/payments/provider';
import * as idempotency from '../idempotency/index';
import type { Executor } from '../../db/client';
import { priceRequest } from './pricing';
import type { PricedSubject } from './subjects';
import * as repo from './repo';
import { applyChange, UNTOUCHED } from './state';

/** 'pay_' and 32 characters from 24 random bytes: the handle a guest holds, never guessable. */
export function newReference(): string {
  return `pay_${randomBytes(24).toString('base64url')}`;
}

export function requireProvider(ctx: AppContext): PaymentProvider {
  if (!ctx.payments) throw new AppError('PAYMENTS_DISABLED');
  return ctx.payments;
}

/** A provider failure in the app's terms: never a 500, never the provider's English text. */
export function providerFailure(
  error: unknown,
  invalidAs: AppError = new AppError('PAYMENT_PROVIDER_ERROR'),
): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.kind === 'not_found') return new AppError('PAYMENT_NOT_FOUND');
  return error.kind === 'invalid' ? invalidAs : new AppError('PAYMENT_PROVIDER_ERROR');
}

/** Idempotency scope of the payment calls: a guest's keys never meet a customer's. */
export const scopeOf = (call: string, caller: AuthUser | null) =>
  caller ? `payments:${call}:user:${caller.id}` : `payments:${call}:guest`;

export interface IntentAnswer {
  success: true;
  client_secret: string;
  clientSecret: string;
  paymentIntentId: string;
  paymentId: string;
  amount: number;
  currency: 'CHF';
  status: repo.PaymentRow['status'];
  provider: 'stripe' | 'test';
  testMode: boolean;
  appointmentId: string | null;
  holdExpiresAt: string | null;
}

/** Opens an intent at the provider and records the payment, inside the caller's transaction. */
export async function openIntent(
  ctx: AppContext,
  tx: Executor,
  priced: PricedSubject,
  method: Exclude<PaymentMethod, 'cash'>,
  caller: AuthUser | null,
  /** The payer's language (ADR 0071): the receipt and the refunds are written in it. */
  language: Language,
  providerKey: string,
  /** A plan paid with autoRenew: the shop's Customer, and the card kept for off-session renewals (ADR 0017). */
  saveFor?: { customerId: string; setupFutureUsage: 'off_session' },
): Promise<{ row: repo.PaymentRow; clientSecret: string }> {
  const provider = requireProvider(ctx);
  const reference = newReference();
  let intent;
  try {
    intent = await provider.createIntent({
      amountRappen: priced.amountRappen,
      currency: 'CHF',
      metadata: {
        reference,
        kind: priced.kind,
        ...(priced.appointmentId ? { appointmentId: priced.appointmentId } : {}),
      },
      paymentMethodTypes: [method === 'twint' ? 'twint' : 'card'],
      idempotencyKey: providerKey,
      description: priced.description,
      ...(saveFor ?? {}),
    });
  } catch (error) {
    throw providerFailure(error);
  }
  const row = await repo.insertPayment(tx, {
    reference: intent.metadata.reference ?? reference,
    kind: priced.kind,
    amountRappen: priced.amountRappen,
    method,
    provider: provider.name,
    providerIntentId: intent.id,
    status: 'requires_payment_method',
    statusAt: UNTOUCHED,
    appointmentId: priced.appointmentId,
    userId: caller?.id ?? null,
    customerDetails: priced.customerDetails,
    details: priced.details,
    description: priced.description,
    expiresAt: priced.hold?.expiresAt ?? priced.expiresAt ?? null,
    language,
  });
  await priced.afterInsert?.(tx, row);
  return { row, clientSecret: intent.clientSecret };
}

export function intentAnswer(ctx: AppContext, row: repo.PaymentRow, clientSecret: string): IntentAnswer {
  const provider = requireProvider(ctx);
  return {
    success: true,
    client_secret: clientSecret,
    clientSecret,
    paymentIntentId: row.providerIntentId ?? '',
    paymentId: row.reference,
    amount: rappenToChf(row.amountRappen),
    currency: 'CHF',
    status: row.status,
    provider: provider.name,
    testMode: provider.name === 'test' || provider.publishableKey.startsWith('pk_test_'),
    appointmentId: row.appointmentId,
    holdExpiresAt: row.details.hold === true && row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/**
 * POST /payments/create-intent. The amount comes from the database (pricing.ts), and a new booking's slot is
 * held first (its subject's port, subjects.ts): a taken slot answers 409 before any intent exists. With an Idempotency-Key the
 * same request answers the same payment (and the same hold): the key row and the payment commit together, and the provider gets a
 * key derived from it, so even a retry after a lost answer never opens a second intent.
 */
export async function createPaymentIntent(
  ctx: AppContext,
  caller: AuthUser | null,
  body: CreatePaymentIntentRequest,
  key: string | undefined,
  language: Language,
): Promise<idempotency.Answer<IntentAnswer>> {
  requireProvider(ctx);
  const scope = scopeOf('intent', caller);
  const providerKey = key
    ? `create-intent:${createHash('sha256')
        .update(`${scope}\n${key}\n${idempotency.hashBody(body)}`)
        .digest('hex')}`
    : `create-intent:${newReference()}`;
  let held: PricedSubject | undefined;
  const answer = await ctx.db.transaction((tx) =>
    idempotency.once(tx, key ? { scope, key, body } : undefined, async () => {
      const priced = await priceRequest(ctx, tx, body, caller, language);
      held = priced;
      const { row, clientSecret } = await openIntent(
        ctx,
        tx,
        priced,
        body.paymentMethod,
        caller,
        language,
        providerKey,
      );
      return { statusCode: 201, body: intentAnswer(ctx, row, clientSecret) };
    }),
  );
  announceHold(ctx, held);
  return answer;
}

/** After the commit: the held slot disappears from the open booking pages; the subject tells what it tells. */
export function announceHold(ctx: AppContext, priced: Pick<PricedSubject, 'hold' | 'afterCommit'> | undefined) {
  const held = priced?.hold;
  if (held) ctx.realtime.slotsChanged({ barberId: held.barberId, dates: [held.date] });
  priced?.afterCommit?.();
}

/** Reads the intent from the provider and applies what it says (the server's own verification of a payment). */
export async function syncWithProvider(ctx: AppContext, tx: Executor, row: repo.PaymentRow) {
  if (row.provider === 'manual' || !row.providerIntentId)
    return { row, before: row, changed: false, slots: [], refundQueued: false };
  const provider = requireProvider(ctx);
  if (provider.name !== row.provider) throw new AppError('PAYMENT_PROVIDER_ERROR');
  let intent;
  try {
    intent = await provider.retrieve(row.providerIntentId);
  } catch (error) {
    throw providerFailure(error);
  }
  if (intent.amountRappen !== row.amountRappen) throw new AppError('PAYMENT_AMOUNT_INVALID');
  return applyChange(ctx, tx, row, intentChange(intent, ctx.now().getTime()));
}
