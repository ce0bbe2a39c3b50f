import { formatRappenText } from '../domain/chf-text';
import type { Catalogue } from './catalogue';
import type { shopTextsIt } from './shop-it';

/** shop-it.ts in English. */
export const shopTextsEn: Catalogue<typeof shopTextsIt> = {
  orderDescription: (items) => `Shop order: ${items} ${items === 1 ? 'item' : 'items'}`,
  outOfStock: (name, available) =>
    available > 0 ? `Not enough "${name}" in stock: ${available} left.` : `"${name}" is sold out.`,
  unavailable: (name) => (name ? `"${name}" is no longer available.` : 'A product in the cart no longer exists.'),
  lateOutOfStock:
    'The payment arrived after the deadline and the products were no longer available: the amount is being refunded.',
  orderPlaced: 'Order received! Pay when you collect it at the shop.',
  orderPaid: 'Payment completed. The order will be ready for collection.',
  statusUpdated: 'Order status updated!',
  refundOrderCancelled: 'Refund for a cancelled order',
  refundOrderLate:
    'Automatic refund: the payment arrived after the deadline and the products were no longer available',
  pickup: 'Collection at the shop',
  total: (rappen) => `Total: ${formatRappenText(rappen)}`,
};
