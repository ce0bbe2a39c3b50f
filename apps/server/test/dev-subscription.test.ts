import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { makeUser, type TestUser } from './helpers/factories';

/**
 * POST /dev/subscription (issue 12, demo mode only): the browser journeys put the shop without a plan or at its
 * monthly limit with it, then back to the demo plan.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ demoMode: true });
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const set = (body: object, headers = admin.auth) => t.callRaw('devSetSubscription', { body, headers });

describe('POST /dev/subscription', () => {
  it('is for the admin only', async () => {
    const client = await makeUser(t);
    expect((await set({ status: 'none' }, client.auth)).statusCode).toBe(403);
    expect((await t.call('devSetSubscription', { body: { status: 'none' } })).statusCode).toBe(401);
  });

  it("'none' removes the plan: the locked areas are refused; 'active' gives them back", async () => {
    const none = await set({ status: 'none' });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toMatchObject({ hasAccess: false, subscription: null });
    const locked = await t.call('adminUsers', { as: admin });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', upgradeRequired: true });

    const active = await set({ status: 'active', plan: 'BUSINESS' });
    expect(active.json().data).toMatchObject({
      hasAccess: true,
      subscription: { status: 'active', plan: { name: 'BUSINESS' } },
    });
    expect((await t.call('adminUsers', { as: admin })).statusCode).toBe(200);
  });

  it('sets a plan’s monthly appointment limit: at 0 the limit check refuses a customer', async () => {
    await set({ status: 'active', plan: 'STARTER', appointmentLimit: 0 });
    const client = await makeUser(t);
    const check = await t.call('appointmentLimitsCheck', {
      as: client,
    });
    expect(check.json().data).toMatchObject({ canCreate: false, reason: 'MONTHLY_LIMIT_REACHED' });
    await set({ status: 'active', plan: 'STARTER', appointmentLimit: 300 });
    const again = await t.call('appointmentLimitsCheck', {
      as: client,
    });
    expect(again.json().data).toMatchObject({ canCreate: true });
  });

  it('pending_payment keeps the plan without access', async () => {
    const pending = await set({ status: 'pending_payment', plan: 'BUSINESS' });
    expect(pending.json().data).toMatchObject({
      hasAccess: false,
      needsPayment: true,
      subscription: { status: 'pending_payment' },
    });
  });
});

describe('POST /dev/subscription outside demo mode', () => {
  it('does not exist', async () => {
    const plain = await createTestApp({ demoMode: false });
    try {
      const user = await makeUser(plain, { role: 'admin' });
      const answer = await plain.call('devSetSubscription', {
        body: { status: 'none' },
        as: user,
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
