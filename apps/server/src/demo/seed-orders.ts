import { inArray, sql } from 'drizzle-orm';
import { formatOrderNumber, orderTotals, type OrderStatus } from '@barber/shared/domain/shop';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import { queryRows, type Executor } from '../db/client';
import { orderItems, orders, orderStatusEvents, products } from '../db/schema';

/**
 * A few pickup orders of a living shop (issue 27 item 12), so the admin's 'Ordini' and the demo customer's 'I Miei
 * Ordini' show something on the first start: waiting, ready for pickup, picked up, and one cancelled. Cash on
 * pickup, as most shop orders are; a handed-over one counts as paid, as setOrderStatus records it. Each order's
 * history walks the steps the admin would have taken; the stock is taken for every order but the cancelled one
 * (a cancellation puts it back). Times are relative to `now`, so the demo reads the same on any day.
 */
const HOUR = 3_600_000;

interface DemoOrder {
  /** null: the demo customer (the account); otherwise a guest's name. */
  guest: readonly [string, string] | null;
  lines: readonly (readonly [productName: string, quantity: number])[];
  /** The statuses it went through, the last being its status now. */
  steps: readonly OrderStatus[];
  hoursAgo: number;
}

// The customer's three (no cancelled one: their profile's 'Annullato' filter stays empty), the guests' three.
// Products the browser journeys buy keep well above their minimum after these.
export const demoOrders: readonly DemoOrder[] = [
  { guest: null, lines: [['Pomata Lucida Classica', 1]], steps: ['pending'], hoursAgo: 3 },
  { guest: null, lines: [['Spray Texture al Sale', 1]], steps: ['pending', 'confirmed', 'shipped'], hoursAgo: 2 * 24 },
  { guest: null, lines: [['Olio da Barba Cedro', 1], ['Pettine in Corno', 1]], steps: ['pending', 'confirmed', 'shipped', 'delivered'], hoursAgo: 21 * 24 },
  { guest: ['Sara', 'Lombardi'], lines: [['Gel Tenuta Forte', 1]], steps: ['pending'], hoursAgo: 20 },
  { guest: ['Paolo', 'Conti'], lines: [['Shampoo Rinforzante', 2]], steps: ['pending', 'confirmed', 'shipped', 'delivered'], hoursAgo: 10 * 24 },
  { guest: ['Elena', 'Galli'], lines: [['Set Regalo Barba', 1]], steps: ['pending', 'cancelled'], hoursAgo: 5 * 24 },
];

export interface DemoCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
}

export async function seedDemoOrders(
  tx: Executor,
  input: { customer: DemoCustomer | null; timeZone: string },
  now: Date = new Date(),
): Promise<void> {
  const names = [...new Set(demoOrders.flatMap((o) => o.lines.map(([name]) => name)))];
  const rows = await tx
    .select({ id: products.id, name: products.name, priceRappen: products.priceRappen })
    .from(products)
    .where(inArray(products.name, names));
  const product = new Map(rows.map((r) => [r.name, r]));
  // Oldest first, so the numbers follow the dates as the shop's own sequence would.
  for (const order of [...demoOrders].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const customer = order.guest
      ? {
          id: null,
          name: order.guest.join(' '),
          email: `${order.guest[0].toLowerCase()}.${order.guest[1].toLowerCase()}@example.ch`,
          phone: '+41 79 555 11 20',
        }
      : input.customer;
    if (!customer || order.lines.some(([name]) => !product.has(name))) continue;
    const lines = order.lines.map(([name, quantity]) => {
      const p = product.get(name)!;
      return { productId: p.id, name, unitPriceRappen: p.priceRappen, quantity };
    });
    const createdAt = new Date(now.getTime() - order.hoursAgo * HOUR);
    const status = order.steps.at(-1)!;
    const [{ n }] = (await queryRows<{ n: string | number }>(tx, sql`select nextval('order_number_seq') as n`)) as [{ n: string | number }];
    const totals = orderTotals(lines);
    // Each later step a few hours after the one before, the last one no later than an hour ago.
    const stepAt = (i: number) => new Date(createdAt.getTime() + i * Math.min(6 * HOUR, (order.hoursAgo * HOUR - HOUR) / order.steps.length));
    const [row] = await tx
      .insert(orders)
      .values({
        orderNumber: formatOrderNumber(Number(utcToZoned(createdAt, input.timeZone).date.slice(0, 4)), Number(n)),
        status,
        userId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        // Pickup in the shop: no address is asked (ADR 0056).
        customerAddress: '',
        customerPostalCode: '',
        customerCity: '',
        subtotalRappen: totals.subtotalRappen,
        totalRappen: totals.totalRappen,
        paymentMethod: 'cash',
        paymentStatus: status === 'delivered' ? 'paid' : 'pending',
        createdAt,
        updatedAt: stepAt(order.steps.length - 1),
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(lines.map((l, position) => ({ orderId: row!.id, position, ...l })));
    await tx.insert(orderStatusEvents).values(
      order.steps.map((to, i) => ({ orderId: row!.id, fromStatus: i === 0 ? null : order.steps[i - 1]!, toStatus: to, createdAt: stepAt(i) })),
    );
    if (status === 'cancelled') continue;
    for (const l of lines) {
      await tx
        .update(products)
        .set({ inventoryQuantity: sql`${products.inventoryQuantity} - ${l.quantity}` })
        .where(inArray(products.id, [l.productId]));
    }
  }
}
