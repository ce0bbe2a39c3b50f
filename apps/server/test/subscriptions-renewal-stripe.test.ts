import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { declineMessage } from '@barber/shared/messages/payments-it';
import { queryRows } from '../src/db/client';
import { RetryLaterError } from '../src/infra/jobs';
import { runRenewals } from '../src/modules/subscriptions/renewal';
import type { TestUser } from './helpers/factories';
import { startFakeStripe, stripeProviderFor, type FakeIntent, type FakeStripe } from './helpers/fake-stripe';
import { createTestApp, type TestApp } from './helpers/test-app';
import { confirmPlanPayment, count, givenAdminOn31January, openPlanIntent } from './subscriptions-helpers';

// Issue 12 item 4 with Stripe (ADR 0017): the plan paid with autoRenew saves its card on the shop's Customer
// (setup_future_usage off_session); at the end of the period the card is charged off-session, once per period
// whatever happens to the job; a decline or a bank asking for authentication expires the plan and tells the
// admin; an outage postpones the renewal without expiring. The real SDK talks to the local fake of Stripe's API.
const WEBHOOK_SECRET = 'whsec_renewal_stripe';
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
afterEach(async () => t?.close());

async function stripeApp() {
  t = await createTestApp(
    {},
    {
      plan: 'none',
      // No SDK retries: an injected failure reaches the renewal as the outage it stands for.
      paymentProvider: stripeProviderFor(fake, {
        webhookSecret: WEBHOOK_SECRET,
        now: () => t.clock.now(),
        maxNetworkRetries: 0,
      }),
    },
  );
  return givenAdminOn31January(t);
}

/** Selects BUSINESS and opens its intent; the card is paid by the caller (server confirm or Stripe.js). */
async function planIntent(admin: TestUser, autoRenew: boolean) {
  return (await openPlanIntent(t, admin, 'BUSINESS', autoRenew)).paymentIntentId;
}

async function paidWithAutoRenew(admin: TestUser) {
  const intentId = await planIntent(admin, true);
  expect((await confirmPlanPayment(t, admin, intentId)).statusCode).toBe(200);
  return intentId;
}

const row = async () =>
  (
    await queryRows<{
      status: string;
      customer: string | null;
      customer_of: string | null;
      pm: string | null;
      end: string;
    }>(
      t.ctx.db,
      sql`select status, provider_customer_id as customer, provider_customer_provider as customer_of,
        saved_payment_method_id as pm, to_char(current_period_end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as "end"
        from shop_subscription`,
    )
  )[0]!;
const mails = (kind: string) =>
  queryRows<{ subject: string; text: string }>(
    t.ctx.db,
    sql`select subject, body_text as text from outbound_messages where kind = ${kind}`,
  );
/** The off-session charges Stripe received for this shop's Customer. */
const offSessionCharges = (customer: string): FakeIntent[] =>
  [...fake.intents.values()].filter((i) => i.customer === customer && i.metadata.periodEnd);

