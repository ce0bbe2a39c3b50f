import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@barber/shared/api-routes';
import { contract } from '@barber/shared/contract';
import { bookingRoutes } from '@barber/shared/contract/booking-routes';
import { manageRoutes } from '@barber/shared/contract/manage-routes';
import { paymentsRoutes } from '@barber/shared/contract/payments-routes';
import { platformRoutes } from '@barber/shared/contract/platform-routes';
import { shopRoutes } from '@barber/shared/contract/shop-routes';
import { subscriptionsRoutes } from '@barber/shared/contract/subscriptions-routes';
import { staffAdminRoutes } from '@barber/shared/contract/staff-admin-routes';
import { staffCalendarRoutes } from '@barber/shared/contract/staff-calendar-routes';
import { waitingListRoutes } from '@barber/shared/contract/waiting-list-routes';
import { notificationsRoutes } from '@barber/shared/contract/notifications-routes';
import { profileRoutes } from '@barber/shared/contract/profile-routes';
import { statsRoutes } from '@barber/shared/contract/stats-routes';
import { jobApplicationsRoutes } from '@barber/shared/contract/job-applications-routes';
import { chatbotRoutes } from '@barber/shared/contract/chatbot-routes';
import { contactRoutes } from '@barber/shared/contract/contact-routes';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The contract is the one list of routes (ARCHITECTURE.md): the server registers exactly what it names, with
 * the same method, path and access rule, and nothing else under /api (the OpenAPI pages aside).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} /api${path}`;

describe('API contract', () => {
  it('names every route once: no area reuses another area’s name or path', () => {
    const parts = [platformRoutes, bookingRoutes, manageRoutes, staffCalendarRoutes, staffAdminRoutes, paymentsRoutes, shopRoutes, notificationsRoutes, profileRoutes, statsRoutes, waitingListRoutes, subscriptionsRoutes, chatbotRoutes, jobApplicationsRoutes, contactRoutes];
    const names = parts.flatMap((p) => Object.keys(p));
    expect(new Set(names).size).toBe(names.length);
    const addresses = Object.values(apiRoutes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('every contract route is registered with its method, path and access rule', () => {
    const registered = new Map(t.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    const missing = Object.entries(contract)
      .filter(([, def]) => JSON.stringify(registered.get(key(def.method, def.path))) !== JSON.stringify(def.access))
      .map(([name, def]) => `${name}: ${key(def.method, def.path)}`);
    expect(missing).toEqual([]);
  });

  it('every registered /api route is in the contract', () => {
    const inContract = new Set(Object.values(contract).map((def) => key(def.method, def.path)));
    const extra = t.routeTable.map((r) => `${r.method} ${r.url}`).filter((k) => !inContract.has(k));
    expect(extra).toEqual([]);
  });
});
