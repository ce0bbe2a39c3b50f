import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { getShop } from './repo';

export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

// The shop's details change rarely and are read by every availability request: keep them for a few seconds.
let cache: { at: number; value: ShopInfo } | undefined;
const TTL_MS = 5_000;

export async function shopInfo(ctx: AppContext): Promise<ShopInfo> {
  const nowMs = Date.now();
  if (cache && nowMs - cache.at < TTL_MS) return cache.value;
  const row = await getShop(ctx.db);
  if (!row) throw new AppError('UNAVAILABLE', 'Il negozio non è ancora configurato.');
  const value: ShopInfo = {
    name: row.name,
    tagline: row.tagline,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    timeZone: row.timeZone,
    currency: 'CHF',
    openingHours: row.openingHours,
    foundedYear: row.foundedYear,
  };
  cache = { at: nowMs, value };
  return value;
}

/** The shop's time zone: every date and time of the booking rules is computed in it. */
export async function shopTimeZone(ctx: AppContext): Promise<string> {
  try {
    return (await shopInfo(ctx)).timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export function clearShopCache() {
  cache = undefined;
}
