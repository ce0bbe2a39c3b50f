import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-call';
import { ApiError } from '../../lib/api-client';
import type { CustomerValues } from '../payments';
import type { CartProduct } from './cart';

/** The shop's calls (001 section 7): products, categories, one product, the order and its payments. */
export const SHOP_PAGE_SIZE = 50;

export interface ProductFilters {
  search: string;
  category: string;
}

/** GET /products: asked on load and on each category or (debounced) search change. */
/** Every search and category of the grid: a placed order refreshes them all (its stock has changed). */
export const productsKey = ['shop', 'products'] as const;

export const productsQuery = ({ search, category }: ProductFilters) =>
  queryOptions({
    queryKey: [...productsKey, { search, category }],
    queryFn: ({ signal }) =>
      callApi(
        'products',
        { query: { limit: SHOP_PAGE_SIZE, ...(search ? { search } : {}), ...(category ? { category } : {}) } },
        { signal },
      ),
    // The grid keeps the last answer while the next search runs, so it does not flash a spinner per letter.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /products/categories: a failure is silent (001 section 8), the dropdown then offers only 'all'. */
export const categoriesQuery = queryOptions({
  queryKey: ['shop', 'categories'],
  queryFn: ({ signal }) => callApi('productCategories', {}, { signal }),
  staleTime: 5 * 60_000,
});

/** Each cart product as the server has it now; null when it is no longer sold (404). */
export async function currentProducts(ids: readonly string[]): Promise<Map<string, CartProduct | null>> {
  const answers = await Promise.all(
    ids.map((id) =>
      callApi('product', { params: { id } }).then(
        (answer) => [id, answer.data] as const,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return [id, null] as const;
          throw error;
        },
      ),
    ),
  );
  return new Map(answers);
}

export type OrderItemInput = { productId: string; quantity: number };

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POST /orders: cash (no payment) or the order a verified payment created (paymentId). */
export const placeOrder = (
  body: { items: OrderItemInput[]; customerDetails: CustomerValues; paymentId?: string },
  idempotencyKey: string,
) =>
  callApi(
    'createOrder',
    { body: { ...body, paymentMethod: body.paymentId ? undefined : 'cash' } },
    withKey(idempotencyKey),
  );

const orderData = (items: OrderItemInput[], customer: CustomerValues) => ({
  items,
  clientName: customer.name,
  clientEmail: customer.email,
  customerDetails: customer,
});

/** POST /payments/create-intent for the cart: the server prices it and reserves its stock while it is paid. */
export const createOrderIntent = (items: OrderItemInput[], customer: CustomerValues, idempotencyKey: string) =>
  callApi(
    'createPaymentIntent',
    { body: { type: 'product_order', currency: 'CHF', paymentMethod: 'stripe_card', orderData: orderData(items, customer) } },
    withKey(idempotencyKey),
  );

/** POST /payments/twint/create for the cart: answers data {twintUrl, paymentId, ...}. */
export const createOrderTwint = (items: OrderItemInput[], customer: CustomerValues, idempotencyKey: string) =>
  callApi(
    'twintCreate',
    { body: { type: 'product_order', currency: 'CHF', orderData: orderData(items, customer) } },
    withKey(idempotencyKey),
  ).then((answer) => answer.data);

/** The cart no longer matches the stock (the server names the product): the page refreshes the cart. */
export const isStockConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === 'OUT_OF_STOCK' || error.code === 'PRODUCT_UNAVAILABLE');
