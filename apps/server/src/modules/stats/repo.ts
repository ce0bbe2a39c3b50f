import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * The statistics' SQL (ADR 0020). Everything is aggregated in the database: Node receives at most a row per
 * day, hour, service or visit count, never the appointments. Days and hours are the shop's wall clock
 * (`starts_at AT TIME ZONE tz`), so a day whose clock changes (23 or 25 hours) is one day, counted once.
 */
export interface Window {
  /** UTC instants of the shop-local midnights bounding the period: from included, to excluded. */
  from: Date;
  to: Date;
  timeZone: string;
  barberId?: string | undefined;
}

/** Appointments that count: not cancelled, in the window, of one barber when asked. */
function counted(w: Window): SQL {
  return sql`a.starts_at >= ${w.from} and a.starts_at < ${w.to} and a.status <> 'cancelled'
    ${w.barberId ? sql`and a.barber_id = ${w.barberId}::uuid` : sql``}`;
}

/**
 * Revenue of one appointment (ADR 0020): the price charged when completed, less what was refunded on its
 * payments, never below zero; nothing for the others. Refunds are few: aggregated once and hash-joined.
 */
const REFUNDS = sql`refunds as (
  select p.appointment_id, sum(p.refunded_rappen)::bigint as refunded
  from payments p where p.appointment_id is not null and p.refunded_rappen > 0 group by p.appointment_id)`;
const REVENUE = sql`case when a.status = 'completed' then greatest(a.price_rappen - coalesce(r.refunded, 0), 0) else 0 end`;

export interface BucketRow {
  kind: 'day' | 'hour' | 'service' | 'visits';
  /** The day ("YYYY-MM-DD"), the hour ("0"-"23"), the service's name, or a number of visits. */
  key: string;
  /** Appointments; for 'visits' rows, the clients who made `key` visits. */
  count: number;
  revenue: number;
}

/**
 * Per shop-local day, per starting hour, per service, and how many clients made how many visits: one pass over
 * the window, grouping by keys that cost little per row (the instant, the service, the client). Converting
 * instants to the shop's clock is what costs, so only the distinct start instants (a few thousand a year: many
 * appointments start at the same time) are converted, after the pass. A client is the account, else the guest's
 * email, else the guest's phone; a booking naming nobody (a phone booking under a nickname, an anonymised one) is
 * no client.
 */
export async function buckets(exec: Executor, w: Window): Promise<BucketRow[]> {
  return queryRows<BucketRow>(
    exec,
    sql`with ${REFUNDS},
        g as (
          select grouping(a.starts_at) as gt, grouping(a.service_name) as gs, a.starts_at, a.service_name,
            a.client_user_id,
            case when a.client_user_id is null then coalesce(nullif(lower(a.guest_email), ''), nullif(a.guest_phone, '')) end as guest,
            count(*)::int as n, coalesce(sum(${REVENUE}), 0)::bigint as revenue
          from appointments a left join refunds r on r.appointment_id = a.id
          where ${counted(w)}
          group by grouping sets ((a.starts_at), (a.service_name), (a.client_user_id, 6))),
        t as (select starts_at at time zone ${w.timeZone} as local, n, revenue from g where gt = 0)
        select 'day' as kind, to_char(local::date, 'YYYY-MM-DD') as key, sum(n)::int as count, sum(revenue)::float8 as revenue
          from t group by local::date
        union all
        select 'hour', extract(hour from local)::int::text, sum(n)::int, sum(revenue)::float8 from t group by extract(hour from local)
        union all
        select 'service', service_name, n, revenue::float8 from g where gs = 0
        union all
        select 'visits', n::text, count(*)::int, 0 from g
          where gt = 1 and gs = 1 and (client_user_id is not null or guest is not null) group by n`,
  );
}

/**
 * The shop's product orders in the window (a figure of its own, not revenue of the services): orders not
 * cancelled, at their total less what was refunded on their payment.
 */
export async function shopRevenue(exec: Executor, w: Window): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    exec,
    sql`select coalesce(sum(greatest(o.total_rappen - coalesce(p.refunded_rappen, 0), 0)), 0)::bigint::float8 as total
        from orders o left join payments p on p.id = o.payment_id
        where o.created_at >= ${w.from} and o.created_at < ${w.to} and o.status <> 'cancelled'`,
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
 * `currentFrom` the current one's): per day for both, per service for each, in one pass.
 */
export async function barberBuckets(exec: Executor, w: Window, currentFrom: Date): Promise<BarberDayRow[]> {
  return queryRows<BarberDayRow>(
    exec,
    sql`with ${REFUNDS}, base as (
          select (a.starts_at at time zone ${w.timeZone})::date as day, a.starts_at >= ${currentFrom} as current,
            a.service_name, a.duration_minutes, ${REVENUE} as revenue
          from appointments a left join refunds r on r.appointment_id = a.id
          where ${counted(w)})
        select case when grouping(day) = 0 then 'day' else 'service' end as kind,
          coalesce(to_char(day, 'YYYY-MM-DD'), service_name) as key,
          case when grouping(day) = 0 then null else current end as current,
          count(*)::int as count, coalesce(sum(revenue), 0)::bigint::float8 as revenue,
          coalesce(sum(duration_minutes), 0)::bigint::float8 as minutes
        from base
        group by grouping sets ((day), (current, service_name))`,
  );
}

export async function barberExists(exec: Executor, id: string): Promise<boolean> {
  const rows = await queryRows(exec, sql`select 1 from barbers where id = ${id}::uuid`);
  return rows.length > 0;
}
