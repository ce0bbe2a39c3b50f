import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { givenShop } from './helpers/booking';
import { makeUser, type TestUser } from './helpers/factories';
import { routeShapes } from './helpers/contract-shapes';
import { sweep } from './helpers/malformed-sweep';

/**
 * Malformed input on every registered /api route (helpers/malformed-sweep.ts says what is sent): as a guest here,
 * as the admin in malformed-input-admin-{1,2}.test.ts. The routes and their query and body field names come from
 * the contract (the server registers exactly those).
 */
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await givenShop(t);
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(() => t.close());

describe('malformed input on every route', () => {
  it('has the routes and their fields', () => {
    expect(routeShapes.length).toBeGreaterThan(20);
    const byName = (name: string) => routeShapes.find((s) => s.name === name);
    expect(byName('staffAppointments')?.query).toEqual(expect.arrayContaining(['startDate', 'endDate', 'barberId', 'viewType']));
    expect(byName('adminBooking')?.body).toEqual(expect.arrayContaining(['clientNickname', 'barberId']));
  });

  it('refuses U+0000 in otherwise valid input with 400 (PostgreSQL text cannot hold it)', async () => {
    const res = await t.call('updateProfile', {
      body: { firstName: 'Ada\u0000', lastName: 'Admin', phone: '' },
      as: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Il testo contiene caratteri non ammessi.' });
    const fine = await t.call('updateProfile', { body: { firstName: 'Ada', lastName: 'Admin', phone: '' }, as: admin });
    expect(fine.statusCode).toBe(200);
  });

  it('as a guest: no 5xx, every 4xx in Italian', async () => {
    const all = routeShapes;
    // Public routes get the whole sweep; the others refuse at the door, which one request each shows.
    const outcome = await sweep(t, all.filter((s) => s.access === 'public'), {});
    const doors = await sweep(
      t,
      all.filter((s) => s.access !== 'public').map((s) => ({ ...s, query: s.query.slice(0, 1), body: s.body && s.body.slice(0, 1) })),
      {},
    );
    expect([...outcome.failures, ...doors.failures]).toEqual([]);
  }, 120_000);
});
