import type { Product } from '@barber/shared/schemas/products';
import { reply, stubApi, type Stubs } from '../../test-api';
import { shopAnswer, testModePayments } from '../../test-utils';

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
    images: [
      {
        url: `/media/${overrides._id}.webp`,
        thumbUrl: `/media/${overrides._id}-thumb.webp`,
        width: 1200,
        height: 1200,
      },
    ],
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

/**
 * stubApi for the shop. By default the list answers `catalogue` (filtered by category), one product answers from
 * it or 404; `stubs` add or replace.
 */
export function stubShopApi(catalogue: Product[], stubs: Stubs = {}) {
  return stubApi({
    shopState: shopAnswer,
    products: ({ query }) => {
      const category = query.get('category');
      const data = catalogue.filter((p) => !category || p.category === category);
      return { success: true, data, pagination: { total: data.length, page: 1, pages: 1, limit: 50 } };
    },
    productCategories: { success: true, data: ['pomade', 'wax', 'hair_oil'], labels: {} },
    product: ({ params }) => {
      const product = catalogue.find((p) => p._id === params.id);
      return product
        ? { success: true, data: product }
        : reply(404, { success: false, code: 'NOT_FOUND', message: 'Prodotto non trovato' });
    },
    stripeConfig: testModePayments,
    ...stubs,
  });
}
