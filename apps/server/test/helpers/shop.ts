import { eq } from 'drizzle-orm';
import { outboundMessages, products } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** The payment form's customer as the spec's shop sends it (cleaned by the server). */
export const SHOP_CUSTOMER = {
  name: 'Luca Bianchi',
  email: 'luca.bianchi@example.ch',
  phone: '+41 79 555 12 34',
  address: 'Via Cattedrale 4',
  postalCode: '6900',
  city: 'Lugano',
};

let made = 0;

/** A product straight in the database (no image): active, CHF 24.50, 20 in stock unless told otherwise. */
export async function makeProduct(t: TestApp, overrides: Partial<typeof products.$inferInsert> = {}) {
  made++;
  const [row] = await t.ctx.db
    .insert(products)
    .values({ name: `Prodotto ${made}`, brand: 'Test', category: 'pomade', priceRappen: 2450, inventoryQuantity: 20, minQuantity: 3, ...overrides })
    .returning();
  // Written past the app, so said as the app says it: the kept products list drops (ADR 0080).
  t.ctx.realtime.listsChanged(['products']);
  return row!;
}

export async function stockOf(t: TestApp, id: string): Promise<number> {
  const [row] = await t.ctx.db.select({ q: products.inventoryQuantity }).from(products).where(eq(products.id, id));
  return row!.q;
}

/** POST /orders body for cash: the spec's payload, with a tampered price and total the server must ignore. */
export function cashOrder(lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  return {
    items: lines.map((l) => ({ ...l, price: 0.01, name: 'manomesso' })),
    total: 0.01,
    status: 'delivered',
    customerDetails: SHOP_CUSTOMER,
    ...extra,
  };
}

export function postOrder(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.callRaw('createOrder', { body, headers });
}

export async function emailsOf(t: TestApp, kind: string) {
  return t.ctx.db.select().from(outboundMessages).where(eq(outboundMessages.kind, kind));
}
