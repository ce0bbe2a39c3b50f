import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, orderItems } from '../../db/schema';
import { withShop } from '../../../test/helpers/app-suite';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { cashOrder, makeProduct, postOrder, stockOf } from '../../../test/helpers/shop';
import type { TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
let admin: TestUser;
withShop(async (app) => {
  t = app;
  admin = await makeUser(app, { role: 'admin' });
});

describe('stock under concurrency', () => {
  it('50 checkouts at once for the last unit: exactly one order, 49 Italian 409s, stock 0', async () => {
    const last = await makeProduct(t, { name: 'Ultima Pomata', inventoryQuantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(t, cashOrder([{ productId: last.id, quantity: 1 }]))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409).map((a) => a.json());
    expect(refused).toHaveLength(49);
    for (const body of refused) expect(body).toMatchObject({ code: 'OUT_OF_STOCK', message: '"Ultima Pomata" è esaurito.' });
    expect(await stockOf(t, last.id)).toBe(0);
    const lines = await t.ctx.db.select().from(orderItems).where(eq(orderItems.productId, last.id));
    expect(lines).toHaveLength(1);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.id, lines[0]!.orderId))).toHaveLength(1);
  });

  it('two carts crossing the same products never deadlock, and never oversell', async () => {
    const a = await makeProduct(t, { inventoryQuantity: 10 });
    const b = await makeProduct(t, { inventoryQuantity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        postOrder(t, cashOrder(i % 2 ? [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }] : [{ productId: b.id, quantity: 1 }, { productId: a.id, quantity: 1 }])),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(14);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([0, 0]);
  });

  it('concurrent inventory PATCHes never lose an update', async () => {
    const p = await makeProduct(t, { inventoryQuantity: 100 });
    const patch = (quantity: number, operation: string) =>
      t.callRaw('productInventory', { params: { id: p.id }, body: { quantity, operation }, as: admin });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => patch(3, 'add')),
      ...Array.from({ length: 20 }, () => patch(2, 'subtract')),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await stockOf(t, p.id)).toBe(120);
    // Subtractions racing below 0: exactly as many pass as the stock allows, the rest are 409 and change nothing.
    const racing = await Promise.all(Array.from({ length: 30 }, () => patch(7, 'subtract')));
    expect(racing.filter((a) => a.statusCode === 200)).toHaveLength(17);
    expect(racing.filter((a) => a.statusCode === 409)).toHaveLength(13);
    expect(await stockOf(t, p.id)).toBe(1);
  });
});
