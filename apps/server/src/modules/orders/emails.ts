import type { OrderStatus } from '@barber/shared/domain/shop';
import { formatPhone } from '@barber/shared/domain/phone-format';
import { formatRappen } from '@barber/shared/messages/format-it';
import type { Language } from '@barber/shared/messages/languages';
import type { ReservedLineRow } from '../../db/schema';
import type { EmailMessage } from '../../infra/mailer';
import { mailTexts, renderEmail, shopContactOf } from '../notifications/index';
import type { ShopRow } from '../shop/index';
import type { LowStock } from './stock';
import type { OrderRow } from './repo';

/*
 * The order emails, text and HTML through the notifications layout (ADR 0019): each paragraph below is one
 * block of the message, and the layout signs it with the shop's name, address and phone. The customer's are in the
 * order's language, the owner's in the owner's (ADR 0066).
 */

/** The shop as an order email prints it: where to pick the order up (one paragraph). */
const pickup = (shop: ShopRow | undefined, lang: Language) =>
  (shop
    ? [
        mailTexts[lang].order.pickupAt,
        shop.name,
        shop.address,
        `${shop.postalCode} ${shop.city}`,
        mailTexts[lang].layout.phone(formatPhone(shop.phone)),
      ]
    : [mailTexts[lang].order.pickup]
  ).join('\n');

/** The lines, then the total and the payment (two paragraphs). */
const summary = (order: OrderRow, lines: readonly ReservedLineRow[], lang: Language) => [
  lines.map((l) => `- ${l.quantity} x ${l.name}: ${formatRappen(l.unitPriceRappen * l.quantity)}`).join('\n'),
  [
    mailTexts[lang].order.total(formatRappen(order.totalRappen)),
    order.paymentMethod === 'cash' ? mailTexts[lang].order.payAtPickup : mailTexts[lang].order.paidOnline,
  ].join('\n'),
];

const firstName = (order: OrderRow) => order.customerName.split(/\s+/)[0] ?? order.customerName;

/** To the customer: the order was placed (001 'Orders'): summary and the shop's pickup address. */
export function orderPlacedEmail(order: OrderRow, lines: readonly ReservedLineRow[], shop: ShopRow | undefined): EmailMessage {
  const lang = order.language;
  const t = mailTexts[lang];
  return {
    to: order.customerEmail,
    kind: 'order-placed',
    subject: t.order.placedSubject(order.orderNumber),
    ...renderEmail(
      shopContactOf(shop),
      {
        greeting: t.layout.hello(firstName(order)),
        intro: [t.order.placed(order.orderNumber), ...summary(order, lines, lang), pickup(shop, lang)],
      },
      lang,
    ),
  };
}

/** The customer's text for a status; pickup only: 'shipped' is the order waiting at the counter. */
const STATUS_TEXTS: Partial<Record<OrderStatus, 'shipped' | 'delivered' | 'cancelled'>> = {
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** To the customer, at every status change (001 'Orders'; issue 11: ready, cancelled, and each step). */
export function orderStatusEmail(order: OrderRow, shop: ShopRow | undefined): EmailMessage {
  const lang = order.language;
  const t = mailTexts[lang];
  const label = t.order.statuses[order.status];
  const ready = order.status === 'shipped';
  const text = STATUS_TEXTS[order.status];
  return {
    to: order.customerEmail,
    kind: `order-${order.status}`,
    subject: ready ? t.order.readySubject(order.orderNumber) : t.order.statusSubject(order.orderNumber, label),
    ...renderEmail(
      shopContactOf(shop),
      {
        greeting: t.layout.hello(firstName(order)),
        intro: [text ? t.order[text] : t.order.status(order.orderNumber, label)],
        details: [
          [t.rows.order, order.orderNumber],
          [t.rows.status, label],
          [t.rows.total, formatRappen(order.totalRappen)],
        ],
        outro: order.status === 'cancelled' ? [] : [pickup(shop, lang)],
      },
      lang,
    ),
  };
}

/** To the owner: each new order, in the owner's language. */
export function newOrderEmail(
  to: string,
  order: OrderRow,
  lines: readonly ReservedLineRow[],
  shop?: ShopRow | undefined,
  lang: Language = 'it',
): EmailMessage {
  const t = mailTexts[lang];
  return {
    to,
    kind: 'order-new-owner',
    subject: t.order.newSubject(order.orderNumber, formatRappen(order.totalRappen)),
    ...renderEmail(
      shopContactOf(shop),
      {
        greeting: '',
        intro: [
          t.order.newIntro(order.orderNumber),
          t.order.newCustomer(order.customerName, order.customerEmail, formatPhone(order.customerPhone)),
          ...summary(order, lines, lang),
          t.order.manage,
        ],
      },
      lang,
    ),
  };
}

/** To the owner: products an order brought to their minimum stock (002 'Stock basso'). */
export function lowStockEmail(
  to: string,
  low: readonly LowStock[],
  shop?: ShopRow | undefined,
  lang: Language = 'it',
): EmailMessage {
  const t = mailTexts[lang].order;
  return {
    to,
    kind: 'product-low-stock',
    subject: low.length === 1 ? t.lowSubjectOne(low[0]!.name) : t.lowSubjectMany(low.length),
    ...renderEmail(
      shopContactOf(shop),
      {
        greeting: '',
        intro: [t.lowIntro, low.map((p) => t.lowLine(p.name, p.quantity, p.minQuantity)).join('\n'), t.lowReorder],
      },
      lang,
    ),
  };
}
