import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { monthPeriod } from '@barber/shared/domain/subscriptions/index';
import { makeUser, type TestUser } from './helpers/factories';
import type { RouteName } from '@barber/shared/api-routes';
import { translate } from '../src/infra/languages';
import { createTestApp, type RawCall, type TestApp } from './helpers/test-app';
import type { TestPlan } from './helpers/subscriptions';
import { postWebhook, provider } from './helpers/payments';
import { bookingBody, guestBody } from './helpers/booking';
import {
  confirmPlanPayment,
  count,
  freeSlots,
  givenRealTimeShop,
  openPlanIntent,
  planIdOf,
} from './subscriptions-helpers';

let t: TestApp;
afterEach(async () => t?.close());

async function appWith(plan: TestPlan) {
  t = await createTestApp({}, { plan });
  const admin = await makeUser(t, { role: 'admin' });
  return admin;
}

const planId = (admin: TestUser, name: string) => planIdOf(t, admin, name);
const planIntent = (admin: TestUser, body: { planId: string; subscriptionId: string; amount?: number }) =>
  t.call('subscriptionPaymentIntent', { body, as: admin });

/** Selects a plan and pays it with a test card; answers the intent's data and the confirm response. */
async function buyPlan(admin: TestUser, name: string, card = 'pm_card_visa') {
  const intent = await openPlanIntent(t, admin, name);
  return { intent, confirm: await confirmPlanPayment(t, admin, intent.paymentIntentId, card) };
}

// GET /subscriptions/plans is not here: the plans are public prices (000 section 7: auth none; issue 23 item 8).
const ROUTES: [RouteName, RawCall?][] = [
  ['subscriptionAccess'],
  ['selectSubscriptionPlan', { body: { planId: '00000000-0000-4000-8000-000000000000' } }],
  [
    'subscriptionPaymentIntent',
    {
      body: {
        planId: '00000000-0000-4000-8000-000000000000',
        subscriptionId: '00000000-0000-4000-8000-000000000000',
      },
    },
  ],
  ['syncSubscriptionUsage', { body: {} }],
  ['subscriptionUsage'],
  ['subscriptionReceipts'],
  ['subscriptionReceipt', { params: { id: '00000000-0000-4000-8000-000000000000' } }],
  ['subscriptionAutoRenew', { body: { autoRenew: true } }],
];

