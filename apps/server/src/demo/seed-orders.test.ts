import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@barber/shared/domain/shop';
import { WAITING_STATUSES } from '@barber/shared/domain/waiting-list';
import { queryRows } from '../db/client';
import { clearShopCache } from '../modules/shop/service';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { demoAccounts } from './demo-data';
import { demoOrders } from './seed-orders';
import { demoProducts } from './seed-shop';
import { demoWaitingEntries } from './seed-waiting-list';
import { seedDemo } from './seed';

/** Issue 27 item 12: the demo's orders and waiting-list requests exist, follow the rules, and add up. */
let t: TestApp;
const login = async (role: 'admin' | 'client') => {
  const account = demoAccounts.find((a) => a.role === role)!;
  const res = await t.call('login', { body: { email: account.email, password: account.password } });
  return { auth: { authorization: `Bearer ${res.json().token as string}` } };
};

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.database)).toBe(true);
  clearShopCache(t.ctx.db);
});
afterAll(() => t.close());

interface OrderJson {
  _id: string;
  orderNumber: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  items: { quantity: number; price: number; total: number }[];
  totals: { subtotal: number; total: number };
  customerInfo: { type: string; address: string };
  statusHistory: { from: string | null; to: string; at: string }[];
  createdAt: string;
}

describe('demo orders', () => {
  it('the admin sees them all: waiting, ready for pickup, picked up and cancelled, each with its history', async () => {
    const res = await t.call('adminOrders', { as: await login('admin') });
    expect(res.statusCode).toBe(200);
    const orders = res.json().data as OrderJson[];
    expect(orders).toHaveLength(demoOrders.length);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['pending', 'shipped', 'delivered', 'cancelled']));
    expect(new Set(orders.map((o) => o.customerInfo.type))).toEqual(new Set(['registered', 'guest']));
    // The numbers follow the dates, as the shop's own sequence does.
    const byDate = [...orders].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((o) => o.orderNumber);
    expect(byDate).toEqual([...byDate].sort());
    for (const order of orders) {
      expect(ORDER_STATUSES).toContain(order.status);
      // The history starts at creation and ends at the status it has now.
      expect(order.statusHistory[0]!.from).toBeNull();
      expect(order.statusHistory.at(-1)!.to).toBe(order.status);
      for (const [i, step] of order.statusHistory.entries()) if (i > 0) expect(step.from).toBe(order.statusHistory[i - 1]!.to);
      expect(Date.parse(order.statusHistory.at(-1)!.at)).toBeLessThanOrEqual(Date.now());
      // Money adds up: each line is price x quantity, the total the sum of the lines.
      const cents = (chf: number) => Math.round(chf * 100);
      for (const line of order.items) expect(cents(line.total)).toBe(cents(line.price) * line.quantity);
      expect(cents(order.totals.total)).toBe(order.items.reduce((sum, l) => sum + cents(l.total), 0));
      expect(order.totals.subtotal).toBe(order.totals.total);
      // Cash on pickup: paid once handed over.
      expect(order.paymentMethod).toBe('cash');
      expect(order.paymentStatus).toBe(order.status === 'delivered' ? 'paid' : 'pending');
      expect(order.customerInfo.address).toBe('');
    }
  });

  it("the customer's profile lists their three, none cancelled", async () => {
    const res = await t.call('myOrders', { as: await login('client') });
    const mine = res.json().data as OrderJson[];
    expect(mine.map((o) => o.status).sort()).toEqual(['delivered', 'pending', 'shipped']);
  });

  it('the stock was taken for every order but the cancelled one', async () => {
    const stock = await queryRows<{ name: string; q: number }>(t.ctx.db, sql`select name, inventory_quantity as q from products`);
    const taken = new Map<string, number>();
    for (const order of demoOrders) {
      if (order.steps.at(-1) === 'cancelled') continue;
      for (const [name, quantity] of order.lines) taken.set(name, (taken.get(name) ?? 0) + quantity);
    }
    for (const p of demoProducts) {
      const now = stock.find((s) => s.name === p.name)!.q;
      expect(now, p.name).toBe(p.quantity - (taken.get(p.name) ?? 0));
      // The products the browser journeys buy stay sellable and above their minimum unless they started below it.
      if (p.quantity > 5) expect(now, p.name).toBeGreaterThan(5);
    }
  });
});

describe('demo waiting list', () => {
  it("the customer's requests: one waiting, one that ran out; the admin sees them", async () => {
    const mine = (await t.call('waitingListMine', { as: await login('client') })).json() as { status: string }[];
    expect(mine.map((e) => e.status).sort()).toEqual(['expired', 'pending']);
    for (const entry of mine) expect(WAITING_STATUSES).toContain(entry.status);
    const all = await t.call('waitingListAll', { as: await login('admin') });
    expect(all.statusCode).toBe(200);
    expect(JSON.stringify(all.json())).toContain('Tinta');
    expect(demoWaitingEntries.filter((e) => e.status === 'pending')).toHaveLength(1);
  });

  it('the waiting request is still within its 30 days and has a preferred day left', async () => {
    const [row] = await queryRows<{ expires_at: Date; created_at: Date }>(
      t.ctx.db,
      sql`select expires_at, created_at from waiting_list_entries where status = 'pending'`,
    );
    expect(new Date(row!.expires_at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the demo on a second start', () => {
  it('seeds nothing again: no order or request is doubled', async () => {
    const count = async () =>
      (await queryRows<{ o: number; w: number }>(t.ctx.db, sql`select (select count(*) from orders)::int as o, (select count(*) from waiting_list_entries)::int as w`))[0]!;
    const before = await count();
    expect(await seedDemo(t.database)).toBe(false);
    expect(await count()).toEqual(before);
  });
});
