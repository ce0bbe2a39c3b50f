import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * The statistics' SQL (ADR 0020 says what is counted, ADR 0079 where it is read from). The figures come from
 * `stats_summary`, the running totals that triggers on appointments and payments keep in the same statement as
 * every change (migration 0036): a year reads a row per day, per day and hour, per day and service and per client,
 * never the appointments. Days and hours are the shop's wall clock.
 */
export interface Window {
  /** The shop-local days bounding the period ("YYYY-MM-DD"): from included, to excluded. */
  from: string;
  to: string;
  /** One barber's rows; the whole shop's otherwise. */
  barberId?: string | undefined;
}

/** The scope of the whole shop's rows in `stats_summary`. */
const SHOP = '00000000-0000-0000-0000-000000000000';
const scopeOf = (w: Window) => sql`s.barber_id = ${w.barberId ?? SHOP}::uuid`;
const daysOf = (w: Window) => sql`s.starts >= ${w.from}::date and s.starts < ${w.to}::date`;

export interface BucketRow {
  kind: 'day' | 'hour' | 'service' | 'visits';
  /** The day ("YYYY-MM-DD"), the hour ("0"-"23"), the service's name, or a number of visits. */
  key: string;
  /** Appointments; for 'visits' rows, the clients who made `key` visits. */
  count: number;
  revenue: number;
}

/**
 * Per shop-local day, per starting hour, per service, and how many clients made how many visits in the calendar
 * `period` (the window is that period: its clients' rows are kept per week, month and year).
 */
export async function buckets(exec: Executor, w: Window, period: 'week' | 'month' | 'year'): Promise<BucketRow[]> {
  return queryRows<BucketRow>(
    exec,
    sql`select 'day' as kind, to_char(s.starts, 'YYYY-MM-DD') as key, s.appointments as count, s.revenue_rappen::float8 as revenue
          from stats_summary s where ${scopeOf(w)} and s.kind = 'day' and ${daysOf(w)} and s.appointments > 0
        union all
        select 'hour', s.key, sum(s.appointments)::int, 0 from stats_summary s
          where ${scopeOf(w)} and s.kind = 'hour' and ${daysOf(w)} group by s.key having sum(s.appointments) > 0
        union all
        select 'service', s.key, sum(s.appointments)::int, 0 from stats_summary s
          where ${scopeOf(w)} and s.kind = 'service' and ${daysOf(w)} group by s.key having sum(s.appointments) > 0
        union all
        select 'visits', s.appointments::text, count(*)::int, 0 from stats_summary s
          where ${scopeOf(w)} and s.kind = ${`client-${period}`} and s.starts = ${w.from}::date and s.appointments > 0
          group by s.appointments`,
  );
}

/**
 * The shop's product orders in the window (a figure of its own, not revenue of the services): orders not
 * cancelled, at their total less what was refunded on their payment. `from` and `to` are the instants of the
 * window's shop-local midnights.
 */
export async function shopRevenue(exec: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    exec,
    sql`select coalesce(sum(greatest(o.total_rappen - coalesce(p.refunded_rappen, 0), 0)), 0)::bigint::float8 as total
        from orders o left join payments p on p.id = o.payment_id
        where o.created_at >= ${from} and o.created_at < ${to} and o.status <> 'cancelled'`,
  );
  return row?.total ?? 0;
}

export interface BarberDayRow {
  kind: 'day' | 'service';
  /** The day ("YYYY-MM-DD") or the service's name. */
  key: string;
  /** For service rows: whether they belong to the current period (day rows carry their own date). */
  current: boolean | null;
  count: number;
  revenue: number;
  minutes: number;
}

/**
 * One barber over the previous and the current period together (`w.from` is the previous period's start,
 * `currentFrom` the current one's): per day for both, per service for each.
 */
export async function barberBuckets(exec: Executor, w: Window, currentFrom: string): Promise<BarberDayRow[]> {
  return queryRows<BarberDayRow>(
    exec,
    sql`select 'day' as kind, to_char(s.starts, 'YYYY-MM-DD') as key, null::boolean as current, s.appointments as count,
          s.revenue_rappen::float8 as revenue, s.minutes::float8 as minutes
          from stats_summary s where ${scopeOf(w)} and s.kind = 'day' and ${daysOf(w)} and s.appointments > 0
        union all
        select 'service', key, current, sum(appointments)::int, 0, 0 from (
          select s.key, s.starts >= ${currentFrom}::date as current, s.appointments from stats_summary s
          where ${scopeOf(w)} and s.kind = 'service' and ${daysOf(w)}) t
          group by key, current having sum(appointments) > 0`,
  );
}

export async function barberExists(exec: Executor, id: string): Promise<boolean> {
  const rows = await queryRows(exec, sql`select 1 from barbers where id = ${id}::uuid`);
  return rows.length > 0;
}
