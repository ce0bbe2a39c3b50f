import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { startFakeStripe, stripeProviderFor, type FakeStripe } from '../../../test/helpers/fake-stripe';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { givenShopWithFreeSlot, type FreeSlot } from '../../../test/helpers/booking';
import { confirm, createIntent, intentBody } from '../../../test/helpers/payments';

/** The whole payment API with the real Stripe adapter, talking to the local fake of Stripe's API. */
const WEBHOOK_SECRET = 'whsec_stripe_app_test';
let fake: FakeStripe;
let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(
    {},
    {
      // The app's clock, as in production: the webhook tolerance is measured on it.
      paymentProvider: stripeProviderFor(fake, { webhookSecret: WEBHOOK_SECRET, now: () => t.clock.now() }),
    },
  );
  slot = await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const rowOf = async (intentId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId)))[0]!;

function stripeEvent(type: string, object: Record<string, unknown>) {
  const created = Math.floor(t.clock.now().getTime() / 1000);
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: WEBHOOK_SECRET,
    timestamp: created,
  });
  return t.callRaw('paymentWebhook', {
    body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

describe('payments through Stripe (fake API)', () => {
  it('create-intent sends the server’s amount in Rappen to Stripe with an Idempotency-Key, and answers Stripe’s client secret', async () => {
    const sent = intentBody(slot, { amount: 1 });
    const res = await createIntent(t, sent, { 'idempotency-key': 'stripe-1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ provider: 'stripe', testMode: true, amount: 30 });
    const intent = fake.intents.get(body.paymentIntentId)!;
    expect(intent.amount).toBe(3000);
    expect(intent.client_secret).toBe(body.client_secret);
    expect(intent.metadata.reference).toBe(body.paymentId);
    const request = fake.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(request.idempotencyKey).toMatch(/^create-intent:[0-9a-f]{64}$/);
    // A retried request with the same key reaches Stripe with the same key: no second intent.
    const again = await createIntent(t, sent, { 'idempotency-key': 'stripe-1' });
    expect(again.json().paymentIntentId).toBe(body.paymentIntentId);
  });

  it('confirm with a declined card answers 402 in Italian; a good card pays; the webhook of the same success changes nothing more', async () => {
    const { paymentIntentId } = (await createIntent(t, intentBody(slot))).json();
    const declined = await confirm(t, paymentIntentId, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toMatch(/Fondi insufficienti/);
    const paid = await confirm(t, paymentIntentId, 'pm_card_visa');
    expect(paid.json().data.status).toBe('succeeded');
    const webhook = await stripeEvent('payment_intent.succeeded', {
      id: paymentIntentId,
      object: 'payment_intent',
      status: 'succeeded',
    });
    expect(webhook.json()).toEqual({ received: true, duplicate: false });
    expect((await rowOf(paymentIntentId)).status).toBe('succeeded');
  });

  it('a payer without an address (issue 27): Stripe gets the intent, the card pays, nothing asks for the address', async () => {
    const payer = { name: 'Sara Conti', email: 'sara.conti@example.ch', phone: '+41 79 555 10 03' };
    const res = await createIntent(t, intentBody(slot, {}, { customerDetails: payer }));
    expect(res.statusCode).toBe(201);
    const { paymentIntentId } = res.json();
    expect(fake.intents.get(paymentIntentId)!.amount).toBe(3000);
    const paid = await confirm(t, paymentIntentId, 'pm_card_visa');
    expect(paid.json().data).toMatchObject({ status: 'succeeded', customerDetails: { ...payer, address: '', postalCode: '', city: '' } });
  });

  it('a refund goes to Stripe; Stripe’s charge.refunded webhook agrees', async () => {
    const { paymentIntentId } = (await createIntent(t, intentBody(slot))).json();
    await confirm(t, paymentIntentId, 'pm_card_visa');
    const row = await rowOf(paymentIntentId);
    const refund = await t.call('refundPayment', {
      params: { id: row.id },
      body: { amount: 12 },
      as: admin,
    });
    expect(refund.json().data).toMatchObject({ status: 'partially_refunded', refundedAmount: 12 });
    const refundCall = fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(refundCall.body).toMatchObject({ payment_intent: paymentIntentId, amount: '1200' });
    expect(refundCall.idempotencyKey).toBe(`refund:${row.id}:0:1200`);
    await stripeEvent('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paymentIntentId,
      amount_refunded: 1200,
    });
    expect(await rowOf(paymentIntentId)).toMatchObject({
      status: 'partially_refunded',
      refundedRappen: 1200,
    });
  });

  it('Stripe down: 502 in Italian and no payment recorded', async () => {
    const before = (await t.ctx.db.select().from(payments)).length;
    for (let i = 0; i < 3; i++) fake.failNext(500, '/v1/payment_intents');
    const res = await createIntent(t, intentBody(slot));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
      message: 'Il servizio di pagamento non risponde. Riprova tra qualche istante.',
    });
    expect((await t.ctx.db.select().from(payments)).length).toBe(before);
  }, 20_000);

  it('/stripe/config answers the publishable key', async () => {
    expect((await t.call('stripeConfig')).json()).toMatchObject({
      publishableKey: 'pk_test_fakeStripe',
      provider: 'stripe',
      testMode: true,
    });
  });
});
