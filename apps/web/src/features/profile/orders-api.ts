import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@barber/shared/domain/shop';
import { callApi, type CallAnswer } from '../../lib/api-call';

export type MyOrdersAnswer = CallAnswer<'myOrders'>;
export type MyOrder = MyOrdersAnswer['data'][number];

/** Every page and filter of the list shares this prefix, so a live update can reach them all. */
export const MY_ORDERS_KEY = ['my-orders'] as const;

/** GET /orders/my-orders: 10 a page (001 section 9); the previous page stays on screen while the next loads. */
export const myOrdersQuery = (status: OrderStatus | null, page: number) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, status ?? 'all', page],
    queryFn: ({ signal }) => callApi('myOrders', { query: { page, ...(status ? { status } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });
