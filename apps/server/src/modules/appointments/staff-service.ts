import { addDays, zonedToUtc } from '@barber/shared/domain/zoned-time';
import { checkPeriod, type AppointmentsFilter, type StaffAppointment } from '@barber/shared/schemas/staff-appointments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { assertBarberAccess, ownBarberId } from '../barbers/index';
import { shopTimeZone } from '../shop/index';
import { toStaffAppointmentDto } from './dto';
import * as repo from './repo';

/**
 * The calendar list for staff. A barber sees only their own diary: asking for another barber is a 403, not
 * an empty list, so a wrong panel shows an error instead of a quiet "no appointments".
 */
export async function filteredAppointments(ctx: AppContext, user: AuthUser, query: AppointmentsFilter): Promise<StaffAppointment[]> {
  const timeZone = await shopTimeZone(ctx);
  // Dates may arrive as ISO date-times (the original barber panel): their order and length are checked once
  // they are shop-local dates.
  const period = checkPeriod(query, timeZone);
  if (!period.ok) throw new AppError('VALIDATION', period.message, [{ field: period.field, message: period.message }]);
  let barberId = query.barberId;
  if (user.role !== 'admin') {
    const own = await ownBarberId(ctx, user);
    if (barberId && barberId !== own) throw new AppError('FORBIDDEN');
    barberId = own;
  }
  const from = zonedToUtc(period.from, '00:00', timeZone);
  const to = zonedToUtc(addDays(period.to, 1), '00:00', timeZone);
  const rows = await repo.listDetailsStartingBetween(ctx.db, { from, to, barberId });
  return rows.map((row) => toStaffAppointmentDto(row, timeZone));
}

/** One shop-local day of every barber (the absences tab's side panel). */
export async function appointmentsOfDay(ctx: AppContext, date: string): Promise<StaffAppointment[]> {
  const timeZone = await shopTimeZone(ctx);
  const rows = await repo.listDetailsStartingBetween(ctx.db, {
    from: zonedToUtc(date, '00:00', timeZone),
    to: zonedToUtc(addDays(date, 1), '00:00', timeZone),
  });
  return rows.map((row) => toStaffAppointmentDto(row, timeZone));
}

/** The barber panel's fetch by instants (ISO timestamps), for the admin or that barber. */
export async function barberAppointments(
  ctx: AppContext,
  user: AuthUser,
  barberId: string,
  range: { start: string; end: string },
): Promise<StaffAppointment[]> {
  await assertBarberAccess(ctx, user, barberId);
  const timeZone = await shopTimeZone(ctx);
  const rows = await repo.listDetailsStartingBetween(ctx.db, { from: new Date(range.start), to: new Date(range.end), barberId });
  return rows.map((row) => toStaffAppointmentDto(row, timeZone));
}