describe('who manages the plan', () => {
  it('only the admin: a client and a barber get 403, nobody logged in 401', async () => {
    const admin = await appWith('unlimited');
    const client = await makeUser(t, { role: 'client' });
    const barber = await makeUser(t, { role: 'barber' });
    for (const [route, input = {}] of ROUTES) {
      for (const user of [client, barber]) {
        const res = await t.callRaw(route, { ...input, as: user });
        expect(res.statusCode, `${route} ${user.role}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      const anon = await t.callRaw(route, input);
      expect(anon.statusCode, route).toBe(401);
    }
    for (const user of [admin, client, barber, undefined]) {
      expect((await t.call('subscriptionPlans', { as: user })).statusCode, user?.role ?? 'nobody').toBe(200);
    }
    // The booking gate's check is for any logged-in user.
    expect((await t.call('appointmentLimitsCheck', { as: client })).statusCode).toBe(200);
    expect((await t.call('appointmentLimitsCheck')).statusCode).toBe(401);
  });
});

describe('GET /subscriptions/plans', () => {
  it('the two seeded plans, sorted, with prices in CHF, features and limits (999999 = unlimited)', async () => {
    const admin = await appWith('none');
    const res = await t.call('subscriptionPlans', { as: admin });
    const plans = res.json().data;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['STARTER', 'BUSINESS']);
    expect(plans[0]).toMatchObject({
      price: 29,
      currency: 'CHF',
      billingPeriod: 'monthly',
      isRecommended: false,
      limits: { appointments: 300, emails: 500, sms: 100, barbers: 3 },
    });
    expect(plans[1]).toMatchObject({
      price: 49,
      isRecommended: true,
      limits: { appointments: 999999, emails: 5000, sms: 500, barbers: 10 },
    });
    expect(plans[0].features.length).toBeGreaterThan(0);
    expect(plans[0].features[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), included: true }),
    );
  });
});

describe('GET /subscriptions/check-access for each status', () => {
  const cases: [TestPlan, object][] = [
    [
      'none',
      {
        hasAccess: false,
        blocked: true,
        needsPayment: false,
        message: 'Seleziona un piano per continuare',
        subscription: null,
      },
    ],
    [
      { status: 'pending_payment' },
      {
        hasAccess: false,
        blocked: false,
        needsPayment: true,
        message: 'Completa il pagamento per attivare tutte le funzionalità',
      },
    ],
    [
      { status: 'expired' },
      { hasAccess: false, blocked: true, message: 'Abbonamento scaduto. Rinnova per continuare' },
    ],
    [
      { status: 'cancelled' },
      { hasAccess: false, blocked: true, message: 'Abbonamento cancellato. Seleziona un nuovo piano' },
    ],
    [
      { status: 'inactive' },
      { hasAccess: false, blocked: true, message: 'Seleziona un piano per continuare' },
    ],
    ['unlimited', { hasAccess: true, blocked: false, needsPayment: false }],
  ];
  for (const [plan, expected] of cases) {
    it(`${JSON.stringify(plan)}`, async () => {
      const admin = await appWith(plan);
      const res = await t.call('subscriptionAccess', { as: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: expected });
      expect(res.json().message).toBe(res.json().data.message);
    });
  }
});

describe('a shop without a plan', () => {
  it('locked areas are refused by the server; after a test-card payment the plan is active and they open', async () => {
    const admin = await appWith('none');
    const locked = ['adminUsers'] as const;
    const newService = { name: 'Rasatura', price: 25, duration: 30 };
    const serviceCreate = await t.call('createService', { body: newService, as: admin });
    expect(serviceCreate.statusCode).toBe(403);
    expect(serviceCreate.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', upgradeRequired: true });
    // The lists the unlocked appointments tab reads stay open.
    expect((await t.call('adminServices', { as: admin })).statusCode).toBe(200);
    expect((await t.call('adminBarbers', { as: admin })).statusCode).toBe(200);
    for (const route of locked) {
      const res = await t.call(route, { as: admin });
      expect(res.statusCode, route).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'SUBSCRIPTION_REQUIRED',
        upgradeRequired: true,
        message: 'Funzionalità bloccata. Attiva un abbonamento per accedere.',
      });
    }
    const barberCreate = await t.call('createBarber', {
      body: { firstName: 'Ugo', lastName: 'Neri', email: 'ugo@example.ch', phone: '0791234567' },
      as: admin,
    });
    expect(barberCreate.statusCode).toBe(403);
    expect(barberCreate.json().upgradeRequired).toBe(true);
    // Not locked: appointments, absences, orders.
    expect((await t.call('adminOrders', { as: admin })).statusCode).toBe(200);

    const usageBefore = await t.call('subscriptionUsage', { as: admin });
    expect(usageBefore.json()).toMatchObject({
      success: true,
      data: null,
      message: 'Seleziona un piano per continuare',
    });

    // A declined card leaves it pending_payment with the spec's message.
    const declined = await buyPlan(admin, 'BUSINESS', 'pm_card_chargeDeclined');
    expect(declined.intent).toMatchObject({ amount: 49, currency: 'CHF', testMode: true });
    expect(declined.confirm.statusCode).toBe(402);
    const pending = (await t.call('subscriptionAccess', { as: admin })).json().data;
    expect(pending).toMatchObject({
      hasAccess: false,
      needsPayment: true,
      message: 'Completa il pagamento per attivare tutte le funzionalità',
      subscription: { status: 'pending_payment' },
    });
    expect((await t.call('adminUsers', { as: admin })).statusCode).toBe(403);

    t.clock.set('2027-01-31T09:00:00Z');
    const paid = await buyPlan(admin, 'BUSINESS');
    expect(paid.confirm.statusCode).toBe(200);
    const access = (await t.call('subscriptionAccess', { as: admin })).json().data;
    expect(access).toMatchObject({ hasAccess: true, blocked: false, needsPayment: false });
    expect(access.subscription).toMatchObject({
      status: 'active',
      plan: { name: 'BUSINESS' },
      autoRenew: false,
      hasSavedPaymentMethod: true,
      currentPeriodStart: '2027-01-31T09:00:00.000Z',
      // One month later, clamped at the end of February, same wall-clock time in Zurich.
      currentPeriodEnd: '2027-02-28T09:00:00.000Z',
      endDate: '2027-02-28T09:00:00.000Z',
      nextBillingDate: '2027-02-28T09:00:00.000Z',
    });
    for (const route of locked) expect((await t.call(route, { as: admin })).statusCode, route).toBe(200);
    expect((await t.call('createService', { body: newService, as: admin })).statusCode).toBe(201);

    // The plan's payments and their receipts.
    const receipts = (await t.call('subscriptionReceipts', { as: admin })).json().data;
    expect(receipts).toHaveLength(2);
    const good = receipts.find((r: { status: string }) => r.status === 'succeeded');
    expect(good).toMatchObject({
      amount: 49,
      planName: 'BUSINESS',
      periodStart: '2027-01-31T09:00:00.000Z',
      periodEnd: '2027-02-28T09:00:00.000Z',
    });
    const file = (await t.call('subscriptionReceipt', { params: { id: good._id }, as: admin })).json().data;
    expect(file.filename).toMatch(/^ricevuta-pay_/);
    expect(file.content).toContain('Importo: CHF');
    expect(file.content).toContain('Business');
    const bad = receipts.find((r: { status: string }) => r.status !== 'succeeded');
    expect((await t.call('subscriptionReceipt', { params: { id: bad._id }, as: admin })).statusCode).toBe(
      404,
    );
    // The receipt email went to the admin.
    expect(
      await count(
        t,
        sql`select count(*)::int as n from outbound_messages where kind = 'payment-receipt' and recipient = ${admin.email}`,
      ),
    ).toBe(1);
  });

  it("a customer's booking is refused with the subscription reason; a guest's is not limit-checked", async () => {
    await appWith('none');
    const { barber, service } = await givenRealTimeShop(t);
    const [a, b] = await freeSlots(t, barber.id, 2);
    const client = await makeUser(t);
    const check = (await t.call('appointmentLimitsCheck', { as: client })).json().data;
    expect(check).toMatchObject({
      canCreate: false,
      reason: 'NO_SUBSCRIPTION',
      message: 'Seleziona un piano per accedere a questa funzionalità.',
    });
    const res = await t.callRaw('bookAppointment', {
      body: bookingBody({ barber, service, ...a! }),
      as: client,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      upgradeRequired: true,
      reason: 'NO_SUBSCRIPTION',
    });
    const guest = await t.callRaw('guestBooking', {
      body: guestBody({ barber, service, ...b! }, { email: 'anna@example.ch' }),
    });
    expect(guest.statusCode).toBe(201);
    expect(await count(t, sql`select count(*)::int as n from appointments`)).toBe(1);
  });

  it('pending_payment: the customer hears SUBSCRIPTION_INACTIVE', async () => {
    await appWith({ status: 'pending_payment' });
    const client = await makeUser(t);
    const check = (await t.call('appointmentLimitsCheck', { as: client })).json().data;
    expect(check).toMatchObject({
      canCreate: false,
      reason: 'SUBSCRIPTION_INACTIVE',
      message: 'Abbonamento non attivo. Completa il pagamento per accedere.',
    });
  });
});

describe('activation by the provider webhook', () => {
  it("a signed payment_intent.succeeded for a plan's intent activates it, once", async () => {
    const admin = await appWith('none');
    const intent = await openPlanIntent(t, admin, 'STARTER');
    const event = provider(t).event('payment_intent.succeeded', intent.paymentIntentId);
    expect((await postWebhook(t, event)).statusCode).toBe(200);
    expect((await postWebhook(t, event)).json().duplicate).toBe(true);
    const sub = (await t.call('subscriptionAccess', { as: admin })).json().data.subscription;
    expect(sub).toMatchObject({ status: 'active', plan: { name: 'STARTER' }, hasSavedPaymentMethod: false });
    expect(
      await count(
        t,
        sql`select count(*)::int as n from payments where kind = 'subscription' and status = 'succeeded'`,
      ),
    ).toBe(1);
  });
});

describe('POST /subscriptions/select', () => {
  it('validates the plan; while active the same plan needs no payment, another is a pending change until paid', async () => {
    const admin = await appWith('STARTER');
    expect((await t.call('selectSubscriptionPlan', { body: { planId: 'x' }, as: admin })).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.call('selectSubscriptionPlan', {
          body: { planId: '00000000-0000-4000-8000-000000000000' },
          as: admin,
        })
      ).statusCode,
    ).toBe(404);
    const starter = await planId(admin, 'STARTER');
    const same = await t.call('selectSubscriptionPlan', {
      body: { planId: starter, autoRenew: true },
      as: admin,
    });
    expect(same.json().data).toMatchObject({
      needsPayment: false,
      subscription: { status: 'active', autoRenew: true, pendingPlan: null },
    });
    const sub = same.json().data.subscription._id;
    expect((await planIntent(admin, { planId: starter, subscriptionId: sub })).statusCode).toBe(409);

    const business = await planId(admin, 'BUSINESS');
    const change = await t.call('selectSubscriptionPlan', { body: { planId: business }, as: admin });
    expect(change.json().data).toMatchObject({
      needsPayment: true,
      subscription: { status: 'active', plan: { name: 'STARTER' }, pendingPlan: { name: 'BUSINESS' } },
    });
    // The amount is the plan row's, whatever the body says.
    const intent = await planIntent(admin, { planId: business, subscriptionId: sub, amount: 1 });
    expect(intent.json().data.amount).toBe(49);
    expect((await planIntent(admin, { planId: starter, subscriptionId: sub })).statusCode).toBe(409);
    expect((await planIntent(admin, { planId: business, subscriptionId: business })).statusCode).toBe(404);
    await t.call('confirmPayment', {
      body: { paymentIntentId: intent.json().data.paymentIntentId, paymentMethodId: 'pm_card_visa' },
      as: admin,
    });
    const after = (await t.call('subscriptionAccess', { as: admin })).json().data.subscription;
    expect(after).toMatchObject({ status: 'active', plan: { name: 'BUSINESS' }, pendingPlan: null });

    const renew = await t.call('subscriptionAutoRenew', {
      body: { autoRenew: false },
      as: admin,
    });
    expect(renew.json()).toMatchObject({
      message: 'Rinnovo automatico disattivato.',
      data: { autoRenew: false },
    });
  });
});

describe('limits at the server', () => {
  it('appointments: a customer and an admin phone booking at the limit get 403 upgradeRequired, nothing created', async () => {
    const admin = await appWith({ appointments: 2 });
    const { barber, service } = await givenRealTimeShop(t);
    const [a, b, c, d] = await freeSlots(t, barber.id, 4);
    const client = await makeUser(t);
    expect(
      (
        await t.callRaw('bookAppointment', {
          body: bookingBody({ barber, service, ...a! }),
          as: client,
        })
      ).statusCode,
    ).toBe(201);
    expect((await t.call('appointmentLimitsCheck', { as: client })).json().data).toMatchObject({
      canCreate: true,
      current: 1,
      limit: 2,
    });
    expect(
      (
        await t.callRaw('bookAppointment', {
          body: bookingBody({ barber, service, ...b! }),
          as: client,
        })
      ).statusCode,
    ).toBe(201);
    const refused = await t.callRaw('bookAppointment', {
      body: bookingBody({ barber, service, ...c! }),
      as: client,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'PLAN_LIMIT_REACHED',
      upgradeRequired: true,
      resource: 'appointments',
      current: 2,
      limit: 2,
      message: 'Limite appuntamenti raggiunto (2/2). Effettua un upgrade per continuare.',
    });
    // The same 403 in the caller's language, its values kept (ADR 0066).
    const german = await t.callRaw('bookAppointment', {
      body: bookingBody({ barber, service, ...c! }),
      headers: { 'accept-language': 'de-CH' },
      as: client,
    });
    expect(german.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Limite für Termine erreicht (2/2). Wechseln Sie zu einem grösseren Abo, um weiterzumachen.',
    });
    const phone = await t.callRaw('adminBooking', {
      body: {
        clientNickname: 'Sig. Rossi',
        barberId: barber.id,
        service: service.name,
        ...d,
        duration: 30,
        price: 30,
      },
      as: admin,
    });
    expect(phone.statusCode).toBe(403);
    expect(phone.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', upgradeRequired: true });
    // A logged-in customer's online payment hold is a booking too.
    const hold = await t.call('createPaymentIntent', {
      body: { type: 'appointment', appointmentData: { barberId: barber.id, serviceId: service.id, ...d } },
      as: client,
    });
    expect(hold.statusCode).toBe(403);
    expect(await count(t, sql`select count(*)::int as n from appointments`)).toBe(2);
    expect(await count(t, sql`select count(*)::int as n from payments`)).toBe(0);
    expect((await t.call('appointmentLimitsCheck', { as: client })).json().data).toMatchObject({
      canCreate: false,
      reason: 'MONTHLY_LIMIT_REACHED',
      current: 2,
      limit: 2,
    });
    // Guests are not limit-checked (000 section 5), but they count.
    const guest = await t.callRaw('guestBooking', {
      body: guestBody({ barber, service, ...c! }, { email: 'anna@example.ch' }),
    });
    expect(guest.statusCode).toBe(201);
    const usage = (await t.call('subscriptionUsage', { as: admin })).json().data;
    expect(usage.appointments).toMatchObject({
      current: 3,
      limit: 2,
      percentage: 100,
      remaining: 0,
      isOverLimit: true,
    });
    expect(usage.alerts).toContainEqual({
      type: 'error',
      resource: 'appointments',
      message: 'Limite appuntamenti raggiunto (100%)',
    });
  });

  it('barbers: creating one over the limit is refused, as is reopening an inactive one', async () => {
    const admin = await appWith({ barbers: 1 });
    const { barber } = await givenRealTimeShop(t);
    const body = { firstName: 'Ugo', lastName: 'Neri', email: 'ugo@example.ch', phone: '0791234567' };
    const res = await t.call('createBarber', { body: body, as: admin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      upgradeRequired: true,
      resource: 'barbers',
      message: 'Limite barbieri raggiunto (1/1). Effettua un upgrade per continuare.',
    });
    expect(await count(t, sql`select count(*)::int as n from barbers`)).toBe(1);
    // Close the only barber: one may be created; reopening the first is then over the limit.
    await t.call('updateBarber', {
      params: { id: barber.id },
      body: {
        firstName: 'Mario',
        lastName: 'Rossi',
        email: 'barbiere@example.ch',
        phone: '+41795550000',
        isActive: false,
      },
      as: admin,
    });
    expect((await t.call('createBarber', { body: body, as: admin })).statusCode).toBe(201);
    const reopen = await t.call('updateBarber', {
      params: { id: barber.id },
      body: {
        firstName: 'Mario',
        lastName: 'Rossi',
        email: 'barbiere@example.ch',
        phone: '+41795550000',
        isActive: true,
      },
      as: admin,
    });
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().upgradeRequired).toBe(true);
  });

  it('emails: over the limit recorded skipped with the reason, never sent; password reset still goes out', async () => {
    const admin = await appWith({ emails: 1 });
    const { barber, service } = await givenRealTimeShop(t);
    const [a, b] = await freeSlots(t, barber.id, 2);
    const guest = (slot: { date: string; time: string }, email: string) =>
      t.call('guestBooking', { body: guestBody({ barber, service, ...slot }, { email }) });
    expect((await guest(a!, 'uno@example.ch')).statusCode).toBe(201);
    expect((await guest(b!, 'due@example.ch')).statusCode).toBe(201);
    await t.ctx.jobs.runDue();
    const rows = await t.ctx.db.execute(
      // One transaction records the confirmation and the barber's notice (ADR 0053) at the same instant: the kind
      // orders them as they were recorded ('booking-confirmation' before 'team-appointment-notice').
      sql`select recipient, status, error from outbound_messages where channel = 'email' order by created_at, kind`,
    );
    const mails = (rows as unknown as { rows: { recipient: string; status: string; error: string | null }[] })
      .rows;
    expect(mails.map((m) => [m.recipient, m.status])).toEqual([
      ['uno@example.ch', 'sent'],
      ['barbiere@example.ch', 'skipped'],
      ['due@example.ch', 'skipped'],
      ['barbiere@example.ch', 'skipped'],
    ]);
    expect(mails[1]!.error).toBe('Limite email raggiunto (1/1): messaggio non inviato.');
    // Stored in Italian, written by the catalogue: a reader in another language is told it in theirs.
    expect(translate('de', mails[1]!.error!)).toBe('Limite für E-Mails erreicht (1/1): Nachricht nicht gesendet.');
    const reset = await t.call('requestPasswordReset', { body: { email: admin.email } });
    expect(reset.statusCode).toBe(200);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from outbound_messages where kind = 'password-reset' and status <> 'skipped'`,
      ),
    ).toBe(1);
    const usage = (await t.call('subscriptionUsage', { as: admin })).json().data;
    expect(usage.emails).toMatchObject({ current: 2, limit: 1, isOverLimit: true });
    // The second guest's confirmation and both barber notices.
    expect(usage.skippedMessages).toEqual({ emails: 3, sms: 0 });
  });
});

describe('GET /subscriptions/usage matches the database', () => {
  it("this month's counts in Europe/Zurich, percentages, alerts, upgrades, plan and period", async () => {
    const admin = await appWith('STARTER');
    const { barber, service } = await givenRealTimeShop(t);
    const slots = await freeSlots(t, barber.id, 3);
    const client = await makeUser(t);
    for (const s of slots)
      await t.call('bookAppointment', {
        body: bookingBody({ barber, service, ...s }),
        as: client,
      });
    // A released hold does not count; an appointment created last month does not count.
    await t.ctx.db
      .execute(sql`insert into appointments (barber_id, service_id, service_name, duration_minutes, price_rappen, starts_at, ends_at, status, payment_type, booking_kind, guest_first_name, guest_last_name, guest_email, guest_phone, cancellation_reason, created_at)
      values (${barber.id}, ${service.id}, 'Taglio', 30, 3000, now() + interval '40 days', now() + interval '40 days 30 minutes', 'cancelled', 'online', 'guest', 'A', 'B', 'a@example.ch', '+41791234567', 'Prenotazione scaduta: pagamento non completato entro 15 minuti', now()),
             (${barber.id}, ${service.id}, 'Taglio', 30, 3000, now() - interval '40 days', now() - interval '40 days' + interval '30 minutes', 'completed', 'in_person', 'guest', 'A', 'B', 'a@example.ch', '+41791234567', null, now() - interval '40 days')`);
    const res = await t.callRaw('syncSubscriptionUsage', { body: {}, as: admin });
    const usage = res.json().data;
    const { start, end } = monthPeriod(new Date(), 'Europe/Zurich');
    const db = {
      appointments: await count(
        t,
        sql`select count(*)::int as n from appointments where created_at >= ${start.toISOString()} and created_at < ${end.toISOString()} and not (status = 'cancelled' and cancellation_reason like 'Prenotazione %')`,
      ),
      emails: await count(
        t,
        sql`select count(*)::int as n from outbound_messages where channel = 'email' and status <> 'skipped' and created_at >= ${start.toISOString()}`,
      ),
      barbers: await count(t, sql`select count(*)::int as n from barbers where is_active`),
    };
    expect(usage.appointments).toMatchObject({
      current: db.appointments,
      limit: 300,
      percentage: 1,
      remaining: 300 - db.appointments,
      isNearLimit: false,
      isOverLimit: false,
      isUnlimited: false,
    });
    expect(db.appointments).toBe(3);
    expect(usage.emails.current).toBe(db.emails);
    // Each booking's confirmation to the customer and its notice to the barber (ADR 0053).
    expect(usage.emails.current).toBe(6);
    expect(usage.barbers).toMatchObject({ current: 1, limit: 3, percentage: 33 });
    expect(usage.sms).toMatchObject({ current: 0, limit: 100 });
    expect(usage.alerts).toEqual([]);
    expect(usage.availableUpgrades).toEqual([
      { name: 'BUSINESS', displayName: 'Business', price: 49, billingPeriod: 'monthly' },
    ]);
    expect(usage.plan).toMatchObject({ name: 'STARTER', price: 29, billingPeriod: 'monthly' });
    expect(usage.period.start).toBe(start.toISOString());
    expect(new Date(usage.period.end).getTime()).toBe(end.getTime() - 1);
    expect((await t.call('subscriptionUsage', { as: admin })).headers['cache-control']).toBe('no-store');
  });
});
