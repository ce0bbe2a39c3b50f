import { afterEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed';
import { clearShopCache } from '../src/modules/shop/service';
import { makeUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

describe('plans at the start', () => {
  it('a fresh install has the two plans and no subscription', async () => {
    t = await createTestApp({}, { plan: 'none' });
    const admin = await makeUser(t, { role: 'admin' });
    const plans = (await t.call('subscriptionPlans', { as: admin })).json().data;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['STARTER', 'BUSINESS']);
    const access = (await t.call('subscriptionAccess', { as: admin })).json().data;
    expect(access).toMatchObject({ hasAccess: false, subscription: null });
  });

  it('the demo starts on an active STARTER with usage that shows badges and alerts, with room to book', async () => {
    t = await createTestApp({}, { plan: 'none' });
    t.clock.set(new Date());
    expect(await seedDemo(t.database)).toBe(true);
    clearShopCache(t.ctx.db);
    const admin = await makeUser(t, { role: 'admin' });
    const usage = (await t.call('subscriptionUsage', { as: admin })).json().data;
    expect(usage.plan.name).toBe('STARTER');
    expect(usage.subscription).toMatchObject({
      status: 'active',
      autoRenew: true,
      hasSavedPaymentMethod: true,
    });
    expect(usage.emails.percentage).toBeGreaterThanOrEqual(60);
    expect(usage.emails.remaining).toBeGreaterThanOrEqual(190);
    expect(usage.sms).toMatchObject({ percentage: 82, isNearLimit: true });
    expect(usage.alerts).toContainEqual({
      type: 'warning',
      resource: 'sms',
      message: 'Utilizzo SMS elevato (82%)',
    });
    expect(usage.barbers).toMatchObject({ current: 3, limit: 3, percentage: 100 });
    expect(usage.appointments.remaining).toBeGreaterThan(250);
  });
});
