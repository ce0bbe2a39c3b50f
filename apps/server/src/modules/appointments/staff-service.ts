import { addDays, zonedToUtc } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { periodEnd, type AppointmentsFilter } from '@barber/shared/schemas/staff-appointments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { assertBarberAccess, ownBarberId } from '../barbers/ownership';
import { shopTimeZone } from '../shop/service';
import { toAppointmentDto } from './dto';
import * as repo from './repo';

/**
 * The calendar list for staff. A barber sees only their own diary: asking for another barber is a 403, not
 * an empty list, so a wrong panel shows an error instead of a quiet "no appointments".
 */
export async function filteredAppointments(ctx: AppContext, user: AuthUser, query: AppointmentsFilter): Promise<Appointment[]> {
  let barberId = query.barberId;
  if (user.role !== 'admin') {
    const own = await ownBarberId(ctx, user);
    if (barberId && barberId !== own) throw new AppError('FORBIDDEN');
    barberId = own;
  }
  const timeZone = await shopTimeZone(ctx);
  const from = zonedToUtc(query.startDate, '00:00', timeZone);
  const to = zonedToUtc(addDays(periodEnd(query), 1), '00:00', timeZone);
  const rows = await repo.listDetailsStartingBetween(ctx.db, { from, to, barberId });
  return rows.map((row) => toAppointmentDto(row, timeZone));
}

/** One shop-local day of every barber (the absences tab's side panel). */
export async function appointmentsOfDay(ctx: AppContext, date: string): Promise<Appointment[]> {
  const timeZone = await shopTimeZone(ctx);
  const rows = await repo.listDetailsStartingBetween(ctx.db, {
    from: zonedToUtc(date, '00:00', timeZone),
    to: zonedToUtc(addDays(date, 1), '00:00', timeZone),
  });
  return rows.map((row) => toAppointmentDto(row, timeZone));
}

/** The barber panel's fetch by instants (ISO timestamps), for the admin or that barber. */
export async function barberAppointments(
  ctx: AppContext,
  user: AuthUser,
  barberId: string,
  range: { start: string; end: string },
): Promise<Appointment[]> {
  await assertBarberAccess(ctx, user, barberId);
  const timeZone = await shopTimeZone(ctx);
  const rows = await repo.listDetailsStartingBetween(ctx.db, { from: new Date(range.start), to: new Date(range.end), barberId });
  return rows.map((row) => toAppointmentDto(row, timeZone));
}
