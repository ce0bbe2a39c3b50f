import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/shop';
import { Id } from './common';
import { CustomerDetails } from './payments';
import { Pagination } from './products';
import { line, multiLine } from './text';

/**
 * Shop orders for pickup (001 sections 3, 7; 002 sections 3, 4, 7). The server prices every order itself from
 * the products table: the price, name, total and status a client sends are accepted and ignored.
 */
export const ORDER_MESSAGES = {
  lineProduct: 'Prodotto non valido nel carrello',
  lineQuantity: 'Quantità non valida (da 1 a 100)',
  cartEmpty: 'Il carrello è vuoto',
  cartTooBig: 'Troppi articoli nel carrello (max 50 righe)',
  statusInvalid: 'Stato ordine non valido',
} as const;

export const OrderStatus = z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.statusInvalid });

const quantity = z
  .number({ error: ORDER_MESSAGES.lineQuantity })
  .int({ error: ORDER_MESSAGES.lineQuantity })
  .min(1, { error: ORDER_MESSAGES.lineQuantity })
  .max(100, { error: ORDER_MESSAGES.lineQuantity });

/**
 * One cart line as the spec's shop sends it: the product's fields plus cartQuantity (001 'Cart line'), or the
 * order payload's {productId, quantity, price, name}. The product is named by productId, product (id or
 * object) or _id.
 */
export const OrderLineInput = z
  .looseObject({
    productId: Id.optional(),
    product: z.union([Id, z.looseObject({ _id: Id })]).optional(),
    _id: Id.optional(),
    quantity: quantity.optional(),
    cartQuantity: quantity.optional(),
  })
  .transform((line, ctx) => {
    const productId =
      line.productId ?? (typeof line.product === 'string' ? line.product : line.product?._id) ?? line._id;
    const qty = line.quantity ?? line.cartQuantity;
    if (!productId) ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.lineProduct });
    if (qty === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: ORDER_MESSAGES.lineQuantity });
    return { productId: productId ?? '', quantity: qty ?? 0 };
  });

/**
 * POST /orders (001 'Order payload'): items, customerDetails and, for an order paid online, the payment's
 * reference (paymentId, 'pay_...') or its intent id. total, status and each line's price are ignored.
 */
export const CreateOrderRequest = z.strictObject({
  items: z
    .array(OrderLineInput, { error: ORDER_MESSAGES.cartEmpty })
    .min(1, { error: ORDER_MESSAGES.cartEmpty })
    .max(50, { error: ORDER_MESSAGES.cartTooBig }),
  customerDetails: CustomerDetails,
  paymentMethod: z.enum(['cash', 'stripe_card', 'twint'], { error: 'Metodo di pagamento non supportato' }).optional(),
  paymentId: line(z.string().trim().max(100)).nullish(),
  stripePaymentIntentId: line(z.string().trim().max(100)).nullish(),
  total: z.unknown().optional(),
  status: z.unknown().optional(),
  notes: multiLine(z.string().trim().max(500)).optional(),
});
export type CreateOrderRequest = z.output<typeof CreateOrderRequest>;

export const OrderItem = z.object({
  /** The product as it is now (null fields when it was deleted); name and price below are those of the purchase. */
  product: z.object({ _id: z.string().nullable(), name: z.string(), images: z.array(z.object({ url: z.string() })) }),
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** CHF per unit at purchase time. */
  price: z.number(),
  /** CHF: price x quantity. */
  total: z.number(),
});

export const OrderPaymentStatus = z.enum(['pending', 'paid', 'partially_refunded', 'refunded']);

/** An order as the customer (001 'Order (customer view)') and the admin (002 'Order') read it. */
export const Order = z.object({
  _id: z.string(),
  id: z.string(),
  orderNumber: z.string(),
  status: OrderStatus,
  statusLabel: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(OrderItem),
  totals: z.object({ subtotal: z.number(), total: z.number() }),
  paymentMethod: z.enum(['cash', 'stripe_card', 'twint']),
  paymentStatus: OrderPaymentStatus,
  /** The payment's reference ('pay_...'), null for cash. */
  paymentId: z.string().nullable(),
  /** The card payment's intent id (the pages show its last characters), null otherwise. */
  stripePaymentIntentId: z.string().nullable(),
  customerInfo: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    type: z.enum(['guest', 'registered']),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
  }),
  customer: z
    .object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  billingAddress: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string() }),
  /** Pickup in the shop: the customer's own address as the form gave it (002 'shipping shown as pickup'). */
  shippingAddress: z.object({ address1: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
  /** Every status change, oldest first. */
  statusHistory: z.array(z.object({ from: OrderStatus.nullable(), to: OrderStatus, at: z.string() })),
});
export type Order = z.infer<typeof Order>;

export const OrderResponse = z.object({ success: z.literal(true), data: Order, message: z.string().optional() });
export const OrderListResponse = z.object({ success: z.literal(true), data: z.array(Order), pagination: Pagination });

const page = z.coerce.number({ error: 'Pagina non valida' }).int({ error: 'Pagina non valida' }).min(1, { error: 'Pagina non valida' }).max(10_000).default(1);
const statusFilter = z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), OrderStatus.optional());

/** GET /orders/my-orders: 10 a page (001 section 9). */
export const MyOrdersQuery = z.object({
  status: statusFilter,
  page,
  limit: z.coerce.number({ error: 'Limite non valido' }).int().min(1, { error: 'Limite non valido' }).max(50, { error: 'Limite non valido' }).default(10),
});
/** GET /products/orders/admin: 20 a page (002 section 9). */
export const AdminOrdersQuery = z.object({
  status: statusFilter,
  page,
  limit: z.coerce.number({ error: 'Limite non valido' }).int().min(1, { error: 'Limite non valido' }).max(100, { error: 'Limite non valido' }).default(20),
});

/** PATCH /products/orders/:id/status: any of the six (002 section 4). */
export const OrderStatusRequest = z.strictObject({ status: OrderStatus });
