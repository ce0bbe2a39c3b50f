import type { OrderStatus } from '@barber/shared/domain/shop';
import type { Order } from '@barber/shared/schemas/orders';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { toOrderDto } from './dto';
import * as repo from './repo';

/** Orders as the API answers them: their items, history, payment and account in four queries per page. */
export async function orderDtos(exec: Executor, rows: repo.OrderRow[]): Promise<Order[]> {
  const paymentIds = rows.flatMap((o) => (o.paymentId ? [o.paymentId] : []));
  const userIds = [...new Set(rows.flatMap((o) => (o.userId ? [o.userId] : [])))];
  const extras = await repo.orderExtras(exec, rows.map((o) => o.id), paymentIds, userIds);
  return rows.map((order) => {
    const customer = extras.customers.find((u) => u.id === order.userId);
    return toOrderDto(order, {
      items: extras.items.filter((i) => i.item.orderId === order.id),
      events: extras.events.filter((e) => e.orderId === order.id),
      payment: extras.payments.find((p) => p.id === order.paymentId),
      customer: customer
        ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone }
        : null,
    });
  });
}

export async function orderDto(exec: Executor, row: repo.OrderRow): Promise<Order> {
  return (await orderDtos(exec, [row]))[0]!;
}

async function page(ctx: AppContext, filter: repo.OrderFilter, query: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    repo.listOrders(ctx.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    repo.countOrders(ctx.db, filter),
  ]);
  return {
    success: true as const,
    data: await orderDtos(ctx.db, rows),
    pagination: { total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)), limit: query.limit },
  };
}

type ListQuery = { status?: OrderStatus | undefined; page: number; limit: number };

export const myOrders = (ctx: AppContext, caller: AuthUser, query: ListQuery) =>
  page(ctx, { userId: caller.id, status: query.status }, query);

export const adminOrders = (ctx: AppContext, query: ListQuery) => page(ctx, { status: query.status }, query);

/** Its owner or the admin; to anyone else the order does not exist (404, never 403: ids are not confirmed). */
export async function getOrder(ctx: AppContext, caller: AuthUser, id: string) {
  const row = await repo.findOrder(ctx.db, id);
  if (!row || (caller.role !== 'admin' && row.userId !== caller.id)) throw new AppError('ORDER_NOT_FOUND');
  return { success: true as const, data: await orderDto(ctx.db, row) };
}
