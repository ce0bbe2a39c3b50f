import { vi } from 'vitest';
import type { Product } from '@barber/shared/schemas/products';
import { jsonResponse, shopInfo } from '../../test-utils';

/** A product as GET /products answers it; tests override what they look at. */
export function makeProduct(overrides: Partial<Product> & { _id: string }): Product {
  const quantity = overrides.inventory?.quantity ?? 20;
  return {
    id: overrides._id,
    name: 'Pomata Opaca',
    brand: 'Studio Ticino',
    description: 'Tenuta forte, effetto naturale.',
    category: 'pomade',
    categoryLabel: 'Pomata',
    price: 28.9,
    images: [{ url: `/media/${overrides._id}.webp`, thumbUrl: `/media/${overrides._id}-thumb.webp`, width: 1200, height: 1200 }],
    isActive: true,
    isFeatured: false,
    inventory: { quantity, minQuantity: 5 },
    stockLabel: quantity <= 0 ? 'Esaurito' : quantity > 10 ? 'Disponibile' : 'Scorte limitate',
    lowStock: quantity <= 5,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const POMATA = makeProduct({ _id: 'p-pomata', isFeatured: true });
export const CERA = makeProduct({
  _id: 'p-cera',
  name: 'Cera Modellante',
  brand: 'Monte Brè',
  category: 'wax',
  categoryLabel: 'Cera',
  price: 22.5,
  inventory: { quantity: 2, minQuantity: 5 },
});
export const OLIO = makeProduct({
  _id: 'p-olio',
  name: 'Olio Capelli',
  category: 'hair_oil',
  categoryLabel: 'Olio Capelli',
  price: 32,
  inventory: { quantity: 0, minQuantity: 5 },
  images: [],
});

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

const list = (data: Product[]) =>
  jsonResponse(200, { success: true, data, pagination: { total: data.length, page: 1, pages: 1, limit: 50 } });

/**
 * Stubs fetch for the shop: handlers keyed by "METHOD /path" (without /api; '/products/:id' for one product).
 * By default the list answers `catalogue` (filtered by category), one product answers from it or 404.
 */
export function mockShopApi(catalogue: Product[], handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /shop': () => jsonResponse(200, { success: true, data: shopInfo }),
    'GET /products': (url) => {
      const category = url.searchParams.get('category');
      return list(catalogue.filter((p) => !category || p.category === category));
    },
    'GET /products/categories': () =>
      jsonResponse(200, { success: true, data: ['pomade', 'wax', 'hair_oil'], labels: {} }),
    'GET /products/:id': (url) => {
      const product = catalogue.find((p) => url.pathname.endsWith(`/${p._id}`));
      return product
        ? jsonResponse(200, { success: true, data: product })
        : jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Prodotto non trovato' });
    },
    'GET /stripe/config': () =>
      jsonResponse(200, {
        publishableKey: 'pk_test_offline',
        provider: 'test',
        testMode: true,
        onlinePayments: true,
        methods: ['stripe_card', 'twint', 'cash'],
        currency: 'CHF',
      }),
  };
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const exact = `${method} ${path}`;
    const pattern = /^\/products\/(?!categories$)[^/]+$/.test(path) ? `${method} /products/:id` : exact;
    const handler = all[exact] ?? all[pattern];
    if (!handler) throw new Error(`unexpected fetch ${exact}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs of the calls made to one "METHOD /path". */
export function urlsOf(fetchMock: ReturnType<typeof mockShopApi>, key: string): URL[] {
  return fetchMock.mock.calls
    .map(([input, init]) => [new URL(String(input), 'http://app.test'), (init as RequestInit | undefined)?.method ?? 'GET'] as const)
    .filter(([url, method]) => `${method} ${url.pathname.replace(/^\/api/, '')}` === key)
    .map(([url]) => url);
}

export function bodiesOf(fetchMock: ReturnType<typeof mockShopApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://app.test');
      return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}` === key;
    })
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}
