import { fellToMinimum, mergeLines } from '@barber/shared/domain/shop';
import { shopTextsIt } from '@barber/shared/messages/shop-it';
import type { Executor } from '../../db/client';
import type { ReservedLineRow } from '../../db/schema';
import { AppError } from '../../infra/errors';
import { productAvailability, putBackProduct, takeProduct } from './stock-repo';

export interface CartLine {
  productId: string;
  quantity: number;
}

/** A product that an order brought to its minQuantity: the owner is told. */
export interface LowStock {
  productId: string;
  name: string;
  quantity: number;
  minQuantity: number;
}

export interface TakenStock {
  /** The cart priced from the rows the stock was taken from: name and price of this moment. */
  lines: ReservedLineRow[];
  lowStock: LowStock[];
}

/**
 * Takes the cart's stock inside the caller's transaction, one conditional UPDATE per product: it applies only
 * while the product is active and has enough, so of 50 checkouts racing for the last unit exactly one passes and
 * the rest find 0 rows (PostgreSQL re-checks the condition after the winner commits; the CHECK >= 0 is the last
 * word). Products are taken in id order, so two carts never wait on each other in a cycle. Any line that fails
 * throws a 409 and the caller's transaction rolls back what was taken.
 */
export async function takeStock(tx: Executor, cart: readonly CartLine[], now: Date): Promise<TakenStock> {
  const merged = mergeLines(cart).sort((a, b) => (a.productId < b.productId ? -1 : 1));
  const taken = new Map<string, ReservedLineRow>();
  const lowStock: LowStock[] = [];
  for (const line of merged) {
    const row = await takeProduct(tx, line.productId, line.quantity, now);
    if (!row) throw await whyNot(tx, line);
    taken.set(line.productId, { productId: line.productId, name: row.name, unitPriceRappen: row.priceRappen, quantity: line.quantity });
    if (fellToMinimum(row.quantity + line.quantity, row.quantity, row.minQuantity)) {
      lowStock.push({ productId: line.productId, name: row.name, quantity: row.quantity, minQuantity: row.minQuantity });
    }
  }
  // The order keeps the cart's own order of lines.
  const lines = mergeLines(cart).map((line) => taken.get(line.productId)!);
  return { lines, lowStock };
}

/** Why a line could not be taken, in words the customer can act on. */
async function whyNot(tx: Executor, line: CartLine): Promise<AppError> {
  const product = await productAvailability(tx, line.productId);
  if (!product || !product.isActive) {
    return new AppError('PRODUCT_UNAVAILABLE', shopTextsIt.unavailable(product?.name ?? null), undefined, {
      productId: line.productId,
    });
  }
  return new AppError('OUT_OF_STOCK', shopTextsIt.outOfStock(product.name, product.quantity), undefined, {
    productId: line.productId,
    available: product.quantity,
  });
}

/** Puts the stock of these lines back (a cancelled order, a payment that ended unpaid); deleted products are skipped. */
export async function restoreStock(tx: Executor, lines: readonly CartLine[], now: Date): Promise<void> {
  for (const line of mergeLines(lines).sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    await putBackProduct(tx, line.productId, line.quantity, now);
  }
}
