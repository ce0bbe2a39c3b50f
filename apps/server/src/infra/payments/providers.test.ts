import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { declineMessage } from '@barber/shared/messages/payments-it';
import { startFakeStripe, type FakeStripe } from '../../../test/helpers/fake-stripe';
import { PaymentProviderError, WebhookSignatureError, intentChange, type PaymentProvider } from './provider';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider';
import { createTestProvider } from './test-provider';

/**
 * The same behaviour from both providers: the offline test provider and the Stripe adapter (the official SDK
 * talking to a local fake of Stripe's API). What passes here for one passes for the other, so test mode is a
 * faithful stand-in for Stripe.
 */
const WEBHOOK_SECRET = 'whsec_provider_tests';
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

/** The SDK pointed at the fake; tests change a setting or two. */
const stripeProvider = (overrides: Partial<StripeProviderOptions> = {}) =>
  createStripeProvider({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    now: () => new Date(),
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    ...overrides,
  });
const testProvider = () => createTestProvider({ webhookSecret: WEBHOOK_SECRET, now: () => new Date() });

let counter = 0;
const create = (provider: PaymentProvider, amountRappen = 3000, methods: ('card' | 'twint')[] = ['card']) =>
  provider.createIntent({
    amountRappen,
    currency: 'CHF',
    metadata: { paymentId: 'pay-1', reference: 'ref-1' },
    paymentMethodTypes: methods,
    idempotencyKey: `key-${++counter}-${Math.random()}`,
  });

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe.each([
  ['test provider', testProvider],
  ['Stripe adapter against the fake API', stripeProvider],
])('%s', (_name, make) => {
  it('creates a CHF intent with Stripe-shaped id and client secret', async () => {
    const intent = await create(make());
    expect(intent.id).toMatch(/^pi_\w+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    expect(intent).toMatchObject({
      amountRappen: 3000,
      currency: 'CHF',
      status: 'requires_payment_method',
      metadata: { paymentId: 'pay-1' },
    });
  });

  it('answers the same intent to the same idempotency key, and refuses it with other parameters', async () => {
    const provider = make();
    const input = {
      amountRappen: 4500,
      currency: 'CHF' as const,
      metadata: { paymentId: 'x' },
      paymentMethodTypes: ['card' as const],
      idempotencyKey: `same-${Math.random()}`,
    };
    const first = await provider.createIntent(input);
    expect((await provider.createIntent(input)).id).toBe(first.id);
    expect((await failure(provider.createIntent({ ...input, amountRappen: 100 }))).kind).toBe('invalid');
  });

  it('pm_card_visa succeeds', async () => {
    const provider = make();
    const intent = await create(provider);
    const confirmed = await provider.confirm(intent.id, 'pm_card_visa');
    expect(confirmed.status).toBe('succeeded');
    expect(intentChange(confirmed, 1)).toEqual({ type: 'status', status: 'succeeded', at: 1 });
    expect((await provider.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('pm_card_chargeDeclined is declined with an Italian message, and another card may still pay', async () => {
    const provider = make();
    const intent = await create(provider);
    const declined = await provider.confirm(intent.id, 'pm_card_chargeDeclined');
    expect(declined).toMatchObject({ status: 'requires_payment_method', lastErrorCode: 'generic_decline' });
    expect(intentChange(declined, 1)).toEqual({
      type: 'status',
      status: 'failed',
      at: 1,
      message: declineMessage('generic_decline'),
    });
    expect(declineMessage('generic_decline')).toMatch(/carta è stata rifiutata/);
    expect((await provider.confirm(intent.id, 'pm_card_visa')).status).toBe('succeeded');
  });

  it('cancels an unpaid intent and refuses to cancel a paid one', async () => {
    const provider = make();
    const open = await create(provider);
    expect((await provider.cancel(open.id)).status).toBe('canceled');
    const paid = await create(provider);
    await provider.confirm(paid.id, 'pm_card_visa');
    expect((await failure(provider.cancel(paid.id))).kind).toBe('invalid');
  });

  it('refunds in parts, never more than was paid; the intent then shows the refunded total', async () => {
    const provider = make();
    const intent = await create(provider, 5000);
    await provider.confirm(intent.id, 'pm_card_visa');
    expect((await provider.refund(intent.id, 2000, `r-${Math.random()}`)).amountRappen).toBe(2000);
    expect((await failure(provider.refund(intent.id, 3001, `r-${Math.random()}`))).kind).toBe('invalid');
    const after = await provider.retrieve(intent.id);
    expect(after.amountRefundedRappen).toBe(2000);
    expect(intentChange(after, 1)).toEqual({ type: 'refund', refundedRappen: 2000, at: 1 });
  });

  it('an unknown intent is not_found; an amount under CHF 0.50 is invalid', async () => {
    const provider = make();
    expect((await failure(provider.retrieve('pi_doesnotexist000000000000'))).kind).toBe('not_found');
    expect((await failure(create(provider, 49))).kind).toBe('invalid');
  });

  it('verifies webhook signatures: valid accepted; tampered, unsigned, other secret or older than 300 s refused', async () => {
    const provider = make();
    const intent = await create(provider);
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: now,
      data: { object: { id: intent.id, object: 'payment_intent', status: 'succeeded' } },
    });
    const sign = (payload: string, timestamp = now, secret = WEBHOOK_SECRET) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    expect(provider.constructWebhookEvent(body, sign(body))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: now * 1000,
      intentId: intent.id,
      change: { type: 'status', status: 'succeeded', at: now * 1000 },
    });
    const refused = [
      () => provider.constructWebhookEvent(body.replace('succeeded', 'canceled'), sign(body)),
      () => provider.constructWebhookEvent(body, undefined),
      () => provider.constructWebhookEvent(body, sign(body, now, 'whsec_other')),
      () => provider.constructWebhookEvent(body, sign(body, now - 301)),
      () => provider.constructWebhookEvent(body, sign(body, now + 3600)),
      () => provider.constructWebhookEvent(body, 't=abc,v1=00'),
    ];
    for (const attempt of refused) expect(attempt).toThrow(WebhookSignatureError);
  });
});

describe('Stripe adapter specifics', () => {
  it('sends the amount in Rappen, lower-case currency, the methods and metadata, with the idempotency key', async () => {
    const provider = stripeProvider();
    const before = fake.requests.length;
    const intent = await provider.createIntent({
      amountRappen: 4550,
      currency: 'CHF',
      metadata: { paymentId: 'p-42' },
      paymentMethodTypes: ['card', 'twint'],
      idempotencyKey: 'create-intent:abc',
    });
    const request = fake.requests.slice(before).find((r) => r.path === '/v1/payment_intents')!;
    expect(request.idempotencyKey).toBe('create-intent:abc');
    expect(request.body).toMatchObject({
      amount: '4550',
      currency: 'chf',
      allowed_payment_method_types: ['card', 'twint'],
      metadata: { paymentId: 'p-42' },
    });
    expect(fake.intents.get(intent.id)?.payment_method_types).toEqual(['card', 'twint']);
  });

  it('retries a 500 with the same Idempotency-Key: one intent is created', async () => {
    const provider = stripeProvider();
    const before = fake.intents.size;
    const sent = fake.requests.length;
    fake.failNext(500, '/v1/payment_intents');
    const intent = await create(provider);
    expect(intent.status).toBe('requires_payment_method');
    expect(fake.intents.size).toBe(before + 1);
    const attempts = fake.requests.slice(sent).filter((r) => r.path === '/v1/payment_intents');
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(1);
  });

  it('retries a 429 that Stripe marks as retryable (lock timeout)', async () => {
    const provider = stripeProvider();
    const intent = await create(provider);
    const sent = fake.requests.length;
    fake.failNext(429, `/v1/payment_intents/${intent.id}/confirm`);
    expect((await provider.confirm(intent.id, 'pm_card_visa')).status).toBe('succeeded');
    expect(fake.requests.slice(sent).filter((r) => r.path.endsWith('/confirm'))).toHaveLength(2);
  });

  it('gives up after its retries: the error says the provider is unavailable', async () => {
    const provider = stripeProvider({ maxNetworkRetries: 0 });
    fake.failNext(503, '/v1/payment_intents');
    expect((await failure(create(provider))).kind).toBe('unavailable');
  });

  it('a wrong secret key is an unavailable provider, not a crash', async () => {
    const provider = stripeProvider({ secretKey: 'sk_test_wrong' });
    expect((await failure(create(provider))).kind).toBe('unavailable');
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const provider = stripeProvider({ webhookSecret: undefined });
    const body = '{"id":"evt_1","object":"event","type":"x","created":1,"data":{"object":{}}}';
    expect(() =>
      provider.constructWebhookEvent(
        body,
        Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_x' }),
      ),
    ).toThrow(WebhookSignatureError);
  });
});
