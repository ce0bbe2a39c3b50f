import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './helpers/factories';
import { startFakeStripe, stripeProviderFor, type FakeStripe } from './helpers/fake-stripe';
import { createTestApp, type TestApp } from './helpers/test-app';
import { confirmPlanPayment, givenAdminOn31January, openPlanIntent, planIdOf } from './subscriptions-helpers';

// ADR 0017 (renewal): with Stripe the renewal charges a card saved for off-session use, which only a plan paid
// with autoRenew (setup_future_usage 'off_session') gives. So the toggle may turn autoRenew on only after such a
// payment (else 409, nothing changes); off is always allowed; test mode has no such restriction.
const NEEDS_CARD =
  'Per il rinnovo automatico serve una carta salvata: attivalo al prossimo pagamento del piano.';
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());
afterEach(async () => t?.close());

const toggle = (autoRenew: boolean, user: TestUser) =>
  t.call('subscriptionAutoRenew', {
    body: { autoRenew },
    as: user,
  });

async function appWith(provider: 'stripe' | 'test') {
  t = await createTestApp(
    {},
    {
      plan: 'none',
      ...(provider === 'stripe'
        ? {
            paymentProvider: stripeProviderFor(fake, { now: () => t.clock.now(), maxNetworkRetries: 0 }),
          }
        : {}),
    },
  );
  return givenAdminOn31January(t);
}

/** Selects BUSINESS with autoRenew, opens its intent and pays it with the server's confirm. */
async function buy(admin: TestUser, autoRenew: boolean) {
  const data = await openPlanIntent(t, admin, 'BUSINESS', autoRenew);
  expect((await confirmPlanPayment(t, admin, data.paymentIntentId)).statusCode).toBe(200);
  return data;
}

const autoRenewNow = async (admin: TestUser) =>
  (await t.call('subscriptionAccess', { as: admin })).json().data.subscription.autoRenew as boolean;

describe('turning autoRenew on with Stripe', () => {
  it('a plan paid without autoRenew: the card is not set up for off-session, 409 and nothing changes', async () => {
    const admin = await appWith('stripe');
    const intent = await buy(admin, false);
    expect(intent.setupFutureUsage).toBeNull();
    const refused = await toggle(true, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: NEEDS_CARD });
    expect(await autoRenewNow(admin)).toBe(false);
    // Off is always allowed.
    const off = await toggle(false, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ data: { autoRenew: false } });
  });

  it('a plan paid with autoRenew saves the card (setupFutureUsage off_session): off, then on again, is allowed', async () => {
    const admin = await appWith('stripe');
    const intent = await buy(admin, true);
    expect(intent.setupFutureUsage).toBe('off_session');
    expect(fake.intents.get(intent.paymentIntentId)).toMatchObject({ setup_future_usage: 'off_session' });
    expect(await autoRenewNow(admin)).toBe(true);
    const off = await toggle(false, admin);
    expect(off.json()).toMatchObject({
      message: 'Rinnovo automatico disattivato.',
      data: { autoRenew: false },
    });
    const on = await toggle(true, admin);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Rinnovo automatico attivato.', data: { autoRenew: true } });
  });

  it('a later plan change paid without autoRenew replaces the saved card: on is refused again', async () => {
    const admin = await appWith('stripe');
    await buy(admin, true);
    const intent = await openPlanIntent(t, admin, 'STARTER', false);
    expect(intent.setupFutureUsage).toBeNull();
    await confirmPlanPayment(t, admin, intent.paymentIntentId, 'pm_card_mastercard');
    expect((await toggle(true, admin)).statusCode).toBe(409);
    expect(await autoRenewNow(admin)).toBe(false);
  });

  it('a plan change chosen with autoRenew waits for its payment: left unpaid, renewal stays off', async () => {
    const admin = await appWith('stripe');
    await buy(admin, false);
    const starter = await planIdOf(t, admin, 'STARTER');
    const selected = await t.call('selectSubscriptionPlan', {
      body: { planId: starter, autoRenew: true },
      as: admin,
    });
    expect(selected.statusCode).toBe(200);
    // Not paid (yet): the active plan keeps its renewal choice and its card.
    expect(await autoRenewNow(admin)).toBe(false);
    const intent = await t.call('subscriptionPaymentIntent', {
      body: { planId: starter, subscriptionId: selected.json().data.subscription._id },
      as: admin,
    });
    // The change's own choice decides whether this payment saves the card.
    expect(intent.json().data.setupFutureUsage).toBe('off_session');
    expect(await autoRenewNow(admin)).toBe(false);
    const paid = await confirmPlanPayment(t, admin, intent.json().data.paymentIntentId);
    expect(paid.statusCode).toBe(200);
    // Paid: the new plan renews with the card it saved, and the toggle may switch it off and on again.
    expect(await autoRenewNow(admin)).toBe(true);
    expect((await toggle(false, admin)).statusCode).toBe(200);
    expect((await toggle(true, admin)).statusCode).toBe(200);
  });

  it('selecting the same active plan with autoRenew (nothing to pay) follows the same rule', async () => {
    const admin = await appWith('stripe');
    await buy(admin, false);
    const business = await planIdOf(t, admin, 'BUSINESS');
    const refused = await t.call('selectSubscriptionPlan', {
      body: { planId: business, autoRenew: true },
      as: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: NEEDS_CARD });
    expect(await autoRenewNow(admin)).toBe(false);
  });

  it('without any payment yet (pending plan): on is refused, off allowed', async () => {
    const admin = await appWith('stripe');
    const plans = (await t.call('subscriptionPlans', { as: admin })).json().data as {
      _id: string;
      name: string;
    }[];
    await t.call('selectSubscriptionPlan', { body: { planId: plans[0]!._id, autoRenew: false }, as: admin });
    expect((await toggle(true, admin)).statusCode).toBe(409);
    expect((await toggle(false, admin)).statusCode).toBe(200);
  });
});

describe('test mode', () => {
  it('turning autoRenew on after a payment without it stays allowed; the intent says setupFutureUsage', async () => {
    const admin = await appWith('test');
    const intent = await buy(admin, false);
    expect(intent.setupFutureUsage).toBeNull();
    const on = await toggle(true, admin);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ data: { autoRenew: true } });
    expect((await toggle(false, admin)).json()).toMatchObject({ data: { autoRenew: false } });
  });

  it('select with autoRenew then create-intent answers setupFutureUsage off_session', async () => {
    const admin = await appWith('test');
    const intent = await buy(admin, true);
    expect(intent.setupFutureUsage).toBe('off_session');
  });
});
