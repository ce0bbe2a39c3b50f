import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Timeframe } from '@barber/shared/domain/stats';
import { adminCall } from '../admin-request';

/** GET /admin/stats for the chosen period and barber ('' for all). */
export const adminStatsQuery = (timeframe: Timeframe, barberId: string) =>
  queryOptions({
    queryKey: ['admin', 'stats', timeframe, barberId] as const,
    queryFn: ({ signal }) =>
      adminCall('adminStats', { query: { timeframe, ...(barberId ? { barberId } : {}) } }, { signal }),
    // Switching barber or period keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
