import type { BarberPublic } from '@barber/shared/schemas/catalog';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { shopTimeZone } from '../shop/index';
import * as repo from './repo';

export function toBarberPublic(row: repo.BarberProfileRow): BarberPublic {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    bio: row.bio,
    services: row.services.map((s) => s.name),
    serviceIds: row.services.map((s) => s.id),
    workingHours: row.working_hours,
    vacations: row.vacations,
    profileImage: row.profile_image_url ? { url: row.profile_image_url } : null,
  };
}

// Vacations that ended before today (in the shop's zone) no longer matter to anyone booking.
async function today(ctx: AppContext): Promise<string> {
  return todayInZone(ctx.now(), await shopTimeZone(ctx));
}

/** The day the public list is read for: its vacations start there (the list is kept per day, ADR 0080). */
export const barbersToday = today;

export async function activeBarbers(ctx: AppContext, fromDate?: string): Promise<BarberPublic[]> {
  const rows = await repo.listActiveBarberProfiles(ctx.db, fromDate ?? (await today(ctx)));
  return rows.map(toBarberPublic);
}

/** An inactive barber is answered like a missing one: the public pages must not offer them. */
export async function publicBarber(ctx: AppContext, id: string): Promise<BarberPublic> {
  const [row] = await repo.listActiveBarberProfiles(ctx.db, await today(ctx), id);
  if (!row) throw new AppError('BARBER_NOT_FOUND');
  return toBarberPublic(row);
}

export async function checkVacation(ctx: AppContext, id: string, date: string) {
  const { found, vacation } = await repo.vacationOn(ctx.db, id, date);
  if (!found) throw new AppError('BARBER_NOT_FOUND');
  return { isOnVacation: vacation !== null, vacationInfo: vacation };
}
