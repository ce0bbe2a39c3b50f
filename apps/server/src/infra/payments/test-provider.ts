import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { isChargeable } from '@barber/shared/domain/payments/amounts';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import {
  OFFLINE_PUBLISHABLE_KEY,
  PaymentProviderError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  toProviderEvent,
  type CreateIntentInput,
  AUTHENTICATION_REQUIRED,
  type OnlineMethodType,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderRefund,
} from './provider';

/**
 * The built-in provider (PAYMENT_PROVIDER=test, the default): Stripe's PaymentIntents mirrored in memory, so the
 * whole payment flow works offline. As in Stripe's test mode, the payment method id decides the outcome:
 * pm_card_visa succeeds, pm_card_chargeDeclined is declined, and so on. It signs its own webhook events with the
 * webhook secret exactly as Stripe does, so the webhook route is exercised the same way in both modes.
 * Intents live in this process only: a restart forgets them (a test mode, not a ledger).
 */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** A Stripe-shaped event about one intent, e.g. payment_intent.succeeded or charge.refunded. */
  event(
    type: string,
    intentId: string,
    options?: { createdSeconds?: number; amountRefundedRappen?: number; id?: string },
  ): StripeEventJson;
  /** The raw body and Stripe-Signature header Stripe would send for an event. */
  sign(event: StripeEventJson, timestampSeconds?: number): { body: string; signature: string };
  /** Every event this provider emitted for its own transitions, oldest first. */
  emitted(): StripeEventJson[];
}

export interface StripeEventJson {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

/** Outcome of each test payment method id, as in Stripe's test mode (decline codes per Stripe's docs). */
const METHODS: Record<string, { type: OnlineMethodType; decline?: string; authenticate?: true }> = {
  pm_card_visa: { type: 'card' },
  pm_card_mastercard: { type: 'card' },
  pm_card_visa_debit: { type: 'card' },
  pm_card_ch: { type: 'card' },
  pm_card_chargeDeclined: { type: 'card', decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { type: 'card', decline: 'insufficient_funds' },
  pm_card_chargeDeclinedExpiredCard: { type: 'card', decline: 'expired_card' },
  pm_card_chargeDeclinedIncorrectCvc: { type: 'card', decline: 'incorrect_cvc' },
  pm_card_chargeDeclinedProcessingError: { type: 'card', decline: 'processing_error' },
  // Its bank asks for 3D Secure on every payment: on-session the intent waits (requires_action), off-session
  // it is declined with authentication_required.
  pm_card_authenticationRequired: { type: 'card', authenticate: true },
  pm_twint: { type: 'twint' },
  pm_twint_declined: { type: 'twint', decline: 'generic_decline' },
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function token(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('');
}

interface StoredIntent extends ProviderIntent {
  paymentMethodTypes: OnlineMethodType[];
  created: number;
  description: string | null;
  customerId: string | null;
  setupFutureUsage: 'off_session' | null;
}

export function createTestProvider(options: { webhookSecret: string; now: () => Date }): TestPaymentProvider {
  const intents = new Map<string, StoredIntent>();
  const byIdempotencyKey = new Map<string, { fingerprint: string; id: string }>();
  const customers = new Map<string, { metadata: Record<string, string> }>();
  const customersByKey = new Map<string, { fingerprint: string; id: string }>();
  const refundsByKey = new Map<string, ProviderRefund>();
  const log: StripeEventJson[] = [];
  const seconds = () => Math.floor(options.now().getTime() / 1000);

  const copy = (intent: StoredIntent): ProviderIntent => ({
    id: intent.id,
    clientSecret: intent.clientSecret,
    amountRappen: intent.amountRappen,
    currency: intent.currency,
    status: intent.status,
    lastErrorCode: intent.lastErrorCode,
    amountRefundedRappen: intent.amountRefundedRappen,
    metadata: { ...intent.metadata },
    redirectUrl: intent.redirectUrl,
    paymentMethodId: intent.paymentMethodId ?? null,
  });
  const find = (id: string): StoredIntent => {
    const intent = intents.get(id);
    if (!intent) throw new PaymentProviderError('not_found', `No such payment_intent: '${id}'`);
    return intent;
  };

  function intentObject(intent: StoredIntent): Record<string, unknown> {
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amountRappen,
      amount_received: intent.status === 'succeeded' ? intent.amountRappen : 0,
      currency: intent.currency.toLowerCase(),
      status: intent.status,
      metadata: intent.metadata,
      payment_method_types: intent.paymentMethodTypes,
      payment_method: intent.paymentMethodId ?? null,
      customer: intent.customerId,
      setup_future_usage: intent.setupFutureUsage,
      last_payment_error: intent.lastErrorCode
        ? intent.lastErrorCode === AUTHENTICATION_REQUIRED
          ? { type: 'card_error', code: AUTHENTICATION_REQUIRED, decline_code: AUTHENTICATION_REQUIRED }
          : { type: 'card_error', code: 'card_declined', decline_code: intent.lastErrorCode }
        : null,
      created: intent.created,
      livemode: false,
    };
  }

  function event(
    type: string,
    intentId: string,
    extra: { createdSeconds?: number; amountRefundedRappen?: number; id?: string } = {},
  ): StripeEventJson {
    const intent = find(intentId);
    const object =
      type === 'charge.refunded'
        ? {
            id: `ch_${token(24)}`,
            object: 'charge',
            amount: intent.amountRappen,
            amount_refunded: extra.amountRefundedRappen ?? intent.amountRefundedRappen,
            payment_intent: intent.id,
            refunded: (extra.amountRefundedRappen ?? intent.amountRefundedRappen) >= intent.amountRappen,
          }
        : intentObject(intent);
    return {
      id: extra.id ?? `evt_${token(24)}`,
      object: 'event',
      type,
      created: extra.createdSeconds ?? seconds(),
      livemode: false,
      data: { object },
    };
  }

  const emit = (type: string, intentId: string) => {
    log.push(event(type, intentId));
  };

  /** Stripe answers a replayed idempotency key with the first result's id, and refuses the key with other parameters. */
  const replayed = (
    made: Map<string, { fingerprint: string; id: string }>,
    key: string,
    fingerprint: string,
  ) => {
    const earlier = made.get(key);
    if (earlier && earlier.fingerprint !== fingerprint)
      throw new PaymentProviderError(
        'invalid',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    return earlier?.id;
  };

  /** A new intent made under an idempotency key, nothing refunded yet; announced as Stripe does. */
  const storeIntent = (
    key: string,
    fingerprint: string,
    fields: Omit<StoredIntent, 'id' | 'clientSecret' | 'amountRefundedRappen' | 'redirectUrl' | 'created'>,
  ) => {
    const id = `pi_${token(24)}`;
    const intent: StoredIntent = {
      id,
      clientSecret: `${id}_secret_${token(24)}`,
      amountRefundedRappen: 0,
      redirectUrl: null,
      created: seconds(),
      ...fields,
    };
    intents.set(id, intent);
    byIdempotencyKey.set(key, { fingerprint, id });
    emit('payment_intent.created', id);
    return intent;
  };

  return {
    name: 'test',
    publishableKey: OFFLINE_PUBLISHABLE_KEY,

    async createIntent(input: CreateIntentInput) {
      if (!isChargeable(input.amountRappen))
        throw new PaymentProviderError('invalid', 'Amount must be at least 50 Rappen and an integer');
      if (input.customerId && !customers.has(input.customerId))
        throw new PaymentProviderError('not_found', `No such customer: '${input.customerId}'`);
      const fingerprint = JSON.stringify([
        input.amountRappen,
        input.currency,
        input.paymentMethodTypes,
        input.metadata,
        input.customerId ?? null,
        input.setupFutureUsage ?? null,
      ]);
      const earlier = replayed(byIdempotencyKey, input.idempotencyKey, fingerprint);
      if (earlier) return copy(find(earlier));
      const intent = storeIntent(input.idempotencyKey, fingerprint, {
        amountRappen: input.amountRappen,
        currency: input.currency,
        status: 'requires_payment_method',
        lastErrorCode: null,
        metadata: { ...input.metadata },
        paymentMethodTypes: [...input.paymentMethodTypes],
        description: input.description ?? null,
        customerId: input.customerId ?? null,
        setupFutureUsage: input.setupFutureUsage ?? null,
        paymentMethodId: null,
      });
      return copy(intent);
    },

    async createCustomer(input) {
      const fingerprint = JSON.stringify([input.email ?? null, input.name ?? null, input.metadata]);
      const earlier = replayed(customersByKey, input.idempotencyKey, fingerprint);
      if (earlier) return { id: earlier };
      const id = `cus_${token(14)}`;
      customers.set(id, { metadata: { ...input.metadata } });
      customersByKey.set(input.idempotencyKey, { fingerprint, id });
      return { id };
    },

    async chargeOffSession(input) {
      if (!isChargeable(input.amountRappen))
        throw new PaymentProviderError('invalid', 'Amount must be at least 50 Rappen and an integer');
      if (!customers.has(input.customerId))
        throw new PaymentProviderError('not_found', `No such customer: '${input.customerId}'`);
      const method = METHODS[input.paymentMethodId];
      if (!method || method.type !== 'card')
        throw new PaymentProviderError('invalid', `No such PaymentMethod: '${input.paymentMethodId}'`);
      const fingerprint = JSON.stringify([
        'off_session',
        input.amountRappen,
        input.currency,
        input.customerId,
        input.paymentMethodId,
        input.metadata,
      ]);
      const earlier = replayed(byIdempotencyKey, input.idempotencyKey, fingerprint);
      if (earlier) return copy(find(earlier));
      const decline = method.authenticate ? AUTHENTICATION_REQUIRED : method.decline;
      const intent = storeIntent(input.idempotencyKey, fingerprint, {
        amountRappen: input.amountRappen,
        currency: input.currency,
        // Off-session there is nobody to authenticate: Stripe declines instead of waiting (requires_payment_method).
        status: decline ? 'requires_payment_method' : 'succeeded',
        lastErrorCode: decline ?? null,
        metadata: { ...input.metadata },
        paymentMethodTypes: ['card'],
        description: input.description ?? null,
        customerId: input.customerId,
        setupFutureUsage: null,
        paymentMethodId: input.paymentMethodId,
      });
      emit(decline ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent.id);
      return copy(intent);
    },

    async retrieve(intentId) {
      return copy(find(intentId));
    },

    async confirm(intentId, paymentMethodId) {
      const intent = find(intentId);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw new PaymentProviderError(
          'invalid',
          `This PaymentIntent's status is ${intent.status} and cannot be confirmed.`,
        );
      }
      const method = METHODS[paymentMethodId];
      if (!method || !intent.paymentMethodTypes.includes(method.type)) {
        throw new PaymentProviderError('invalid', paymentTextsIt.unsupportedMethod);
      }
      intent.paymentMethodId = paymentMethodId;
      if (method.decline) {
        intent.status = 'requires_payment_method';
        intent.lastErrorCode = method.decline;
        emit('payment_intent.payment_failed', intentId);
      } else if (method.authenticate) {
        // The payer's bank asks for 3D Secure: Stripe.js would show it; the intent waits.
        intent.status = 'requires_action';
        intent.lastErrorCode = null;
        emit('payment_intent.requires_action', intentId);
      } else {
        intent.status = 'succeeded';
        intent.lastErrorCode = null;
        emit('payment_intent.succeeded', intentId);
      }
      return copy(intent);
    },

    async cancel(intentId) {
      const intent = find(intentId);
      if (intent.status === 'succeeded')
        throw new PaymentProviderError(
          'invalid',
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
        );
      if (intent.status !== 'canceled') {
        intent.status = 'canceled';
        emit('payment_intent.canceled', intentId);
      }
      return copy(intent);
    },

    async refund(intentId, amountRappen, idempotencyKey) {
      const replay = refundsByKey.get(idempotencyKey);
      if (replay) return { ...replay };
      const intent = find(intentId);
      if (intent.status !== 'succeeded')
        throw new PaymentProviderError('invalid', 'This PaymentIntent has not succeeded: nothing to refund.');
      if (
        !Number.isSafeInteger(amountRappen) ||
        amountRappen <= 0 ||
        intent.amountRefundedRappen + amountRappen > intent.amountRappen
      ) {
        throw new PaymentProviderError('invalid', 'Refund amount is greater than the unrefunded amount.');
      }
      intent.amountRefundedRappen += amountRappen;
      const refund: ProviderRefund = { id: `re_${token(24)}`, amountRappen, status: 'succeeded' };
      refundsByKey.set(idempotencyKey, refund);
      emit('charge.refunded', intentId);
      return { ...refund };
    },

    constructWebhookEvent(rawBody, signatureHeader): ProviderEvent {
      return verifyStripeSignature(rawBody, signatureHeader, options.webhookSecret, options.now());
    },

    event,

    sign(stripeEvent, timestampSeconds) {
      const body = JSON.stringify(stripeEvent, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.webhookSecret,
        timestamp: timestampSeconds ?? seconds(),
      });
      return { body, signature };
    },

    emitted: () => [...log],
  };
}

/** Stripe's own verification (the SDK's), with the app's clock: HMAC-SHA256 over "t.body", 300 s tolerance. */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date,
): ProviderEvent {
  if (!header) throw new WebhookSignatureError('missing Stripe-Signature header');
  let parsed: Stripe.Event;
  try {
    parsed = Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message.split('\n')[0] ?? 'invalid signature');
  }
  // The SDK checks only that an event is not too old; one dated far ahead is as suspect as one far behind.
  const timestamp = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
  if (timestamp * 1000 - now.getTime() > WEBHOOK_TOLERANCE_SECONDS * 1000)
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  if (
    typeof parsed?.id !== 'string' ||
    typeof parsed.type !== 'string' ||
    typeof parsed.created !== 'number'
  ) {
    throw new WebhookSignatureError('not a Stripe event');
  }
  return toProviderEvent(parsed as unknown as Parameters<typeof toProviderEvent>[0]);
}
