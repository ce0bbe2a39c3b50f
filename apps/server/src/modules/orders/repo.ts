import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@barber/shared/domain/shop';
import { queryRows, type Executor } from '../../db/client';
import {
  orderItems,
  orderStatusEvents,
  orders,
  payments,
  products,
  stockReservations,
  users,
  type ReservedLineRow,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type StatusEventRow = typeof orderStatusEvents.$inferSelect;
export type ReservationRow = typeof stockReservations.$inferSelect;

/** The next number of the order sequence (a rolled-back order leaves a gap, never a duplicate). */
export async function nextOrderSequence(exec: Executor): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(exec, sql`select nextval('order_number_seq') as n`);
  return Number(row!.n);
}

export async function insertOrder(
  exec: Executor,
  values: NewOrder,
  lines: readonly ReservedLineRow[],
  byUserId: string | null,
): Promise<OrderRow> {
  const [order] = await exec.insert(orders).values(values).returning();
  await exec.insert(orderItems).values(
    lines.map((line, position) => ({
      orderId: order!.id,
      position,
      productId: line.productId,
      name: line.name,
      unitPriceRappen: line.unitPriceRappen,
      quantity: line.quantity,
    })),
  );
  await insertStatusEvent(exec, { orderId: order!.id, fromStatus: null, toStatus: order!.status, changedByUserId: byUserId, createdAt: values.createdAt });
  return order!;
}

export async function insertStatusEvent(exec: Executor, values: typeof orderStatusEvents.$inferInsert): Promise<void> {
  await exec.insert(orderStatusEvents).values(values);
}

export async function findOrder(exec: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await exec.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderForUpdate(exec: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await exec.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderByPayment(exec: Executor, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await exec.select().from(orders).where(eq(orders.paymentId, paymentId));
  return row;
}

export async function updateOrder(exec: Executor, id: string, values: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await exec.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

export interface OrderFilter {
  userId?: string | undefined;
  status?: OrderStatus | undefined;
}

const whereOf = (filter: OrderFilter) =>
  and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
  );

export async function listOrders(
  exec: Executor,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  return exec
    .select()
    .from(orders)
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrders(exec: Executor, filter: OrderFilter): Promise<number> {
  const [row] = await exec.select({ n: sql<number>`count(*)::int` }).from(orders).where(whereOf(filter));
  return row?.n ?? 0;
}

/** What a page of orders shows beside the rows: items with their product's images, payments, history. */
export async function orderExtras(exec: Executor, orderIds: string[], paymentIds: string[], userIds: string[]) {
  if (orderIds.length === 0) return { items: [], events: [], payments: [], customers: [] };
  // One after another: inside a transaction they share one connection (PostgreSQL clients run one query at a time).
  const items = await exec
    .select({ item: orderItems, images: products.images })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.position));
  const events = await exec
    .select()
    .from(orderStatusEvents)
    .where(inArray(orderStatusEvents.orderId, orderIds))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
  const paid = paymentIds.length
    ? await exec
        .select({
          id: payments.id,
          reference: payments.reference,
          status: payments.status,
          providerIntentId: payments.providerIntentId,
          provider: payments.provider,
        })
        .from(payments)
        .where(inArray(payments.id, paymentIds))
    : [];
  const customers = userIds.length
    ? await exec
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  return { items, events, payments: paid, customers };
}

export async function insertReservation(exec: Executor, paymentId: string, items: ReservedLineRow[]): Promise<void> {
  await exec.insert(stockReservations).values({ paymentId, items, state: 'held' });
}

/** The reservation of a payment, locked: its payment's success and end take turns on it. */
export async function lockReservation(exec: Executor, paymentId: string): Promise<ReservationRow | undefined> {
  const [row] = await exec.select().from(stockReservations).where(eq(stockReservations.paymentId, paymentId)).for('update');
  return row;
}

export async function setReservationState(
  exec: Executor,
  paymentId: string,
  state: ReservationRow['state'],
  orderId: string | null,
): Promise<void> {
  await exec
    .update(stockReservations)
    .set({ state, orderId, updatedAt: sql`now()` })
    .where(eq(stockReservations.paymentId, paymentId));
}

/** An order's lines as stored (a cancellation puts their stock back). */
export function listItems(exec: Executor, orderId: string): Promise<OrderItemRow[]> {
  return exec.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}