describe('plan renewal with Stripe (off-session)', () => {
  it('the first payment saves the card on a Customer; at the end it is charged off-session and the plan continues', async () => {
    const admin = await stripeApp();
    const first = await paidWithAutoRenew(admin);
    const sub = await row();
    expect(sub).toMatchObject({ status: 'active', customer_of: 'stripe', pm: 'pm_card_visa' });
    expect(sub.customer).toMatch(/^cus_/);
    expect(fake.intents.get(first)).toMatchObject({
      customer: sub.customer,
      setup_future_usage: 'off_session',
      status: 'succeeded',
    });
    expect(fake.customers.get(sub.customer!)?.metadata).toEqual({ subscriptionId: expect.any(String) });

    t.clock.set('2027-02-28T09:05:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: true, expired: false });
    const [charge, ...more] = offSessionCharges(sub.customer!);
    expect(more).toHaveLength(0);
    expect(charge).toMatchObject({ amount: 4900, status: 'succeeded', payment_method: 'pm_card_visa' });
    const sent = fake.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.body.off_session === 'true',
    )!;
    expect(sent.body).toMatchObject({
      confirm: 'true',
      customer: sub.customer,
      payment_method: 'pm_card_visa',
    });
    expect(sent.idempotencyKey).toMatch(/^subscription-renewal:[\w-]+:2027-02-28T09:00:00.000Z$/);
    expect(await row()).toMatchObject({ status: 'active', end: '2027-03-31T08:00Z' });
    expect((await mails('subscription-renewed')).length).toBe(1);
    // One Customer for the shop, reused.
    expect([...fake.customers.values()].filter((c) => c.id === sub.customer)).toHaveLength(1);
    expect((await t.call('subscriptionReceipts', { as: admin })).json().data).toHaveLength(2);
  });

  it('without autoRenew the plan is paid without a Customer and nothing is saved for off-session', async () => {
    const admin = await stripeApp();
    const intentId = await planIntent(admin, false);
    expect(fake.intents.get(intentId)).toMatchObject({ customer: null, setup_future_usage: null });
    expect((await row()).customer).toBeNull();
  });

  it('a plan paid through Stripe.js (only the webhook tells): the card named by the event is saved', async () => {
    const admin = await stripeApp();
    const intentId = await planIntent(admin, true);
    // The browser confirms with Stripe.js; the server hears of it through the signed webhook.
    const paid = await t.ctx.payments!.confirm(intentId, 'pm_card_visa');
    expect(paid.status).toBe('succeeded');
    const created = Math.floor(t.clock.now().getTime() / 1000);
    const body = JSON.stringify({
      id: 'evt_plan_paid',
      object: 'event',
      type: 'payment_intent.succeeded',
      created,
      data: { object: { ...fake.intents.get(intentId), payment_method: 'pm_1SavedByStripe' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: created,
    });
    const res = await t.callRaw('paymentWebhook', {
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(res.statusCode).toBe(200);
    expect(await row()).toMatchObject({ status: 'active', pm: 'pm_1SavedByStripe' });
  });

  it('a declined card: the plan expires, the admin is told why with the spec message, nothing is charged', async () => {
    const admin = await stripeApp();
    await paidWithAutoRenew(admin);
    await t.ctx.db.execute(
      sql`update shop_subscription set saved_payment_method_id = 'pm_card_chargeDeclined'`,
    );
    t.clock.set('2027-02-28T10:00:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: false, expired: true });
    expect((await row()).status).toBe('expired');
    const [mail, ...others] = await mails('subscription-renewal-failed');
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Rinnovo abbonamento non riuscito');
    expect(mail!.text).toContain(declineMessage('generic_decline'));
    expect(mail!.text).toContain('Abbonamento scaduto. Rinnova per continuare');
    expect(await count(t, sql`select count(*)::int as n from payments where status = 'succeeded'`)).toBe(1);
    expect(await count(t, sql`select count(*)::int as n from payments where status = 'failed'`)).toBe(1);
    const access = (await t.call('subscriptionAccess', { as: admin })).json().data;
    expect(access).toMatchObject({
      hasAccess: false,
      message: 'Abbonamento scaduto. Rinnova per continuare',
    });
  });

  it('a bank asking for authentication (off-session): the plan expires and the admin is asked to pay in person', async () => {
    const admin = await stripeApp();
    await paidWithAutoRenew(admin);
    await t.ctx.db.execute(
      sql`update shop_subscription set saved_payment_method_id = 'pm_card_authenticationRequired'`,
    );
    t.clock.set('2027-02-28T10:00:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: false, expired: true });
    const customer = (await row()).customer!;
    expect(offSessionCharges(customer).map((i) => [i.status, i.last_payment_error?.code])).toEqual([
      ['requires_payment_method', 'authentication_required'],
    ]);
    const [mail] = await mails('subscription-renewal-failed');
    expect(mail!.text).toContain('3D Secure');
    expect(mail!.text).toContain('Abbonamento scaduto. Rinnova per continuare');
    expect((await row()).status).toBe('expired');
  });

  it('Stripe unreachable: the renewal is postponed (the plan stays active, nothing recorded), then charged once', async () => {
    const admin = await stripeApp();
    await paidWithAutoRenew(admin);
    const customer = (await row()).customer!;
    t.clock.set('2027-02-28T09:05:00Z');
    fake.failNext(503, '/v1/payment_intents');
    await expect(runRenewals(t.ctx)).rejects.toBeInstanceOf(RetryLaterError);
    expect(await row()).toMatchObject({ status: 'active', end: '2027-02-28T09:00Z' });
    expect(await count(t, sql`select count(*)::int as n from payments`)).toBe(1);
    expect((await mails('subscription-renewal-failed')).length).toBe(0);

    // Stripe charged but the answer was lost: the transaction rolls back, the next pass finds the same intent.
    t.clock.set('2027-02-28T09:10:00Z');
    fake.loseNextAnswer('/v1/payment_intents');
    await expect(runRenewals(t.ctx)).rejects.toBeInstanceOf(RetryLaterError);
    expect((await row()).status).toBe('active');

    t.clock.set('2027-02-28T09:15:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: true, expired: false });
    expect(offSessionCharges(customer).map((i) => i.status)).toEqual(['succeeded']);
    expect(await count(t, sql`select count(*)::int as n from payments where status = 'succeeded'`)).toBe(2);
    expect(await row()).toMatchObject({ status: 'active', end: '2027-03-31T08:00Z' });
  });

  it('the job run twice (at once, and again later): one charge for the period', async () => {
    const admin = await stripeApp();
    await paidWithAutoRenew(admin);
    const customer = (await row()).customer!;
    t.clock.set('2027-02-28T09:05:00Z');
    const outcomes = await Promise.all([runRenewals(t.ctx), runRenewals(t.ctx)]);
    expect(outcomes.filter((o) => o.renewed)).toHaveLength(1);
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: false, expired: false });
    expect(offSessionCharges(customer)).toHaveLength(1);
    expect(await count(t, sql`select count(*)::int as n from payments where status = 'succeeded'`)).toBe(2);
    expect((await mails('subscription-renewed')).length).toBe(1);
  });

  it('a subscription whose card was saved in test mode gets a Stripe Customer of its own', async () => {
    const admin = await stripeApp();
    await paidWithAutoRenew(admin);
    await t.ctx.db.execute(
      sql`update shop_subscription set provider_customer_id = 'cus_fromTestMode', provider_customer_provider = 'test'`,
    );
    t.clock.set('2027-02-28T09:05:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: true });
    expect(await row()).toMatchObject({ customer_of: 'stripe' });
    expect((await row()).customer).not.toBe('cus_fromTestMode');
  });
});

describe('plan renewal in test mode (the same path, the offline provider)', () => {
  it('a test Customer keeps the card; the renewal is charged off-session at once; authentication_required expires', async () => {
    t = await createTestApp({}, { plan: 'none' });
    const admin = await givenAdminOn31January(t);
    await paidWithAutoRenew(admin);
    expect(await row()).toMatchObject({ status: 'active', customer_of: 'test', pm: 'pm_card_visa' });
    expect((await row()).customer).toMatch(/^cus_/);
    t.clock.set('2027-02-28T09:05:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: true });
    expect(await row()).toMatchObject({ status: 'active', end: '2027-03-31T08:00Z' });

    await t.ctx.db.execute(
      sql`update shop_subscription set saved_payment_method_id = 'pm_card_authenticationRequired'`,
    );
    t.clock.set('2027-03-31T08:05:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: false, expired: true });
    const [mail] = await mails('subscription-renewal-failed');
    expect(mail!.text).toContain('3D Secure');
  });
});
