import { StubReply, stubApi } from '../../test-api';
import { shopAnswer } from '../../test-utils';
import type { MyOrder, MyOrdersAnswer } from './orders-api';

type Item = MyOrder['items'][number];

export function makeItem(
  name: string,
  quantity = 1,
  price = 20,
  image: string | null = `/media/${name}.webp`,
): Item {
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
export function pageOf(all: readonly MyOrder[], query: URLSearchParams): MyOrdersAnswer {
  const status = query.get('status');
  const page = Number(query.get('page') ?? 1);
  const matching = status ? all.filter((order) => order.status === status) : [...all];
  const pages = Math.max(1, Math.ceil(matching.length / 10));
  return {
    success: true,
    data: matching.slice((page - 1) * 10, page * 10),
    pagination: { total: matching.length, page, pages, limit: 10 },
  };
}

/** stubApi: /shop, and /orders/my-orders from `orders()` (read at each call, so a test can change it). */
export function stubOrdersApi(orders: () => readonly MyOrder[] | StubReply) {
  return stubApi({
    shopState: shopAnswer,
    myOrders: ({ query }) => {
      const list = orders();
      return list instanceof StubReply ? list : pageOf(list, query);
    },
  });
}
