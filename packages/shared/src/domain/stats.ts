import { addDays, weekdayOf } from './zoned-time';

/**
 * Statistics (spec 002 sections 2, 3, 5; ADR 0020): the periods they cover, the percentage change against the
 * previous period and the customer-retention buckets. Pure: the server's SQL and the panels' charts share it.
 */
export const TIMEFRAMES = ['week', 'month', 'year'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
/** 002 section 4: the admin's statistics open on the month; the barber's default is the month too. */
export const DEFAULT_TIMEFRAME: Timeframe = 'month';

/** Shop-local days: `from` included, `to` excluded (the day after the last one). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The calendar period of `today` (a shop-local "YYYY-MM-DD"): the week from Monday, the month from the 1st, the
 * year from 1 January. Whole periods, so the previous one is the same length in days of the calendar (a month of
 * 30 against one of 31 is still "the previous month", as people read it).
 */
export function periodOf(timeframe: Timeframe, today: string): DayRange {
  if (timeframe === 'week') {
    const monday = addDays(today, -WEEK_INDEX[weekdayOf(today)]);
    return { from: monday, to: addDays(monday, 7) };
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (timeframe === 'month') return { from: monthStart(year, month), to: monthStart(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1) };
  return { from: `${pad(year, 4)}-01-01`, to: `${pad(year + 1, 4)}-01-01` };
}

/** The period just before `range` of the same timeframe. */
export function previousPeriod(timeframe: Timeframe, range: DayRange): DayRange {
  return periodOf(timeframe, addDays(range.from, -1));
}

/** Every day of the range, in order ("YYYY-MM-DD"). */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let d = range.from; d < range.to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Every month the range touches, in order ("YYYY-MM"). */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  for (let d = range.from; d < range.to; d = addDays(d, 1)) {
    const month = d.slice(0, 7);
    if (months[months.length - 1] !== month) months.push(month);
  }
  return months;
}

/**
 * The change from `previous` to `current` in percent with one decimal (spec 009 'percentage change with 1
 * decimal'); undefined when the previous value is zero (002 section 5): a change from nothing has no percentage.
 */
export function percentageChange(current: number, previous: number): number | undefined {
  if (previous === 0) return undefined;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * The customer-retention buckets (the pie's five slices, 002 section 2): clients of the period by how many visits
 * they made in it. '1 visita' are the clients who did not come back, so it is left out of the retained total.
 */
export const RETENTION_BUCKETS = ['1 visita', '2 visite', '3-5 visite', '6-10 visite', 'Più di 10 visite'] as const;
export type RetentionBucket = (typeof RETENTION_BUCKETS)[number];
export const ONE_VISIT: RetentionBucket = '1 visita';

export function retentionBucket(visits: number): RetentionBucket {
  if (visits <= 1) return '1 visita';
  if (visits === 2) return '2 visite';
  if (visits <= 5) return '3-5 visite';
  if (visits <= 10) return '6-10 visite';
  return 'Più di 10 visite';
}

/** The buckets in their fixed order from the clients' visit counts (clients with no visit are not clients). */
export function retentionOf(visitCounts: readonly number[]): { name: RetentionBucket; value: number }[] {
  const counts = new Map<RetentionBucket, number>(RETENTION_BUCKETS.map((b) => [b, 0]));
  for (const visits of visitCounts) if (visits > 0) counts.set(retentionBucket(visits), counts.get(retentionBucket(visits))! + 1);
  return RETENTION_BUCKETS.map((name) => ({ name, value: counts.get(name)! }));
}

/** The 'clienti fidelizzati' total: every bucket but '1 visita'. */
export function retainedClients(buckets: readonly { name: string; value: number }[]): number {
  return buckets.filter((b) => b.name !== ONE_VISIT).reduce((sum, b) => sum + b.value, 0);
}

const WEEK_INDEX = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 } as const;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const monthStart = (year: number, month: number) => `${pad(year, 4)}-${pad(month)}-01`;

/**
 * Revenue of one appointment (ADR 0020), the one definition the month calendar, the statistics and their CSV
 * share: the price charged when completed, less what was refunded on it, never below zero; nothing otherwise
 * (a pending or confirmed appointment has earned nothing yet, a cancelled one nothing at all). Rappen.
 */
export function appointmentRevenueRappen(a: { status: string; priceRappen: number; refundedRappen: number }): number {
  if (a.status !== 'completed') return 0;
  return Math.max(a.priceRappen - a.refundedRappen, 0);
}
