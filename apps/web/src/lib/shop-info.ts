import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { apiRequest } from './api-client';

type ShopInfoAnswer = { success: true; data: ShopInfo };

/** The shop's public details (name, address, hours): shared by the navbar, the homepage and the footer. */
export const shopInfoQuery = queryOptions({
  queryKey: ['shop-info'],
  queryFn: ({ signal }) => apiRequest<ShopInfoAnswer>('/shop', { signal }).then((answer) => answer.data),
  staleTime: 10 * 60_000,
});

export function useShopInfo() {
  return useQuery(shopInfoQuery);
}
