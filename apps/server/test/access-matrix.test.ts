import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@barber/shared/schemas/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { makeUser, type TestUser } from './helpers/factories';

/**
 * Walks every registered /api route and proves its declared access rule is enforced before any handler runs:
 * no token -> 401 on non-public routes, and every role outside a route's list -> 403. Ownership (client A vs B,
 * barber X vs Y) is covered by each module's own tests.
 */
let t: TestApp;
const users = {} as Record<Role, TestUser>;
const ROLES: Role[] = ['admin', 'barber', 'client'];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) users[role] = await makeUser(t, { role });
});
afterAll(() => t.close());

const sampleUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('access matrix', () => {
  it('has routes to check', () => {
    expect(t.routeTable.length).toBeGreaterThan(5);
  });

  it('every non-public route answers 401 without a token', async () => {
    const failures: string[] = [];
    for (const route of t.routeTable.filter((r) => r.access !== 'public')) {
      // Raw on purpose: the sweep walks the server's own route table (what is registered), not the contract's names.
      const res = await t.inject({ method: route.method as 'GET', url: sampleUrl(route.url) });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('every role-restricted route answers 403 to the roles outside its list', async () => {
    const failures: string[] = [];
    for (const route of t.routeTable) {
      if (route.access === 'public' || route.access === 'user') continue;
      for (const role of ROLES.filter((r) => !(route.access as readonly Role[]).includes(r))) {
        // Raw on purpose, as above: every registered route, by its registered path.
        const res = await t.inject({ method: route.method as 'GET', url: sampleUrl(route.url), headers: users[role].auth });
        if (res.statusCode !== 403) failures.push(`${role}: ${route.method} ${route.url} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the subscription plans are public prices; every other subscription route stays admin-only (issue 23 item 8)', async () => {
    const subscriptions = t.routeTable.filter((r) => r.url.startsWith('/api/subscription'));
    expect(subscriptions.length).toBeGreaterThan(5);
    for (const route of subscriptions) {
      const expected = route.method === 'GET' && route.url === '/api/subscriptions/plans' ? 'public' : ['admin'];
      expect(route.access, `${route.method} ${route.url}`).toEqual(expected);
    }
    const anonymous = await t.call('subscriptionPlans', { headers: { Authorization: '' } });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data.map((p: { name: string }) => p.name)).toEqual(['STARTER', 'BUSINESS']);
  });
});
