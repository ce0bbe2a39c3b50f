import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { runRenewals } from '../src/modules/subscriptions/renewal';
import { confirmPlanPayment, count, givenAdminOn31January, openPlanIntent } from './subscriptions-helpers';

// Issue 12 item 4: at the end of the period an autoRenew plan with a saved card is charged again (test mode:
// at once), otherwise it expires; reminders 7 days and 1 day before the end, once each. The app's clock.
let t: TestApp;
afterEach(async () => t?.close());

async function activeBusinessFrom31January(autoRenew: boolean) {
  t = await createTestApp({}, { plan: 'none' });
  const admin = await givenAdminOn31January(t);
  await confirmPlanPayment(t, admin, (await openPlanIntent(t, admin, 'BUSINESS', autoRenew)).paymentIntentId);
  return admin;
}

const subscription = async (admin: TestUser) =>
  (await t.call('subscriptionAccess', { as: admin })).json().data.subscription;
const mails = (kind: string) =>
  count(t, sql`select count(*)::int as n from outbound_messages where kind = ${kind}`);

describe('renewal and expiry', () => {
  it('31 January -> 28 February -> 31 March (across the DST change), reminders once each, charged with the saved card', async () => {
    const admin = await activeBusinessFrom31January(true);
    expect(await subscription(admin)).toMatchObject({
      currentPeriodEnd: '2027-02-28T09:00:00.000Z',
      autoRenew: true,
      hasSavedPaymentMethod: true,
    });

    t.clock.set('2027-02-20T09:00:00Z');
    expect(await runRenewals(t.ctx)).toEqual({ reminders: 0, renewed: false, expired: false });
    t.clock.set('2027-02-21T10:00:00Z');
    expect((await runRenewals(t.ctx)).reminders).toBe(1);
    expect((await runRenewals(t.ctx)).reminders).toBe(0);
    expect(await mails('subscription-reminder-7d')).toBe(1);
    t.clock.set('2027-02-27T10:00:00Z');
    expect((await runRenewals(t.ctx)).reminders).toBe(1);
    expect((await runRenewals(t.ctx)).reminders).toBe(0);
    expect(await mails('subscription-reminder-1d')).toBe(1);

    t.clock.set('2027-02-28T09:01:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: true, expired: false });
    // 10:00 in Zurich on 31 March is 08:00 UTC (summer time since 28 March).
    expect(await subscription(admin)).toMatchObject({
      status: 'active',
      currentPeriodStart: '2027-02-28T09:00:00.000Z',
      currentPeriodEnd: '2027-03-31T08:00:00.000Z',
      nextBillingDate: '2027-03-31T08:00:00.000Z',
    });
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: false, expired: false });
    const receipts = (await t.call('subscriptionReceipts', { as: admin })).json().data;
    expect(receipts.map((r: { status: string; amount: number }) => [r.status, r.amount])).toEqual([
      ['succeeded', 49],
      ['succeeded', 49],
    ]);
    expect(await mails('subscription-renewed')).toBe(1);
    // The next period's reminders are sent again.
    t.clock.set('2027-03-24T09:00:00Z');
    expect((await runRenewals(t.ctx)).reminders).toBe(1);
  });

  it('without autoRenew the plan expires at the end: access blocked with the spec message, the admin is told', async () => {
    const admin = await activeBusinessFrom31January(false);
    t.clock.set('2027-02-28T08:59:00Z');
    expect((await runRenewals(t.ctx)).expired).toBe(false);
    t.clock.set('2027-02-28T09:00:00Z');
    expect((await runRenewals(t.ctx)).expired).toBe(true);
    const access = (await t.call('subscriptionAccess', { as: admin })).json().data;
    expect(access).toMatchObject({
      hasAccess: false,
      blocked: true,
      message: 'Abbonamento scaduto. Rinnova per continuare',
      subscription: { status: 'expired' },
    });
    expect((await t.call('adminUsers', { as: admin })).statusCode).toBe(403);
    expect(await mails('subscription-expired')).toBe(1);
    expect(await count(t, sql`select count(*)::int as n from payments`)).toBe(1);
  });

  it('a declined renewal card: the plan expires and nothing is charged', async () => {
    const admin = await activeBusinessFrom31January(true);
    await t.ctx.db.execute(
      sql`update shop_subscription set saved_payment_method_id = 'pm_card_chargeDeclined'`,
    );
    t.clock.set('2027-02-28T10:00:00Z');
    expect(await runRenewals(t.ctx)).toMatchObject({ renewed: false, expired: true });
    expect((await subscription(admin)).status).toBe('expired');
    expect(await count(t, sql`select count(*)::int as n from payments where status = 'succeeded'`)).toBe(1);
  });
});
