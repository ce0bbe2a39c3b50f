import { addDays, zonedToUtc } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { Executor } from '../../db/client';
import { toAppointmentDto } from './dto';
import * as repo from './repo';

/**
 * A barber's booked (pending or confirmed) appointments on the shop-local days of the periods, from `now` on:
 * what a new vacation would leave stranded (issue 27 item 2). Past ones are history, not a conflict.
 */
export async function activeAppointmentsInPeriods(
  exec: Executor,
  barberId: string,
  periods: readonly { startDate: string; endDate: string }[],
  timeZone: string,
  now: Date,
): Promise<Appointment[]> {
  const found = new Map<string, Appointment>();
  for (const period of periods) {
    const from = zonedToUtc(period.startDate, '00:00', timeZone);
    const to = zonedToUtc(addDays(period.endDate, 1), '00:00', timeZone);
    const rows = await repo.listActiveOverlapping(exec, { from: from > now ? from : now, to, barberIds: [barberId] });
    for (const row of rows) found.set(row.appointment.id, toAppointmentDto(row, timeZone));
  }
  return [...found.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
