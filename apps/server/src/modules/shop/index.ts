/**
 * What other modules use of shop: its public surface (ADR 0043). Another module imports this file, never the
 * module's inner files; these run on the caller's executor, so they join its transaction.
 */
export { getShop, type ShopRow } from './repo';

export { assertBarbersInsideOpeningHours } from './opening-hours';
export { bookingOf, bookingSettings, clearShopCache, DEFAULT_TIME_ZONE, shopInfo, shopInfoIn, shopState, shopTimeZone } from './service';

/** The owner's deposit policy, as the booking rules read it (ADR 0064). */
export { depositPolicyIn } from './deposit-policy';
