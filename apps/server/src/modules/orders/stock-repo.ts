import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';

/**
 * Takes `quantity` of a product in one conditional UPDATE: it applies only while the product is active and has
 * enough (stock.ts says why that makes racing checkouts safe). Answers the product after the change, or
 * undefined when nothing was taken.
 */
export async function takeProduct(tx: Executor, productId: string, quantity: number, now: Date) {
  const [row] = await tx
    .update(products)
    .set({ inventoryQuantity: sql`${products.inventoryQuantity} - ${quantity}`, updatedAt: now })
    .where(and(eq(products.id, productId), eq(products.isActive, true), sql`${products.inventoryQuantity} >= ${quantity}`))
    .returning({
      name: products.name,
      priceRappen: products.priceRappen,
      quantity: products.inventoryQuantity,
      minQuantity: products.minQuantity,
    });
  return row;
}

/** A product's name, whether it is on sale and its stock: why a line could not be taken. */
export async function productAvailability(tx: Executor, productId: string) {
  const [product] = await tx
    .select({ name: products.name, isActive: products.isActive, quantity: products.inventoryQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return product;
}

/** Puts `quantity` of a product back; a deleted product matches no row and is skipped. */
export async function putBackProduct(tx: Executor, productId: string, quantity: number, now: Date): Promise<void> {
  await tx
    .update(products)
    .set({ inventoryQuantity: sql`${products.inventoryQuantity} + ${quantity}`, updatedAt: now })
    .where(eq(products.id, productId));
}

/** The products with these ids, as they are now. */
export function productsByIds(tx: Executor, ids: string[]) {
  return tx.select().from(products).where(inArray(products.id, ids));
}
