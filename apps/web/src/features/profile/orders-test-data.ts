import { vi } from 'vitest';
import { jsonResponse, shopInfo } from '../../test-utils';
import type { MyOrder, MyOrdersAnswer } from './orders-api';

type Item = MyOrder['items'][number];

export function makeItem(name: string, quantity = 1, price = 20, image: string | null = `/media/${name}.webp`): Item {
  return {
    product: { _id: `p-${name}`, name, images: image ? [{ url: image }] : [] },
    productId: `p-${name}`,
    name,
    quantity,
    price,
    total: price * quantity,
  };
}

/** A cash order of the demo client's, as GET /orders/my-orders sends it; tests override what they look at. */
export function makeOrder(overrides: Partial<MyOrder> = {}): MyOrder {
  const items = overrides.items ?? [makeItem('Pomata Opaca', 2, 24), makeItem('Shampoo Ortica', 1, 18.5)];
  const total = items.reduce((sum, item) => sum + item.total, 0);
  return {
    _id: '0f1e2d3c-4b5a-6978-8899-aabbccddeeff',
    id: '0f1e2d3c-4b5a-6978-8899-aabbccddeeff',
    orderNumber: 'BS-2026-000123',
    status: 'pending',
    statusLabel: 'In attesa',
    createdAt: '2026-03-07T13:30:00.000Z',
    updatedAt: '2026-03-07T13:30:00.000Z',
    items,
    totals: { subtotal: total, total },
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    paymentId: null,
    stripePaymentIntentId: null,
    customerInfo: {
      name: 'Mario Rossi',
      email: 'mario.rossi@example.ch',
      phone: '+41795551234',
      type: 'registered',
      address: 'Via Nassa 5',
      postalCode: '6900',
      city: 'Lugano',
    },
    customer: { firstName: 'Mario', lastName: 'Rossi', email: 'mario.rossi@example.ch', phone: null },
    billingAddress: { firstName: 'Mario', lastName: 'Rossi', phone: '+41795551234' },
    shippingAddress: { address1: 'Via Nassa 5', postalCode: '6900', city: 'Lugano', country: 'CH' },
    statusHistory: [{ from: null, to: 'pending', at: '2026-03-07T13:30:00.000Z' }],
    ...overrides,
  };
}

/** The answer for one page of `all` (10 a page), filtered by status as the server does. */
export function pageOf(all: readonly MyOrder[], url: URL): MyOrdersAnswer {
  const status = url.searchParams.get('status');
  const page = Number(url.searchParams.get('page') ?? 1);
  const matching = status ? all.filter((order) => order.status === status) : [...all];
  const pages = Math.max(1, Math.ceil(matching.length / 10));
  return {
    success: true,
    data: matching.slice((page - 1) * 10, page * 10),
    pagination: { total: matching.length, page, pages, limit: 10 },
  };
}

/** Stubs fetch: /shop and /orders/my-orders from `orders()` (read at each call, so a test can change it). */
export function mockOrdersApi(orders: () => readonly MyOrder[] | Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    if (key === 'GET /shop') return jsonResponse(200, { success: true, data: shopInfo });
    if (key === 'GET /orders/my-orders') {
      const list = orders();
      return list instanceof Response ? list : jsonResponse(200, pageOf(list, url));
    }
    throw new Error(`unexpected fetch ${key}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const myOrdersCalls = (fetchMock: ReturnType<typeof mockOrdersApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://app.test'))
    .filter((url) => url.pathname.endsWith('/orders/my-orders'));
