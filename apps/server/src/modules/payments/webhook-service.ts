import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { WebhookSignatureError, type ProviderEvent } from '../../infra/payments/provider';
import * as repo from './repo';
import { applyChange, notify } from './state';

/**
 * POST /payments/webhook. The raw body is verified first (Stripe's scheme, 300 s); a bad signature changes
 * nothing. Then, in one transaction: the payment is locked, the event id recorded (a second delivery finds it
 * and stops there), and the event applied through the order-independent reducer. Events about intents this app
 * does not know (another integration on the same Stripe account) are recorded and acknowledged, so Stripe stops
 * sending them.
 */
export async function receiveWebhook(
  ctx: AppContext,
  rawBody: unknown,
  signature: string | string[] | undefined,
) {
  if (!ctx.payments || typeof rawBody !== 'string') throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  let event: ProviderEvent;
  try {
    event = ctx.payments.constructWebhookEvent(rawBody, Array.isArray(signature) ? signature[0] : signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      ctx.log.warn({ reason: error.message }, 'payment webhook refused');
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    }
    throw error;
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = event.intentId ? await repo.findByIntentForUpdate(tx, event.intentId) : undefined;
    const fresh = await repo.recordEvent(tx, event.id, event.type, row?.id ?? null);
    if (!fresh) return { duplicate: true as const };
    if (!row || !event.change) return { duplicate: false as const };
    // A plan paid through Stripe.js is known here first: its card is kept for the renewal (ADR 0017).
    const extra =
      row.kind === 'subscription' &&
      event.paymentMethodId &&
      event.change.type === 'status' &&
      event.change.status === 'succeeded'
        ? { details: { ...row.details, paymentMethodId: event.paymentMethodId } }
        : {};
    return { duplicate: false as const, applied: await applyChange(ctx, tx, row, event.change, extra) };
  });
  if ('applied' in outcome && outcome.applied) notify(ctx, outcome.applied, 'webhook');
  return { received: true as const, duplicate: outcome.duplicate };
}
