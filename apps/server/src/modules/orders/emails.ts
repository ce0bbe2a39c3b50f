import { ORDER_STATUS_LABELS, type OrderStatus } from '@barber/shared/domain/shop';
import { formatPhone } from '@barber/shared/domain/phone-format';
import { formatRappen } from '@barber/shared/messages/format-it';
import type { ReservedLineRow } from '../../db/schema';
import type { EmailMessage } from '../../infra/mailer';
import { renderEmail, shopContactOf } from '../notifications/index';
import type { ShopRow } from '../shop/index';
import type { LowStock } from './stock';
import type { OrderRow } from './repo';

/*
 * The order emails, text and HTML through the notifications layout (ADR 0019): each paragraph below is one
 * block of the message, and the layout signs it with the shop's name, address and phone.
 */

/** The shop as an order email prints it: where to pick the order up (one paragraph). */
const pickup = (shop: ShopRow | undefined) =>
  (shop
    ? ['Ritiro in negozio:', shop.name, shop.address, `${shop.postalCode} ${shop.city}`, `Tel. ${formatPhone(shop.phone)}`]
    : ['Ritiro in negozio.']
  ).join('\n');

/** The lines, then the total and the payment (two paragraphs). */
const summary = (order: OrderRow, lines: readonly ReservedLineRow[]) => [
  lines.map((l) => `- ${l.quantity} x ${l.name}: ${formatRappen(l.unitPriceRappen * l.quantity)}`).join('\n'),
  [
    `Totale: ${formatRappen(order.totalRappen)}`,
    order.paymentMethod === 'cash' ? 'Pagamento: al ritiro in negozio' : 'Pagamento: completato online',
  ].join('\n'),
];

const firstName = (order: OrderRow) => order.customerName.split(/\s+/)[0] ?? order.customerName;

/** To the customer: the order was placed (001 'Orders'): summary and the shop's pickup address. */
export function orderPlacedEmail(order: OrderRow, lines: readonly ReservedLineRow[], shop: ShopRow | undefined): EmailMessage {
  return {
    to: order.customerEmail,
    kind: 'order-placed',
    subject: `Ordine ${order.orderNumber} ricevuto`,
    ...renderEmail(shopContactOf(shop), {
      greeting: `Ciao ${firstName(order)},`,
      intro: [
        `grazie per il tuo ordine ${order.orderNumber}. Ti scriveremo quando sarà pronto per il ritiro.`,
        ...summary(order, lines),
        pickup(shop),
      ],
    }),
  };
}

const STATUS_TEXTS: Partial<Record<OrderStatus, string>> = {
  // Pickup only: 'shipped' is the order waiting at the counter ('Pronto per il ritiro').
  shipped: 'il tuo ordine è pronto per il ritiro! Ti aspettiamo in negozio.',
  delivered: 'il tuo ordine è stato ritirato. Grazie e a presto!',
  cancelled: "il tuo ordine è stato annullato. Se l'avevi già pagato online, riceverai il rimborso sullo stesso metodo di pagamento.",
};

/** To the customer, at every status change (001 'Orders'; issue 11: ready, cancelled, and each step). */
export function orderStatusEmail(order: OrderRow, shop: ShopRow | undefined): EmailMessage {
  const label = ORDER_STATUS_LABELS[order.status];
  const ready = order.status === 'shipped';
  return {
    to: order.customerEmail,
    kind: `order-${order.status}`,
    subject: ready ? `Ordine ${order.orderNumber} pronto per il ritiro` : `Ordine ${order.orderNumber}: ${label}`,
    ...renderEmail(shopContactOf(shop), {
      greeting: `Ciao ${firstName(order)},`,
      intro: [STATUS_TEXTS[order.status] ?? `lo stato del tuo ordine ${order.orderNumber} è ora: ${label}.`],
      details: [
        ['Ordine', order.orderNumber],
        ['Stato', label],
        ['Totale', formatRappen(order.totalRappen)],
      ],
      outro: order.status === 'cancelled' ? [] : [pickup(shop)],
    }),
  };
}

/** To the owner: each new order. */
export function newOrderEmail(
  to: string,
  order: OrderRow,
  lines: readonly ReservedLineRow[],
  shop?: ShopRow | undefined,
): EmailMessage {
  return {
    to,
    kind: 'order-new-owner',
    subject: `Nuovo ordine ${order.orderNumber}: ${formatRappen(order.totalRappen)}`,
    ...renderEmail(shopContactOf(shop), {
      greeting: '',
      intro: [
        `Nuovo ordine ${order.orderNumber} da ritirare in negozio.`,
        `Cliente: ${order.customerName}, ${order.customerEmail}, ${formatPhone(order.customerPhone)}`,
        ...summary(order, lines),
        'Gestisci gli ordini nella scheda Ordini del pannello admin.',
      ],
    }),
  };
}

/** To the owner: products an order brought to their minimum stock (002 'Stock basso'). */
export function lowStockEmail(to: string, low: readonly LowStock[], shop?: ShopRow | undefined): EmailMessage {
  return {
    to,
    kind: 'product-low-stock',
    subject: low.length === 1 ? `Stock basso: ${low[0]!.name}` : `Stock basso: ${low.length} prodotti`,
    ...renderEmail(shopContactOf(shop), {
      greeting: '',
      intro: [
        'Questi prodotti sono arrivati alla scorta minima:',
        low.map((p) => `- ${p.name}: ${p.quantity} pezzi (minimo ${p.minQuantity})`).join('\n'),
        'Riordina o aggiorna il magazzino nella scheda Prodotti.',
      ],
    }),
  };
}
