import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@barber/shared/domain/shop';
import type { CallAnswer } from '../../../lib/api-call';
import { adminCall } from '../admin-request';

export type AdminOrder = CallAnswer<'adminOrders'>['data'][number];
export type OrderPage = CallAnswer<'adminOrders'>;
export type OrderStatusFilter = OrderStatus | '';

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /products/orders/admin: 20 a page (002 section 9), newest first; '' is the spec's 'all' option. */
export const adminOrdersQuery = (status: OrderStatusFilter, page: number) =>
  queryOptions({
    queryKey: [...adminOrdersKey, status, page],
    queryFn: ({ signal }) =>
      adminCall('adminOrders', { query: { page, ...(status ? { status } : {}) } }, { signal }),
  });

export const setOrderStatus = (id: string, status: OrderStatus) =>
  adminCall('orderStatus', { params: { id }, body: { status } });
