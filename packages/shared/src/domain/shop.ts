// The shop's rules (001 sections 3-9, 002 sections 3-9), without zod: the public shop page imports them eagerly.

/** The spec's fourteen product categories, in the order of its list. */
export const PRODUCT_CATEGORIES = [
  'shampoo',
  'conditioner',
  'styling',
  'beard_care',
  'hair_oil',
  'pomade',
  'wax',
  'gel',
  'aftershave',
  'cologne',
  'tools',
  'accessories',
  'gift_sets',
  'other',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  shampoo: 'Shampoo',
  conditioner: 'Balsamo',
  styling: 'Styling',
  beard_care: 'Cura Barba',
  hair_oil: 'Olio Capelli',
  pomade: 'Pomata',
  wax: 'Cera',
  gel: 'Gel',
  aftershave: 'Dopobarba',
  cologne: 'Colonia',
  tools: 'Strumenti',
  accessories: 'Accessori',
  gift_sets: 'Set Regalo',
  other: 'Altro',
};

/** The six order statuses; the admin may set any of them (002 section 4). */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'In attesa',
  confirmed: 'Confermato',
  processing: 'In lavorazione',
  // The spec's value, kept for its clients; the label is the pickup shop's (issue 27 item 11: nothing is shipped).
  shipped: 'Pronto per il ritiro',
  delivered: 'Consegnato',
  cancelled: 'Annullato',
};

/** Whether an order's payment was taken: cash is paid at pickup; online orders exist only once paid. */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** 001 section 9: over 10 'Disponibile', 1 to 10 'Scorte limitate', 0 'Esaurito'. */
export function stockLabel(quantity: number): (typeof STOCK_LABELS)[StockLevel] {
  return STOCK_LABELS[stockLevel(quantity)];
}

/** The three stock levels by code: the web shows each in the page's language and colours it. */
export type StockLevel = 'available' | 'limited' | 'soldOut';
export const STOCK_LABELS = { available: 'Disponibile', limited: 'Scorte limitate', soldOut: 'Esaurito' } as const;
export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return 'soldOut';
  return quantity > 10 ? 'available' : 'limited';
}

/** 002 section 9: 'Stock basso' at or below minQuantity. */
export const isLowStock = (quantity: number, minQuantity: number) => quantity <= minQuantity;

/** A stock change crossed the low-stock line (it was above minQuantity and is now at or below it). */
export const fellToMinimum = (before: number, after: number, minQuantity: number) =>
  before > minQuantity && after <= minQuantity;

/** The admin's inventory call (002 section 7): set to, add or subtract a quantity. Null: it would go below 0. */
export function nextQuantity(current: number, quantity: number, operation: 'set' | 'add' | 'subtract'): number | null {
  const next = operation === 'set' ? quantity : operation === 'add' ? current + quantity : current - quantity;
  return next < 0 ? null : next;
}

export interface PricedLine {
  unitPriceRappen: number;
  quantity: number;
}

/** An order's totals in Rappen: pickup in the shop, so no shipping; prices include VAT. */
export function orderTotals(lines: readonly PricedLine[]): { subtotalRappen: number; totalRappen: number } {
  const subtotalRappen = lines.reduce((sum, line) => sum + line.unitPriceRappen * line.quantity, 0);
  return { subtotalRappen, totalRappen: subtotalRappen };
}

/** The same product twice in a cart is one line with both quantities (so stock is checked on the sum). */
export function mergeLines<T extends { productId: string; quantity: number }>(lines: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const line of lines) {
    const seen = byId.get(line.productId);
    byId.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byId.values()];
}

/** 'BS-2026-000123': the year of the order and its sequence number. */
export const formatOrderNumber = (year: number, sequence: number) => `BS-${year}-${String(sequence).padStart(6, '0')}`;

/** 001/002: without a number, the last 8 characters of the id, upper-cased. */
export const orderNumberOf = (order: { orderNumber?: string | null; _id: string }) =>
  order.orderNumber || order._id.slice(-8).toUpperCase();
