import Stripe from 'stripe';
import { verifyStripeSignature } from './test-provider';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderIntent,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** Without it every webhook is refused (production requires it: config.ts). */
  webhookSecret: string | undefined;
  now: () => Date;
  /** Tests point the SDK at a local fake (test/helpers/fake-stripe.ts); production leaves these unset. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The SDK retries connection errors, 409 and 5xx with the same Idempotency-Key. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** The real provider: Stripe's PaymentIntents for card and TWINT in CHF, through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'barber-studio' },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    createIntent: (input) =>
      call(async () =>
        toIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amountRappen,
              currency: input.currency.toLowerCase(),
              // This API version names it allowed_payment_method_types (payment_method_types on the answer).
              allowed_payment_method_types: input.paymentMethodTypes,
              metadata: input.metadata,
              ...(input.description ? { description: input.description } : {}),
              ...(input.customerId ? { customer: input.customerId } : {}),
              ...(input.setupFutureUsage ? { setup_future_usage: input.setupFutureUsage } : {}),
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    // The charge comes expanded so refunds made elsewhere (the Stripe dashboard) are seen too.
    retrieve: (intentId) =>
      call(async () =>
        toIntent(await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })),
      ),

    confirm: (intentId, paymentMethodId, confirmOptions) =>
      call(async () => {
        try {
          return toIntent(
            await stripe.paymentIntents.confirm(intentId, {
              payment_method: paymentMethodId,
              ...(confirmOptions?.returnUrl ? { return_url: confirmOptions.returnUrl } : {}),
            }),
          );
        } catch (error) {
          // A declined card is an answer about the intent (402 with the intent attached), not a failure of the call.
          if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
            return toIntent(error.payment_intent);
          throw error;
        }
      }),

    cancel: (intentId) => call(async () => toIntent(await stripe.paymentIntents.cancel(intentId))),

    createCustomer: (input) =>
      call(async () => {
        const customer = await stripe.customers.create(
          {
            metadata: input.metadata,
            ...(input.email ? { email: input.email } : {}),
            ...(input.name ? { name: input.name } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: customer.id };
      }),

    // One call creates and confirms (off_session, confirm): Stripe charges the saved card or says why not.
    chargeOffSession: (input) =>
      call(async () => {
        try {
          return toIntent(
            await stripe.paymentIntents.create(
              {
                amount: input.amountRappen,
                currency: input.currency.toLowerCase(),
                allowed_payment_method_types: ['card'],
                customer: input.customerId,
                payment_method: input.paymentMethodId,
                off_session: true,
                confirm: true,
                metadata: input.metadata,
                ...(input.description ? { description: input.description } : {}),
              },
              { idempotencyKey: input.idempotencyKey },
            ),
          );
        } catch (error) {
          // A decline or authentication_required: 402 with the (failed) intent attached, an answer, not a failure.
          if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
            return toIntent(error.payment_intent, error.code);
          throw error;
        }
      }),

    refund: (intentId, amountRappen, idempotencyKey) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountRappen },
          { idempotencyKey },
        );
        return { id: refund.id, amountRappen: refund.amount, status: refund.status ?? 'pending' };
      }),

    constructWebhookEvent(rawBody, signatureHeader) {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      return verifyStripeSignature(rawBody, signatureHeader, options.webhookSecret, options.now());
    },
  };
}

/** `errorCode`: the card error's own code, for an intent attached to it without its last_payment_error. */
function toIntent(intent: Stripe.PaymentIntent, errorCode?: string): ProviderIntent {
  const error = intent.last_payment_error;
  const charge = intent.latest_charge;
  const redirect = intent.next_action?.redirect_to_url?.url ?? null;
  const method = intent.payment_method;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountRappen: intent.amount,
    currency: intent.currency.toUpperCase(),
    status: intent.status,
    lastErrorCode: error
      ? (error.decline_code ?? error.code ?? 'generic_decline')
      : intent.status === 'succeeded'
        ? null
        : (errorCode ?? null),
    amountRefundedRappen: charge && typeof charge === 'object' ? charge.amount_refunded : 0,
    metadata: { ...intent.metadata },
    redirectUrl: redirect,
    paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
  };
}

/** Stripe's errors in the app's three kinds; the message stays in the log, the client gets an Italian one. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new PaymentProviderError(
        error.code === 'resource_missing' ? 'not_found' : 'invalid',
        error.message,
      );
    }
    if (
      error instanceof Stripe.errors.StripeIdempotencyError ||
      error instanceof Stripe.errors.StripeCardError
    ) {
      throw new PaymentProviderError('invalid', error.message);
    }
    throw new PaymentProviderError('unavailable', error.message);
  }
}
