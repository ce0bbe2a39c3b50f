import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopInfo, ShopState } from '@barber/shared/schemas/shop';
import { callApi } from './api-call';

/** Before its first-run setup the shop has no details: the public pages say it is being set up. */
export type ShopPending = Extract<ShopState, { configured: false }>;

/**
 * GET /api/shop: the shop's public details (name, address, hours), shared by the navbar, the homepage and the
 * footer; or, on a fresh install, {configured: false, needsSetup}.
 */
export const shopInfoQuery = queryOptions({
  queryKey: ['shop-info'],
  queryFn: ({ signal }) => callApi('shopState', {}, { signal }).then((answer) => answer.data),
  staleTime: 10 * 60_000,
});

/** The details, or null while the shop is being set up. Only an explicit configured: false means "not yet". */
export function shopDetails(state: ShopState | ShopInfo): ShopInfo | null {
  return 'configured' in state && state.configured === false ? null : (state as ShopInfo);
}

export function shopPending(state: ShopState | ShopInfo | undefined): ShopPending | null {
  return state && 'configured' in state && state.configured === false ? state : null;
}

/** The shop's details for pages that only need them (name, time zone): null until the shop is set up. */
export function useShopInfo() {
  return useQuery({ ...shopInfoQuery, select: shopDetails });
}

/** The whole answer, for the pages that tell visitors the shop is being set up. */
export function useShopState() {
  return useQuery(shopInfoQuery);
}
