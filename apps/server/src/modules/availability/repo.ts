import { eq, sql } from 'drizzle-orm';
import type { OpeningDay } from '@barber/shared/domain/opening-hours';
import type { ContentTranslations } from '@barber/shared/domain/content-translations';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { queryRows, type Executor } from '../../db/client';
import { barbers } from '../../db/schema';

export interface BarberDayRow {
  id: string;
  first_name: string;
  last_name: string;
  working_hours: WorkingDay[];
  /** The shop's opening hours (null before setup): the barber's hours are clipped to them (ADR 0014). */
  opening_hours: OpeningDay[] | null;
  /** The shop's booking rules (ADR 0049); null before setup (the slot engine's defaults). */
  window_days: number | null;
  step_minutes: number | null;
  vacations: { startDate: string; endDate: string }[];
  absences: { date: string; startTime: string; endTime: string }[];
  /** Appointments occupying the chair (pending, confirmed, completed) touching the day, as epoch milliseconds. */
  busy: { s: number; e: number }[];
  /** With the owner's translations of its name, for the confirmation email in the booking's language. */
  service: { id: string; name: string; priceRappen: number; durationMinutes: number; translations: ContentTranslations } | null;
  /** With `depositFlag`: whether the owner's deposit policy is on (null: never saved); else absent. */
  deposits_on?: boolean | null;
}

export interface BarberDayQuery {
  barberId: string;
  /** First and last shop-local date of the range (the same date for one day). */
  from: string;
  to: string;
  /** The instants where the range starts and ends (midnight before `from`, midnight after `to`). */
  rangeStart: Date;
  rangeEnd: Date;
  /** Looked up among the active services this barber offers; by id, else by name (case-insensitive). */
  service?: { id?: string | undefined; name?: string | undefined };
  /** The appointment being moved: it must not block its own new time. */
  excludeAppointmentId?: string;
  /** A booking's read: also whether the deposit policy is on, so a shop without one reads no policy (ADR 0078). */
  depositFlag?: boolean;
}

/**
 * Everything the slot engine needs for a range of one barber's days, in ONE statement: the active barber and
 * hours, the shop's opening hours, the vacations touching the range, its absences (the barber's and the whole
 * studio's), the active appointments overlapping it and, optionally, the requested service. Availability and
 * booking both read through here, so they see the same inputs. Times travel as epoch milliseconds so no session
 * time zone or driver date parsing can shift them.
 */
export async function loadBarberDays(exec: Executor, q: BarberDayQuery): Promise<BarberDayRow | undefined> {
  const serviceId = q.service?.id ?? null;
  const serviceName = q.service?.name?.trim() ?? null;
  const service =
    serviceId || serviceName
      ? sql`(
          select json_build_object('id', s.id, 'name', s.name, 'priceRappen', s.price_rappen,
                                   'durationMinutes', s.duration_minutes, 'translations', s.translations)
          from barber_services bs join services s on s.id = bs.service_id
          where bs.barber_id = b.id and s.is_active
            and ${serviceId ? sql`s.id = ${serviceId}::uuid` : sql`lower(s.name) = lower(${serviceName})`}
          order by s.created_at
          limit 1)`
      : sql`null::json`;
  const [row] = await queryRows<BarberDayRow>(
    exec,
    sql`
      select b.id, b.first_name, b.last_name, b.working_hours,
        (select s.opening_hours from shop_settings s where s.id = 1) as opening_hours,
        (select s.booking_window_days from shop_settings s where s.id = 1) as window_days,
        (select s.slot_step_minutes from shop_settings s where s.id = 1) as step_minutes,
        coalesce((
          select json_agg(json_build_object('startDate', v.start_date::text, 'endDate', v.end_date::text))
          from barber_vacations v
          where v.barber_id = b.id and v.start_date <= ${q.to}::date and v.end_date >= ${q.from}::date
        ), '[]'::json) as vacations,
        coalesce((
          select json_agg(json_build_object('date', a.date::text, 'startTime', to_char(a.start_time, 'HH24:MI'),
                                            'endTime', to_char(a.end_time, 'HH24:MI')))
          from temporary_absences a
          where a.date between ${q.from}::date and ${q.to}::date and (a.barber_id = b.id or a.barber_id is null)
        ), '[]'::json) as absences,
        coalesce((
          select json_agg(json_build_object('s', (extract(epoch from p.starts_at) * 1000)::bigint,
                                            'e', (extract(epoch from p.ends_at) * 1000)::bigint))
          from appointments p
          where p.barber_id = b.id and p.status in ('pending', 'confirmed', 'completed')
            -- The overlap as a range (ADR 0075): the no-overlap constraint's GiST index answers it with the range's
            -- few rows; the two comparisons alone read the barber's whole history before the range end.
            and tstzrange(p.starts_at, p.ends_at) && tstzrange(${q.rangeStart.toISOString()}::timestamptz, ${q.rangeEnd.toISOString()}::timestamptz)
            and p.starts_at < ${q.rangeEnd.toISOString()}::timestamptz
            and p.ends_at > ${q.rangeStart.toISOString()}::timestamptz
            ${q.excludeAppointmentId ? sql`and p.id <> ${q.excludeAppointmentId}::uuid` : sql``}
        ), '[]'::json) as busy,
        ${service} as service
        ${q.depositFlag ? sql`, (select d.enabled from deposit_policy d where d.id = 1) as deposits_on` : sql``}
      from barbers b
      where b.id = ${q.barberId}::uuid and b.is_active`,
  );
  return row;
}

/**
 * Locks the barber row for the rest of the transaction, so bookings for one barber run one at a time. Without
 * it, two transactions inserting overlapping rows can each wait for the other inside the exclusion-constraint
 * check (a deadlock PostgreSQL resolves only after deadlock_timeout, with an error that is not 23P01). With it,
 * the next booking reads the committed winner and is refused by the slot check; the constraint stays the
 * guarantee. NO KEY UPDATE does not block the foreign-key checks of other tables.
 */
export async function lockBarber(exec: Executor, barberId: string): Promise<void> {
  await exec.execute(sql`select 1 from barbers where id = ${barberId}::uuid for no key update`);
}

/** The active barbers' ids: the rooms the public may watch (watch-rules.ts). */
export function activeBarberIds(exec: Executor) {
  return exec.select({ id: barbers.id }).from(barbers).where(eq(barbers.isActive, true));
}
