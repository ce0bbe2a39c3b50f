import type { Product } from '@barber/shared/schemas/products';

/**
 * The shop's cart (001 section 3 'Cart line', section 5 'Cart'): pure rules, so the page, the modal and the
 * tests share one truth. Quantities are capped at the stock the cart last saw; zero or less removes the line.
 */
export interface CartLine {
  productId: string;
  name: string;
  brand: string;
  /** CHF per unit as last seen: the server prices the order itself, the cart only shows it. */
  price: number;
  thumbUrl: string | null;
  /** The stock the cart last saw (the cap). */
  stock: number;
  quantity: number;
}

export type CartProduct = Pick<Product, '_id' | 'name' | 'brand' | 'price' | 'images' | 'inventory'>;

export function lineOf(product: CartProduct, quantity: number): CartLine {
  return {
    productId: product._id,
    name: product.name,
    brand: product.brand,
    price: product.price,
    thumbUrl: product.images[0]?.thumbUrl ?? null,
    stock: product.inventory.quantity,
    quantity,
  };
}

export const quantityOf = (lines: readonly CartLine[], productId: string) =>
  lines.find((line) => line.productId === productId)?.quantity ?? 0;

/** One more of a product; nothing changes at zero stock or when the cart already holds all of it. */
export function addProduct(lines: readonly CartLine[], product: CartProduct): CartLine[] {
  const stock = product.inventory.quantity;
  const current = quantityOf(lines, product._id);
  if (stock <= 0 || current >= stock) return [...lines];
  if (current === 0) return [...lines, lineOf(product, 1)];
  // The card shows the product as it is now: its price and stock refresh the line.
  return lines.map((line) => (line.productId === product._id ? lineOf(product, current + 1) : line));
}

/** Sets a line's quantity: capped at its stock; zero or less removes the line. */
export function setQuantity(lines: readonly CartLine[], productId: string, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLine(lines, productId);
  return lines.map((line) =>
    line.productId === productId ? { ...line, quantity: Math.min(Math.floor(quantity), line.stock) } : line,
  );
}

export const removeLine = (lines: readonly CartLine[], productId: string) =>
  lines.filter((line) => line.productId !== productId);

export const itemCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** CHF, summed in Rappen so 0.1 + 0.2 never shows. */
export const cartTotal = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0) / 100;

/** What changed since a line was added (shown before paying). */
export type CartChange =
  | { kind: 'price'; name: string; before: number; after: number }
  | { kind: 'reduced'; name: string; available: number }
  | { kind: 'soldOut'; name: string }
  | { kind: 'gone'; name: string };

/**
 * The cart checked against the products as the server has them now (null: the product is no longer sold).
 * Prices and stock are refreshed, quantities cut to the stock, sold-out and vanished lines removed; every
 * difference is listed so the customer sees it before paying.
 */
export function revalidate(
  lines: readonly CartLine[],
  current: ReadonlyMap<string, CartProduct | null>,
): { lines: CartLine[]; changes: CartChange[] } {
  const next: CartLine[] = [];
  const changes: CartChange[] = [];
  for (const line of lines) {
    const product = current.get(line.productId);
    if (product === undefined) {
      next.push(line);
      continue;
    }
    if (product === null) {
      changes.push({ kind: 'gone', name: line.name });
      continue;
    }
    const stock = product.inventory.quantity;
    if (stock <= 0) {
      changes.push({ kind: 'soldOut', name: product.name });
      continue;
    }
    if (Math.round(product.price * 100) !== Math.round(line.price * 100)) {
      changes.push({ kind: 'price', name: product.name, before: line.price, after: product.price });
    }
    if (line.quantity > stock) changes.push({ kind: 'reduced', name: product.name, available: stock });
    next.push(lineOf(product, Math.min(line.quantity, stock)));
  }
  return { lines: next, changes };
}

/** The order's items as POST /orders and the payment calls take them. */
export const orderItems = (lines: readonly CartLine[]) =>
  lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));

// Local storage: the cart survives a reload (and a visit to the TWINT simulator in another tab).
export const CART_KEY = 'shop-cart';
const VERSION = 1;

const isLine = (value: unknown): value is CartLine => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.brand === 'string' &&
    typeof line.price === 'number' &&
    (typeof line.thumbUrl === 'string' || line.thumbUrl === null) &&
    typeof line.stock === 'number' &&
    typeof line.quantity === 'number' &&
    line.quantity > 0
  );
};

export function readCart(storage: Storage | undefined = globalThis.localStorage): CartLine[] {
  try {
    const raw = storage?.getItem(CART_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as { version?: unknown; lines?: unknown };
    if (parsed.version !== VERSION || !Array.isArray(parsed.lines)) return [];
    return parsed.lines.filter(isLine);
  } catch {
    // A broken or foreign value (or storage turned off) is an empty cart, never a crash.
    return [];
  }
}

export function writeCart(lines: readonly CartLine[], storage: Storage | undefined = globalThis.localStorage) {
  try {
    if (lines.length === 0) storage?.removeItem(CART_KEY);
    else storage?.setItem(CART_KEY, JSON.stringify({ version: VERSION, lines }));
  } catch {
    // Private mode or a full storage: the cart still works for this visit.
  }
}
