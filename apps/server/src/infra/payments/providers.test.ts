import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { declineMessage } from '@barber/shared/messages/payments-it';
import { startFakeStripe, stripeProviderFor, type FakeStripe } from '../../../test/helpers/fake-stripe';
import { PaymentProviderError, WebhookSignatureError, intentChange, type PaymentProvider } from './provider';
import type { StripeProviderOptions } from './stripe-provider';
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
  stripeProviderFor(fake, { webhookSecret: WEBHOOK_SECRET, now: () => new Date(), ...overrides });
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

// Off-session renewals of a plan (ADR 0017): a Customer, an intent that saves its card, a charge without the payer.
describe.each([
  ['test provider', testProvider],
  ['Stripe adapter against the fake API', stripeProvider],
])('%s: saved cards and off-session charges', (_name, make) => {
  const customer = (provider: PaymentProvider, key = `cus-${Math.random()}`) =>
    provider.createCustomer({
      email: 'salone@example.ch',
      name: 'Salone',
      metadata: { subscriptionId: 's-1' },
      idempotencyKey: key,
    });
  const charge = (
    provider: PaymentProvider,
    customerId: string,
    paymentMethodId: string,
    idempotencyKey = `renewal-${Math.random()}`,
  ) =>
    provider.chargeOffSession({
      amountRappen: 4900,
      currency: 'CHF',
      customerId,
      paymentMethodId,
      metadata: { kind: 'subscription', subscriptionId: 's-1' },
      description: 'Rinnovo',
      idempotencyKey,
    });

  it('creates a Customer once per idempotency key', async () => {
    const provider = make();
    const first = await customer(provider, 'customer:s-1');
    expect(first.id).toMatch(/^cus_\w+$/);
    expect((await customer(provider, 'customer:s-1')).id).toBe(first.id);
    expect((await customer(provider)).id).not.toBe(first.id);
  });

  it('an intent for a Customer that keeps the card (setup_future_usage) is paid like any other and names its card', async () => {
    const provider = make();
    const { id: customerId } = await customer(provider);
    const intent = await provider.createIntent({
      amountRappen: 4900,
      currency: 'CHF',
      metadata: { paymentId: 'plan-1' },
      paymentMethodTypes: ['card'],
      idempotencyKey: `plan-${Math.random()}`,
      customerId,
      setupFutureUsage: 'off_session',
    });
    expect(intent.status).toBe('requires_payment_method');
    const paid = await provider.confirm(intent.id, 'pm_card_visa');
    expect(paid).toMatchObject({ status: 'succeeded', paymentMethodId: 'pm_card_visa' });
    const unknown = provider.createIntent({
      amountRappen: 4900,
      currency: 'CHF',
      metadata: {},
      paymentMethodTypes: ['card'],
      idempotencyKey: `plan-${Math.random()}`,
      customerId: 'cus_doesnotexist',
      setupFutureUsage: 'off_session',
    });
    expect((await failure(unknown)).kind).toBe('not_found');
  });

  it('pm_card_authenticationRequired waits for 3D Secure on-session (requires_action)', async () => {
    const provider = make();
    const intent = await create(provider);
    expect((await provider.confirm(intent.id, 'pm_card_authenticationRequired')).status).toBe(
      'requires_action',
    );
  });

  it('off-session: pm_card_visa is charged at once; the same key answers the same intent (one charge)', async () => {
    const provider = make();
    const { id: customerId } = await customer(provider);
    const key = `renewal:s-1:${Math.random()}`;
    const paid = await charge(provider, customerId, 'pm_card_visa', key);
    expect(paid).toMatchObject({
      status: 'succeeded',
      amountRappen: 4900,
      currency: 'CHF',
      lastErrorCode: null,
      paymentMethodId: 'pm_card_visa',
      metadata: { kind: 'subscription', subscriptionId: 's-1' },
    });
    expect(paid.id).toMatch(/^pi_\w+$/);
    expect(intentChange(paid, 1)).toEqual({ type: 'status', status: 'succeeded', at: 1 });
    expect((await charge(provider, customerId, 'pm_card_visa', key)).id).toBe(paid.id);
    expect((await provider.retrieve(paid.id)).status).toBe('succeeded');
    // The same key with other parameters is refused, as Stripe does.
    expect((await failure(charge(provider, customerId, 'pm_card_mastercard', key))).kind).toBe('invalid');
  });

  it('off-session: a card that needs its holder is declined with authentication_required, not left waiting', async () => {
    const provider = make();
    const { id: customerId } = await customer(provider);
    const refused = await charge(provider, customerId, 'pm_card_authenticationRequired');
    expect(refused).toMatchObject({
      status: 'requires_payment_method',
      lastErrorCode: 'authentication_required',
    });
    expect(intentChange(refused, 1)).toEqual({
      type: 'status',
      status: 'failed',
      at: 1,
      message: declineMessage('authentication_required'),
    });
  });

  it('off-session: pm_card_chargeDeclined is declined; an unknown Customer is not_found', async () => {
    const provider = make();
    const { id: customerId } = await customer(provider);
    expect(await charge(provider, customerId, 'pm_card_chargeDeclined')).toMatchObject({
      status: 'requires_payment_method',
      lastErrorCode: 'generic_decline',
    });
    expect((await failure(charge(provider, 'cus_doesnotexist', 'pm_card_visa'))).kind).toBe('not_found');
  });

  it("a webhook event names the intent's payment method", () => {
    const provider = make();
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      id: 'evt_pm',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: now,
      data: {
        object: { id: 'pi_x', object: 'payment_intent', status: 'succeeded', payment_method: 'pm_123' },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: now,
    });
    expect(provider.constructWebhookEvent(body, signature)).toMatchObject({
      intentId: 'pi_x',
      paymentMethodId: 'pm_123',
    });
  });
});

