import type { RouteAddress } from './route-types';

/**
 * The owner's shop settings in 'Impostazioni' (issue 27 item 1, ADR 0049). Admin only: a customer or a barber
 * gets 403. Addresses only (no zod here: see api-routes.ts).
 */
export const shopSettingsRoutes = {
  shopSettings: { method: 'GET', path: '/admin/shop-settings', access: ['admin'] },
  // What the new hours would leave outside, before saving: the screen asks the owner to confirm.
  previewShopSettings: { method: 'POST', path: '/admin/shop-settings/preview', access: ['admin'] },
  updateShopSettings: { method: 'PUT', path: '/admin/shop-settings', access: ['admin'] },
  // The motto in German, French and English (issue 28 item 5); apart from the settings' own PUT, which a client may
  // send back as it read it.
  shopTranslations: { method: 'GET', path: '/admin/shop-settings/translations', access: ['admin'] },
  saveShopTranslations: { method: 'PUT', path: '/admin/shop-settings/translations', access: ['admin'] },
  // The deposit asked of customers who miss appointments (issue 29 item 2, ADR 0064).
  depositPolicy: { method: 'GET', path: '/admin/deposit-policy', access: ['admin'] },
  updateDepositPolicy: { method: 'PUT', path: '/admin/deposit-policy', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;
