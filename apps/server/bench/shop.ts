import type { Database } from '../src/db/client';
import { products } from '../src/db/schema';
import { PRODUCT_CATEGORIES } from '@barber/shared/domain/shop';

type Measure<R> = (name: string, target: string, limitMs: number, n: number, run: (i: number) => Promise<void>) => Promise<R>;

const WORDS = ['Pomata', 'Cera', 'Olio', 'Shampoo', 'Balsamo', 'Gel', 'Spray', 'Dopobarba', 'Pettine', 'Set'];
const FINISH = ['Opaca', 'Lucida', 'Forte', 'Leggera', 'Cedro', 'Menta', 'Agrumi', 'Classica', 'Volume', 'Notte'];

/**
 * The shop's rows (issue 11 item 8): 500 active products, then GET /products as the shop page asks it (limit 50),
 * with a search and a category, and POST /orders (cash, one line) whose p95 includes the conditional stock
 * update, the order number, the items, the history row and the outbox emails.
 */
export async function measureShop<R>(base: string, database: Database, measure: Measure<R>): Promise<R[]> {
  const rows = Array.from({ length: 500 }, (_, i) => ({
    name: `${WORDS[i % WORDS.length]} ${FINISH[Math.floor(i / WORDS.length) % FINISH.length]} ${i}`,
    brand: `Marca ${i % 17}`,
    description: 'Prodotto per capelli e barba, ritiro in negozio.',
    category: PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length]!,
    priceRappen: 900 + (i % 40) * 50,
    inventoryQuantity: 100_000,
    isFeatured: i % 25 === 0,
  }));
  const inserted = await database.db.insert(products).values(rows).returning({ id: products.id });
  const results: R[] = [];
  results.push(
    await measure('shop products, 500 in the catalogue (limit 50)', 'p95 < 50 ms', 50, 300, async () => {
      const res = await fetch(`${base}/products?limit=50`);
      if (!res.ok) throw new Error(`products: HTTP ${res.status}`);
      await res.arrayBuffer();
    }),
  );
  results.push(
    await measure('shop products search + category, 500 in the catalogue', 'p95 < 50 ms', 50, 300, async (i) => {
      const term = WORDS[Math.abs(i) % WORDS.length]!.slice(0, 4).toLowerCase();
      const res = await fetch(`${base}/products?search=${term}&category=${PRODUCT_CATEGORIES[Math.abs(i) % 14]}&limit=50`);
      if (!res.ok) throw new Error(`products search: HTTP ${res.status}`);
      await res.arrayBuffer();
    }),
  );
  let n = 0;
  results.push(
    await measure('shop order (POST /orders, cash)', 'p95 < 150 ms', 150, 200, async () => {
      n++;
      const res = await fetch(`${base}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ productId: inserted[n % inserted.length]!.id, quantity: 1, price: 0.01 }],
          customerDetails: { name: `Bench Shop${n}`, email: `shop${n}@example.ch`, phone: '079 123 45 67', address: 'Via Bench 1', postalCode: '6900', city: 'Lugano' },
        }),
      });
      if (res.status !== 201) throw new Error(`orders: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }),
  );
  return results;
}
