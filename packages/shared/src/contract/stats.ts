import { AdminStatsQuery, AdminStatsResponse, BarberStatsQuery, BarberStatsResponse } from '../schemas/stats';
import type { ContractRoute } from './define';
import { IdParams } from './params';
import { statsRoutes as r } from './stats-routes';

const tags = ['stats'] as const;

/** The statistics with their request and answer schemas (see contract.ts). */
export const statsContract = {
  adminStats: {
    ...r.adminStats,
    tags,
    description:
      "The owner's statistics for the calendar week, month or year containing today in the shop's time zone (default " +
      'month), for all barbers or one (barberId). Days and hours are shop-local; appointments exclude cancelled ones; ' +
      'revenue is completed appointments at the price charged less refunds (ADR 0020); shopRevenue is the product orders.',
    query: AdminStatsQuery,
    response: AdminStatsResponse,
  },
  barberStats: {
    ...r.barberStats,
    tags,
    description:
      "One barber's statistics for the calendar week, month (default) or year, with the previous period and the change " +
      'in percent (absent when the previous value is zero). A barber may read only their own (403 otherwise).',
    params: IdParams,
    query: BarberStatsQuery,
    response: BarberStatsResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
