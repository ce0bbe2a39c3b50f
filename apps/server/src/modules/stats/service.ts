import {
  daysOf,
  monthsOf,
  percentageChange,
  periodOf,
  previousPeriod,
  retainedClients,
  retentionOf,
  type Timeframe,
} from '@barber/shared/domain/stats';
import { rappenToChf } from '@barber/shared/domain/money';
import { todayInZone, zonedToUtc } from '@barber/shared/domain/zoned-time';
import type { AdminStatsResponse, BarberStatsResponse } from '@barber/shared/schemas/stats';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { shopTimeZone } from '../shop/index';
import { barberIdOf } from '../users/index';
import * as repo from './repo';

const midnight = (date: string, timeZone: string) => zonedToUtc(date, '00:00', timeZone);

/**
 * GET /admin/stats (002 sections 2, 3, 4): the calendar week, month or year of today in the shop's time zone,
 * every day and month of it present (zero when empty) so the charts keep their axis.
 */
export async function adminStats(
  ctx: AppContext,
  input: { timeframe: Timeframe; barberId?: string | undefined },
): Promise<AdminStatsResponse> {
  const timeZone = await shopTimeZone(ctx);
  const range = periodOf(input.timeframe, todayInZone(ctx.now(), timeZone));
  const [rows, shop] = await Promise.all([
    repo.buckets(ctx.db, { ...range, barberId: input.barberId }, input.timeframe),
    input.barberId ? Promise.resolve(0) : repo.shopRevenue(ctx.db, midnight(range.from, timeZone), midnight(range.to, timeZone)),
  ]);

  const byDay = new Map(rows.filter((r) => r.kind === 'day').map((r) => [r.key, r]));
  const days = daysOf(range);
  const months = monthsOf(range);
  const monthTotals = new Map(months.map((m) => [m, { count: 0, revenue: 0 }]));
  for (const [day, r] of byDay) {
    const m = monthTotals.get(day.slice(0, 7));
    if (m) {
      m.count += r.count;
      m.revenue += r.revenue;
    }
  }
  const hours = new Map(rows.filter((r) => r.kind === 'hour').map((r) => [Number(r.key), r.count]));
  const customerRetention = retentionOf(
    rows.filter((r) => r.kind === 'visits').flatMap((r) => Array<number>(r.count).fill(Number(r.key))),
  );
  const totalCount = [...byDay.values()].reduce((sum, r) => sum + r.count, 0);
  const totalRevenue = [...byDay.values()].reduce((sum, r) => sum + r.revenue, 0);

  return {
    success: true,
    timeframe: input.timeframe,
    from: range.from,
    to: range.to,
    appointmentsByDay: days.map((day) => ({ day, count: byDay.get(day)?.count ?? 0 })),
    revenueByDay: days.map((day) => ({ day, revenue: rappenToChf(byDay.get(day)?.revenue ?? 0) })),
    appointmentsByMonth: months.map((month) => ({ month, count: monthTotals.get(month)!.count })),
    revenueByMonth: months.map((month) => ({ month, revenue: rappenToChf(monthTotals.get(month)!.revenue) })),
    serviceStats: rows
      .filter((r) => r.kind === 'service')
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key, 'it'))
      .map((r) => ({ name: r.key, count: r.count })),
    // The opening hours' span and whatever lies outside it that was booked: every hour 0-23 that has any.
    peakHours: [...hours.entries()].sort((a, b) => a[0] - b[0]).map(([hour, count]) => ({ hour, count })),
    customerRetention,
    totals: {
      appointments: totalCount,
      revenue: rappenToChf(totalRevenue),
      retainedClients: retainedClients(customerRetention),
      shopRevenue: rappenToChf(shop),
    },
  };
}

/**
 * GET /barbers/:id/stats (002 sections 2, 3, 5): one barber's period against the previous one. A barber reads
 * only their own record's (403 otherwise, whether or not the other exists); the admin any (404 if unknown).
 */
export async function barberStats(
  ctx: AppContext,
  caller: AuthUser,
  barberId: string,
  timeframe: Timeframe,
): Promise<BarberStatsResponse> {
  if (caller.role !== 'admin') {
    if ((await barberIdOf(ctx.db, caller.id)) !== barberId) throw new AppError('FORBIDDEN');
  } else if (!(await repo.barberExists(ctx.db, barberId))) {
    throw new AppError('BARBER_NOT_FOUND');
  }
  const timeZone = await shopTimeZone(ctx);
  const current = periodOf(timeframe, todayInZone(ctx.now(), timeZone));
  const previous = previousPeriod(timeframe, current);
  const rows = await repo.barberBuckets(ctx.db, { from: previous.from, to: current.to, barberId }, current.from);

  const dayRows = rows.filter((r) => r.kind === 'day');
  const inCurrent = dayRows.filter((r) => r.key >= current.from);
  const inPrevious = dayRows.filter((r) => r.key < current.from);
  const sum = (list: repo.BarberDayRow[], field: 'count' | 'revenue' | 'minutes') => list.reduce((s, r) => s + r[field], 0);
  const count = sum(inCurrent, 'count');
  const previousCount = sum(inPrevious, 'count');
  const revenue = sum(inCurrent, 'revenue');
  const previousRevenue = sum(inPrevious, 'revenue');

  // The year by month, the week and the month by day.
  const labelOf = (day: string) => (timeframe === 'year' ? day.slice(0, 7) : day);
  const periods = timeframe === 'year' ? monthsOf(current) : daysOf(current);
  const perPeriod = new Map(periods.map((p) => [p, { count: 0, revenue: 0 }]));
  for (const r of inCurrent) {
    const slot = perPeriod.get(labelOf(r.key));
    if (slot) {
      slot.count += r.count;
      slot.revenue += r.revenue;
    }
  }
  const services = rows
    .filter((r) => r.kind === 'service' && r.current === true)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key, 'it'));
  const top = services[0];
  const change = (now: number, before: number) => {
    const value = percentageChange(now, before);
    return value === undefined ? {} : { change: value };
  };

  return {
    success: true,
    timeframe,
    from: current.from,
    to: current.to,
    appointments: { total: count, previousPeriod: previousCount, ...change(count, previousCount) },
    revenue: {
      total: rappenToChf(revenue),
      previousPeriod: rappenToChf(previousRevenue),
      ...change(revenue, previousRevenue),
    },
    duration: { average: count === 0 ? 0 : Math.round(sum(inCurrent, 'minutes') / count) },
    mostPopularService: top ? { name: top.key, count: top.count } : null,
    appointmentsByPeriod: periods.map((period) => ({ period, count: perPeriod.get(period)!.count })),
    serviceDistribution: services.map((r) => ({ name: r.key, count: r.count })),
    revenueByPeriod: periods.map((period) => ({ period, amount: rappenToChf(perPeriod.get(period)!.revenue) })),
  };
}
