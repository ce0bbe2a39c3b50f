import {
  ShopSettingsConflictResponse,
  ShopSettingsConflictsResponse,
  ShopSettingsRequest,
  ShopSettingsResponse,
} from '../schemas/shop-settings';
import type { ContractRoute } from './define';
import { shopSettingsRoutes as r } from './shop-settings-routes';

export const shopSettingsContract = {
  shopSettings: {
    ...r.shopSettings,
    tags: ['shop'],
    description: "The shop's details, hours (with an optional break per day) and booking rules, as the owner edits them. 503 before the first-run setup.",
    response: ShopSettingsResponse,
  },
  previewShopSettings: {
    ...r.previewShopSettings,
    tags: ['shop'],
    description:
      'Changes nothing: the active barbers whose weekly hours fall outside the new opening hours, and the future ' +
      'active appointments outside them (or inside a new break, or past the new booking window), for the screen to ' +
      'list before the owner confirms.',
    body: ShopSettingsRequest,
    response: ShopSettingsConflictsResponse,
  },
  updateShopSettings: {
    ...r.updateShopSettings,
    tags: ['shop'],
    description:
      'Saves everything at once; /api/shop, the booking grids, the chatbot and the emails read the new values at ' +
      'once. When the new hours leave barbers or appointments outside, nothing is saved without confirmConflicts: ' +
      'true (409 with the list); with it, the barbers’ hours are fitted to the new hours and each affected barber ' +
      'gets the schedule-update email (their customers whose appointment no longer fits are asked to pick a new time).',
    body: ShopSettingsRequest,
    response: ShopSettingsResponse,
    errors: { 409: ShopSettingsConflictResponse },
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
