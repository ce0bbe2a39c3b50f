import type { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { queryRows } from '../src/db/client';
import { givenShop, makeBarber, makeService, type BarberRow, type ServiceRow } from './helpers/booking';
import { makeUser, type TestUser } from './helpers/factories';
import type { TestApp } from './helpers/test-app';

/**
 * Usage counts rows by their creation time, which the database stamps (now()); the month is the app clock's. So
 * the limit tests run on the real clock (as production does) and find their slots through the availability API.
 */
export async function givenRealTimeShop(t: TestApp): Promise<{ barber: BarberRow; service: ServiceRow }> {
  await givenShop(t);
  t.clock.set(new Date());
  const service = await makeService(t, { name: 'Taglio', priceRappen: 3000, durationMinutes: 30 });
  const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
    (day) => ({
      day: day as 'monday',
      isWorking: true,
      startTime: '08:00',
      endTime: '20:00',
      hasBreak: false,
      breakStart: null,
      breakEnd: null,
    }),
  );
  const barber = await makeBarber(t, { services: [service], workingHours: everyDay });
  return { barber, service };
}

/** `count` free slots of the barber from tomorrow on (shop-local dates and times). */
export async function freeSlots(
  t: TestApp,
  barberId: string,
  count: number,
  perDay: 'one' | 'hourly' = 'one',
): Promise<{ date: string; time: string }[]> {
  const found: { date: string; time: string }[] = [];
  let date = addDays(todayInZone(t.clock.now(), 'Europe/Zurich'), 1);
  for (let i = 0; i < 29 && found.length < count; i++, date = addDays(date, 1)) {
    const res = await t.call('publicAvailableSlots', {
      query: { barberId, date, duration: '30' },
    });
    const slots = res.json() as { time: string; available: boolean }[];
    // One a day at most: the same customer twice a day, or overlapping grid steps, are other rules' business.
    const open = slots.filter(
      (s) => s.available && s.time >= '10:00' && (perDay === 'one' || s.time.endsWith(':00')),
    );
    for (const s of perDay === 'one' ? open.slice(0, 1) : open)
      if (found.length < count) found.push({ date, time: s.time });
  }
  if (found.length < count) throw new Error(`only ${found.length} free slots`);
  return found;
}

export async function count(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  return (await queryRows<{ n: number }>(t.ctx.db, query))[0]!.n;
}

/** A fresh install's shop and its admin (the app made with plan 'none'), on 31 January 2027, 10:00 in Zurich. */
export async function givenAdminOn31January(t: TestApp): Promise<TestUser> {
  await givenShop(t);
  const admin = await makeUser(t, { role: 'admin' });
  t.clock.set('2027-01-31T09:00:00Z');
  return admin;
}

/** The id of a seeded plan (STARTER, BUSINESS) as the admin's plans page lists it. */
export async function planIdOf(t: TestApp, admin: TestUser, name: string): Promise<string> {
  const plans = (await t.call('subscriptionPlans', { as: admin })).json().data as { _id: string; name: string }[];
  return plans.find((p) => p.name === name)!._id;
}

/** Selects a plan (with the autoRenew choice when given) and opens its payment intent: the intent's data. */
export async function openPlanIntent(t: TestApp, admin: TestUser, name: string, autoRenew?: boolean) {
  const planId = await planIdOf(t, admin, name);
  const choice = autoRenew === undefined ? {} : { autoRenew };
  const selected = await t.call('selectSubscriptionPlan', { body: { planId, ...choice }, as: admin });
  expect(selected.statusCode).toBe(200);
  const intent = await t.call('subscriptionPaymentIntent', {
    body: { planId, subscriptionId: selected.json().data.subscription._id },
    as: admin,
  });
  expect(intent.statusCode).toBe(201);
  return intent.json().data as { paymentIntentId: string; setupFutureUsage: string | null };
}

/** Pays a plan's intent with a test card through the server's confirm. */
export const confirmPlanPayment = (t: TestApp, admin: TestUser, paymentIntentId: string, card = 'pm_card_visa') =>
  t.call('confirmPayment', { body: { paymentIntentId, paymentMethodId: card }, as: admin });
