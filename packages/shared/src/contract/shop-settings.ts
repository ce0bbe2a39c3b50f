import {
  ShopSettingsConflictResponse,
  ShopSettingsConflictsResponse,
  ShopSettingsRequest,
  ShopSettingsResponse,
} from '../schemas/shop-settings';
import { ContentTranslationsRead, ShopTranslationsRequest } from '../schemas/content-translations';
import { DepositPolicyRequest, DepositPolicyResponse } from '../schemas/deposit-policy';
import { z } from 'zod';
import type { ContractRoute } from './define';
import { shopSettingsRoutes as r } from './shop-settings-routes';

const ShopTranslationsResponse = z.object({ success: z.literal(true), data: ContentTranslationsRead, message: z.string().optional() });

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
  shopTranslations: {
    ...r.shopTranslations,
    tags: ['shop'],
    description: "The motto in German, French and English as the owner wrote it (issue 28 item 5): { de: { tagline } }.",
    response: ShopTranslationsResponse,
  },
  saveShopTranslations: {
    ...r.saveShopTranslations,
    tags: ['shop'],
    description:
      'Saves the motto in German, French and English (each optional, an empty text removed); /api/shop answers it ' +
      "in the caller's language, the Italian where none was written. A translation needs the Italian motto first " +
      '(400 on the field otherwise); nothing changes on a 400.',
    body: ShopTranslationsRequest,
    response: ShopTranslationsResponse,
  },
  depositPolicy: {
    ...r.depositPolicy,
    tags: ['shop'],
    description:
      'The deposit policy (ADR 0064): off by default. When on, a new booking of a customer (found by account, email ' +
      'or phone) with at least `threshold` no-shows and late cancellations in the last 12 months, or (with ' +
      '`firstTimeAtPeak`) of a customer with no completed visit booking inside the peak hours (`peakDays`, ' +
      '`peakFrom` inclusive to `peakTo` exclusive, shop-local), answers 402 DEPOSIT_REQUIRED. The deposit is ' +
      '`fixedAmount` CHF (never more than the price) or `percent` of the price rounded to CHF 0.05.',
    response: DepositPolicyResponse,
  },
  updateDepositPolicy: {
    ...r.updateDepositPolicy,
    tags: ['shop'],
    description:
      'Saves the whole policy (every field every time); applies to the next booking. Bounds: fixedAmount CHF ' +
      '1.00..500.00 (two decimals), percent 1..100, threshold 1..20, peakFrom before peakTo, at least one peak day ' +
      'when firstTimeAtPeak is on; otherwise 400 with the field.',
    body: DepositPolicyRequest,
    response: DepositPolicyResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