describe('Stripe adapter specifics', () => {
  it('sends the Customer and setup_future_usage; an off-session charge is one create with confirm and off_session', async () => {
    const provider = stripeProvider();
    const before = fake.requests.length;
    const { id: customerId } = await provider.createCustomer({
      email: 'salone@example.ch',
      name: 'Salone',
      metadata: { subscriptionId: 's-9' },
      idempotencyKey: 'subscription-customer:s-9',
    });
    expect(fake.customers.get(customerId)).toMatchObject({
      email: 'salone@example.ch',
      metadata: { subscriptionId: 's-9' },
    });
    await provider.createIntent({
      amountRappen: 4900,
      currency: 'CHF',
      metadata: { paymentId: 'p-9' },
      paymentMethodTypes: ['card'],
      idempotencyKey: 'plan:s-9',
      customerId,
      setupFutureUsage: 'off_session',
    });
    await provider.chargeOffSession({
      amountRappen: 4900,
      currency: 'CHF',
      customerId,
      paymentMethodId: 'pm_card_visa',
      metadata: { subscriptionId: 's-9' },
      idempotencyKey: 'subscription-renewal:s-9:2027-02-28',
    });
    const sent = fake.requests.slice(before);
    expect(sent.find((r) => r.path === '/v1/customers')?.idempotencyKey).toBe('subscription-customer:s-9');
    const [plan, renewal] = sent.filter((r) => r.path === '/v1/payment_intents');
    expect(plan!.body).toMatchObject({ customer: customerId, setup_future_usage: 'off_session' });
    expect(plan!.body.confirm).toBeUndefined();
    expect(renewal!.idempotencyKey).toBe('subscription-renewal:s-9:2027-02-28');
    expect(renewal!.body).toMatchObject({
      amount: '4900',
      currency: 'chf',
      customer: customerId,
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
    });
  });

  it('an off-session charge whose answer was lost is found again under its key: one charge', async () => {
    const provider = stripeProvider({ maxNetworkRetries: 0 });
    const { id: customerId } = await provider.createCustomer({
      metadata: {},
      idempotencyKey: `c-${Math.random()}`,
    });
    const input = {
      amountRappen: 4900,
      currency: 'CHF' as const,
      customerId,
      paymentMethodId: 'pm_card_visa',
      metadata: { subscriptionId: 's-10' },
      idempotencyKey: `subscription-renewal:s-10:${Math.random()}`,
    };
    fake.loseNextAnswer('/v1/payment_intents');
    expect((await failure(provider.chargeOffSession(input))).kind).toBe('unavailable');
    const charged = [...fake.intents.values()].filter((i) => i.customer === customerId);
    expect(charged.map((i) => i.status)).toEqual(['succeeded']);
    expect((await provider.chargeOffSession(input)).id).toBe(charged[0]!.id);
    expect([...fake.intents.values()].filter((i) => i.customer === customerId)).toHaveLength(1);
  });

  it('an outage during an off-session charge is unavailable (the caller retries later)', async () => {
    const provider = stripeProvider({ maxNetworkRetries: 0 });
    const { id: customerId } = await provider.createCustomer({
      metadata: {},
      idempotencyKey: `c-${Math.random()}`,
    });
    fake.failNext(503, '/v1/payment_intents');
    const outage = provider.chargeOffSession({
      amountRappen: 4900,
      currency: 'CHF',
      customerId,
      paymentMethodId: 'pm_card_visa',
      metadata: {},
      idempotencyKey: `r-${Math.random()}`,
    });
    expect((await failure(outage)).kind).toBe('unavailable');
  });

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
