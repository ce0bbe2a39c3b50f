import { eq, sql } from 'drizzle-orm';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { queryRows, type Executor } from '../../db/client';
import { barbers } from '../../db/schema';

export interface BarberProfileRow {
  id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  bio: string | null;
  is_active: boolean;
  working_hours: WorkingDay[];
  /** Active services the barber offers, by name. */
  services: { id: string; name: string }[];
  /** Vacations that have not ended before `fromDate`. */
  vacations: { startDate: string; endDate: string }[];
  /** The linked account's avatar URL (issue 14). */
  profile_image_url: string | null;
}

export interface BarberProfileFilter {
  /** Public pages see active barbers only; staff views include deactivated ones. */
  activeOnly: boolean;
  id?: string | undefined;
  email?: string | undefined;
}

/**
 * Barbers with their services and current or future vacations, in ONE statement (subqueries, not a query per
 * barber): the booking pages load this list on every visit.
 */
export async function listBarberProfiles(
  exec: Executor,
  fromDate: string,
  filter: BarberProfileFilter,
): Promise<BarberProfileRow[]> {
  return queryRows<BarberProfileRow>(
    exec,
    sql`
      select b.id, b.user_id, b.first_name, b.last_name, b.email, b.phone, b.bio, b.is_active, b.working_hours,
        coalesce((
          select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
          from barber_services bs join services s on s.id = bs.service_id
          where bs.barber_id = b.id and s.is_active
        ), '[]'::json) as services,
        coalesce((
          select json_agg(json_build_object('startDate', v.start_date::text, 'endDate', v.end_date::text)
                          order by v.start_date)
          from barber_vacations v
          where v.barber_id = b.id and v.end_date >= ${fromDate}::date
        ), '[]'::json) as vacations,
        (select u.profile_image_url from users u where u.id = b.user_id) as profile_image_url
      from barbers b
      where true
        ${filter.activeOnly ? sql`and b.is_active` : sql``}
        ${filter.id ? sql`and b.id = ${filter.id}::uuid` : sql``}
        ${filter.email ? sql`and lower(b.email) = lower(${filter.email})` : sql``}
      order by b.is_active desc, b.first_name, b.last_name, b.id`,
  );
}

/** Active barbers only: the public booking pages. */
export async function listActiveBarberProfiles(
  exec: Executor,
  fromDate: string,
  onlyId?: string,
): Promise<BarberProfileRow[]> {
  return listBarberProfiles(exec, fromDate, { activeOnly: true, id: onlyId });
}

/** The vacation covering `date`, if any; `found` is false when there is no active barber with this id. */
export async function vacationOn(
  exec: Executor,
  barberId: string,
  date: string,
): Promise<{ found: boolean; vacation: { startDate: string; endDate: string } | null }> {
  const [row] = await queryRows<{ vacation: { startDate: string; endDate: string } | null }>(
    exec,
    sql`
      select (
        select json_build_object('startDate', v.start_date::text, 'endDate', v.end_date::text)
        from barber_vacations v
        where v.barber_id = b.id and v.start_date <= ${date}::date and v.end_date >= ${date}::date
        order by v.start_date
        limit 1
      ) as vacation
      from barbers b
      where b.id = ${barberId}::uuid and b.is_active`,
  );
  return row ? { found: true, vacation: row.vacation } : { found: false, vacation: null };
}

export async function barberIdByUserId(exec: Executor, userId: string): Promise<string | null> {
  const [row] = await exec.select({ id: barbers.id }).from(barbers).where(eq(barbers.userId, userId));
  return row?.id ?? null;
}
