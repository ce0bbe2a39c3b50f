import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AppContext } from '../../infra/context';
import { shopTimeZone } from '../shop/index';
import { toAppointmentDto } from './dto';
import * as repo from './repo';

/**
 * A client's own appointments, the latest first. Its own file, with nothing of booking's rules, so the module's index can
 * offer it (the assistant reads it) without reaching availability and barbers, which depend back on appointments.
 */
export async function myAppointments(ctx: AppContext, userId: string): Promise<Appointment[]> {
  const timeZone = await shopTimeZone(ctx);
  return (await repo.listClientDetails(ctx.db, userId)).map((row) => toAppointmentDto(row, timeZone));
}
