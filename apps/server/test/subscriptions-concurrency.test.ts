import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeUser } from './helpers/factories';
import { bookingBody } from './helpers/booking';
import { createTestApp, type TestApp } from './helpers/test-app';
import { count, freeSlots, givenRealTimeShop } from './subscriptions-helpers';

// Issue 12 'Must show': at limit minus 1, 50 concurrent customer bookings create at most 1 (the subscription row
// lock serialises count and insert); the next gets 403 upgradeRequired. Runs on PGlite and on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { plan: { appointments: 3 } });
});
afterAll(async () => t.close());

describe('the appointment limit under load', () => {
  it('limit 3 with 2 booked: of 50 concurrent bookings of free slots exactly 1 is created', async () => {
    const { barber, service } = await givenRealTimeShop(t);
    const slots = await freeSlots(t, barber.id, 53, 'hourly');
    const first = await makeUser(t);
    for (const s of slots.slice(0, 2)) {
      expect(
        (
          await t.call('bookAppointment', {
            body: bookingBody({ barber, service, ...s }),
            as: first,
          })
        ).statusCode,
      ).toBe(201);
    }
    const clients = await Promise.all(Array.from({ length: 50 }, () => makeUser(t)));
    const answers = await Promise.all(
      clients.map((c, i) =>
        t.call('bookAppointment', {
          body: bookingBody({ barber, service, ...slots[2 + i]! }),
          as: c,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 403)).toHaveLength(49);
    for (const a of answers.filter((r) => r.statusCode === 403)) {
      expect(a.json()).toMatchObject({
        code: 'PLAN_LIMIT_REACHED',
        upgradeRequired: true,
        current: 3,
        limit: 3,
      });
    }
    expect(await count(t, sql`select count(*)::int as n from appointments`)).toBe(3);
    const next = await t.call('bookAppointment', {
      body: bookingBody({ barber, service, ...slots[52]! }),
      as: first,
    });
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({
      upgradeRequired: true,
      message: 'Limite appuntamenti raggiunto (3/3). Effettua un upgrade per continuare.',
    });
  }, 180_000);
});
