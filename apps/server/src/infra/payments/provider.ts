import type { BaseStatus, PaymentEvent } from '@barber/shared/domain/payments/state-machine';
import { declineMessage } from '@barber/shared/messages/payments-it';

/**
 * One interface for the payment providers (ADR 0010): Stripe through its official SDK, and the built-in test
 * provider that mirrors Stripe's PaymentIntents offline. Amounts are integer Rappen; ids and client secrets have
 * Stripe's shapes (pi_..., pi_..._secret_...), so the web client cannot tell them apart except by the
 * publishable key.
 */
export type ProviderName = 'stripe' | 'test';
export type OnlineMethodType = 'card' | 'twint';

export interface CreateIntentInput {
  amountRappen: number;
  currency: 'CHF';
  /** Copied to the provider: the payment's own id and reference, so a webhook can always be matched. */
  metadata: Record<string, string>;
  paymentMethodTypes: OnlineMethodType[];
  /** The same key answers the same intent (a retry after a timeout must not create a second one). */
  idempotencyKey: string;
  description?: string;
  /** The provider's Customer the intent belongs to (a plan paid with autoRenew: ADR 0017). */
  customerId?: string;
  /** 'off_session': the card is kept on the Customer once paid, so the renewal can charge it without the payer. */
  setupFutureUsage?: 'off_session';
}

/** A charge of a saved payment method without its holder present (a plan's renewal, ADR 0017). */
export interface OffSessionChargeInput {
  amountRappen: number;
  currency: 'CHF';
  customerId: string;
  paymentMethodId: string;
  metadata: Record<string, string>;
  /** One key per subscription and period: a job run twice, or retried after a lost answer, charges once. */
  idempotencyKey: string;
  description?: string;
}

export interface CustomerInput {
  email?: string;
  name?: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** Stripe's code when a bank wants its card holder present (SCA) for an off-session charge. */
export const AUTHENTICATION_REQUIRED = 'authentication_required';

/** A PaymentIntent as the services need it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  amountRappen: number;
  currency: string;
  /** Stripe's status: requires_payment_method, requires_confirmation, requires_action, processing, requires_capture, canceled, succeeded. */
  status: string;
  /** Stripe's decline code of the last attempt (generic_decline, insufficient_funds, ...), when it failed. */
  lastErrorCode: string | null;
  amountRefundedRappen: number;
  metadata: Record<string, string>;
  /** Where the payer goes next (TWINT's redirect), when the provider says so. */
  redirectUrl: string | null;
  /** The payment method of the last attempt (Stripe's payment_method), when the provider says so. */
  paymentMethodId?: string | null;
}

export interface ProviderRefund {
  id: string;
  amountRappen: number;
  status: string;
}

/** A verified webhook event, reduced to what the payment state machine reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Provider time in ms. */
  created: number;
  /** The PaymentIntent the event is about, when it is about one. */
  intentId: string | null;
  /** What the event means for the payment; null for event types the app does not follow. */
  change: PaymentEvent | null;
  /** The intent's payment method (a plan's card to keep for the renewal), when the event carries one. */
  paymentMethodId?: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** For the browser's Stripe.js; the test provider answers 'pk_test_offline'. */
  readonly publishableKey: string;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieve(intentId: string): Promise<ProviderIntent>;
  /** Confirms with a payment method id; a declined card answers the intent with lastErrorCode set, not an error. */
  confirm(
    intentId: string,
    paymentMethodId: string,
    options?: { returnUrl?: string },
  ): Promise<ProviderIntent>;
  cancel(intentId: string): Promise<ProviderIntent>;
  /** A Customer to attach saved cards to (one per shop, kept on the subscription row). */
  createCustomer(input: CustomerInput): Promise<{ id: string }>;
  /**
   * Creates and confirms an intent with a saved payment method, its holder absent (off_session, confirm). A
   * decline, or a bank asking for authentication (lastErrorCode 'authentication_required'), answers the intent
   * with lastErrorCode set, not an error; a failure of the call is a PaymentProviderError as for the others.
   */
  chargeOffSession(input: OffSessionChargeInput): Promise<ProviderIntent>;
  refund(intentId: string, amountRappen: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** Verifies Stripe's signature scheme (HMAC-SHA256, 300 s tolerance) on the raw body; throws WebhookSignatureError. */
  constructWebhookEvent(rawBody: string, signatureHeader: string | undefined): ProviderEvent;
}

export const OFFLINE_PUBLISHABLE_KEY = 'pk_test_offline';
/** Stripe's tolerance for a webhook's timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type ProviderErrorKind = 'not_found' | 'invalid' | 'unavailable';

/** A provider call that failed (other than a declined card, which is a state of the intent). */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Stripe's intent status as the state machine's base status (a declined attempt waits for another method). */
export function baseStatusOfIntent(intent: Pick<ProviderIntent, 'status' | 'lastErrorCode'>): BaseStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    default:
      return intent.lastErrorCode ? 'failed' : 'requires_payment_method';
  }
}

/** The state-machine event an intent's current state stands for, stamped with the time it was read. */
export function intentChange(intent: ProviderIntent, at: number): PaymentEvent {
  const status = baseStatusOfIntent(intent);
  if (intent.amountRefundedRappen > 0)
    return { type: 'refund', refundedRappen: intent.amountRefundedRappen, at };
  return {
    type: 'status',
    status,
    at,
    ...(status === 'failed' ? { message: declineMessage(intent.lastErrorCode) } : {}),
  };
}

interface StripeLikeEventObject {
  object?: string;
  id?: string;
  payment_intent?: string | { id: string } | null;
  payment_method?: string | { id: string } | null;
  amount_refunded?: number;
  last_payment_error?: { decline_code?: string | null; code?: string | null } | null;
}

const STATUS_EVENTS: Record<string, BaseStatus> = {
  'payment_intent.created': 'requires_payment_method',
  'payment_intent.requires_action': 'requires_action',
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'payment_intent.succeeded': 'succeeded',
};

/** Reads a Stripe event (from either provider) into the app's terms; the signature was checked before. */
export function toProviderEvent(event: {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}): ProviderEvent {
  const object = (event.data?.object ?? {}) as StripeLikeEventObject;
  const created = event.created * 1000;
  const status = STATUS_EVENTS[event.type];
  if (status && object.object === 'payment_intent' && object.id) {
    const error = object.last_payment_error;
    const message = status === 'failed' ? declineMessage(error?.decline_code ?? error?.code) : undefined;
    const method = object.payment_method;
    return {
      id: event.id,
      type: event.type,
      created,
      intentId: object.id,
      change: { type: 'status', status, at: created, ...(message ? { message } : {}) },
      ...(method ? { paymentMethodId: typeof method === 'string' ? method : method.id } : {}),
    };
  }
  if (event.type === 'charge.refunded' && object.object === 'charge' && object.payment_intent) {
    const intentId =
      typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent.id;
    return {
      id: event.id,
      type: event.type,
      created,
      intentId,
      change: {
        type: 'refund',
        refundedRappen: Math.max(0, Math.trunc(object.amount_refunded ?? 0)),
        at: created,
      },
    };
  }
  return { id: event.id, type: event.type, created, intentId: null, change: null };
}
