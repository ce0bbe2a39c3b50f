/**
 * Statistics (spec 002 sections 3, 4, 5, 7; ADR 0020 for what counts as revenue). Routes -> schemas:
 *   GET /api/admin/stats          admin                      AdminStatsQuery -> AdminStatsResponse
 *   GET /api/barbers/:id/stats    admin, that barber only    BarberStatsQuery -> BarberStatsResponse
 * Both answer at the top level as the spec's clients read them ({appointmentsByDay, ...}); money in CHF.
 */
import { z } from 'zod';
import { DEFAULT_TIMEFRAME, TIMEFRAMES } from '../domain/stats';
import { Id } from './common';

const Timeframe = z.enum(TIMEFRAMES, { error: 'Periodo non valido: scegli settimana, mese o anno' }).default(DEFAULT_TIMEFRAME);

export const AdminStatsQuery = z.strictObject({
  timeframe: Timeframe,
  /** Omitted (or empty) for all barbers. */
  barberId: z.union([z.literal('').transform(() => undefined), Id]).optional(),
});
export type AdminStatsQuery = z.input<typeof AdminStatsQuery>;

const Count = z.number().int().nonnegative();
const Chf = z.number();

export const AdminStatsResponse = z.object({
  success: z.literal(true),
  timeframe: z.enum(TIMEFRAMES),
  /** The shop-local days covered: from included, to excluded. */
  from: z.string(),
  to: z.string(),
  appointmentsByDay: z.array(z.object({ day: z.string(), count: Count })),
  revenueByDay: z.array(z.object({ day: z.string(), revenue: Chf })),
  appointmentsByMonth: z.array(z.object({ month: z.string(), count: Count })),
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: Chf })),
  serviceStats: z.array(z.object({ name: z.string(), count: Count })),
  peakHours: z.array(z.object({ hour: z.number().int().min(0).max(23), count: Count })),
  customerRetention: z.array(z.object({ name: z.string(), value: Count })),
  totals: z.object({
    appointments: Count,
    /** Service revenue per ADR 0020: completed appointments at the price charged, refunds subtracted. */
    revenue: Chf,
    /** Clients with more than one visit in the period ('1 visita' excluded). */
    retainedClients: Count,
    /** The shop's product orders, a figure of its own (not part of revenue); all barbers only. */
    shopRevenue: Chf,
  }),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;

export const BarberStatsQuery = z.strictObject({ timeframe: Timeframe });
export type BarberStatsQuery = z.input<typeof BarberStatsQuery>;

/** change: percent with one decimal against the previous period; absent when that was zero (002 section 5). */
const Compared = z.object({ total: z.number(), previousPeriod: z.number(), change: z.number().optional() });

export const BarberStatsResponse = z.object({
  success: z.literal(true),
  timeframe: z.enum(TIMEFRAMES),
  from: z.string(),
  to: z.string(),
  appointments: Compared,
  revenue: Compared,
  duration: z.object({ average: z.number() }),
  mostPopularService: z.object({ name: z.string(), count: Count }).nullable(),
  appointmentsByPeriod: z.array(z.object({ period: z.string(), count: Count })),
  serviceDistribution: z.array(z.object({ name: z.string(), count: Count })),
  revenueByPeriod: z.array(z.object({ period: z.string(), amount: Chf })),
});
export type BarberStatsResponse = z.infer<typeof BarberStatsResponse>;
