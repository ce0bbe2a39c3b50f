import type { RouteAddress } from './route-types';

/** Method, path and access rule of the shop's products and orders (no zod here: see api-routes.ts). */
export const shopRoutes = {
  // The public shop (001 section 2 'Shop'): active products only.
  products: { method: 'GET', path: '/products', access: 'public' },
  productCategories: { method: 'GET', path: '/products/categories', access: 'public' },
  product: { method: 'GET', path: '/products/:id', access: 'public' },
  // The admin's Products tab (002 section 2).
  adminProducts: { method: 'GET', path: '/products/admin/all', access: ['admin'] },
  createProduct: { method: 'POST', path: '/products', access: ['admin'] },
  updateProduct: { method: 'PUT', path: '/products/:id', access: ['admin'] },
  deleteProduct: { method: 'DELETE', path: '/products/:id', access: ['admin'] },
  productInventory: { method: 'PATCH', path: '/products/:id/inventory', access: ['admin'] },
  saveProductTranslations: { method: 'PUT', path: '/products/:id/translations', access: ['admin'] },
  // Guests order too (pickup in the shop); a logged-in customer's order is linked to them.
  createOrder: { method: 'POST', path: '/orders', access: 'public' },
  myOrders: { method: 'GET', path: '/orders/my-orders', access: 'user' },
  // Its owner or the admin (checked in the service; anyone else gets 404).
  order: { method: 'GET', path: '/orders/:id', access: 'user' },
  // The admin's Orders tab (002 section 2).
  adminOrders: { method: 'GET', path: '/products/orders/admin', access: ['admin'] },
  orderStatus: { method: 'PATCH', path: '/products/orders/:id/status', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
