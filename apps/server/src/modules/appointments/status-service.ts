import { isActiveStatus, type AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { lockBarber } from '../availability/repo';
import { barberIdByUserId } from '../barbers/repo';
import { shopTimeZone } from '../shop/service';
import * as repo from './repo';
import { asSlotConflict, detailsDto, type AppointmentAnswer } from './service';

export const ADMIN_CANCELLATION_REASON = "Cancellato dall'amministratore";
export const BARBER_CANCELLATION_REASON = 'Cancellato dal barbiere';
const BARBER_TARGETS: readonly AppointmentStatus[] = ['completed', 'cancelled'];

/**
 * Who may move an appointment where. The admin: any of the four statuses, in any direction. A barber: only
 * their own appointments, only to completed or cancelled, and never out of cancelled (spec 002: cancelled
 * appointments show no actions) - a cancelled slot may already be booked by someone else.
 */
function assertAllowed(user: AuthUser, ownBarberId: string | null, row: repo.AppointmentRow, next: AppointmentStatus) {
  if (user.role === 'admin') return;
  if (!ownBarberId || row.barberId !== ownBarberId) throw new AppError('FORBIDDEN');
  if (row.status === 'cancelled') throw new AppError('STATUS_FINAL');
  if (!BARBER_TARGETS.includes(next)) throw new AppError('STATUS_CHANGE_FORBIDDEN');
}

export async function changeStatus(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: { status: AppointmentStatus; cancellationReason?: string | null | undefined },
): Promise<AppointmentAnswer> {
  const timeZone = await shopTimeZone(ctx);
  const now = ctx.now();
  const own = user.role === 'admin' ? null : await barberIdByUserId(ctx.db, user.id);
  let dto: Appointment;
  try {
    dto = await ctx.db.transaction(async (tx) => {
      const row = await repo.findForUpdate(tx, id);
      // A barber learns nothing about other barbers' appointments, not even whether an id exists.
      if (!row) throw new AppError(user.role === 'admin' ? 'APPOINTMENT_NOT_FOUND' : 'FORBIDDEN');
      assertAllowed(user, own, row, input.status);
      // Back to pending or confirmed takes the time again: serialise with this barber's bookings (as booking
      // does) and let the exclusion constraint refuse it if the slot was taken meanwhile (23P01 -> SLOT_TAKEN).
      if (isActiveStatus(input.status) && !isActiveStatus(row.status)) await lockBarber(tx, row.barberId);
      const defaultReason = user.role === 'admin' ? ADMIN_CANCELLATION_REASON : BARBER_CANCELLATION_REASON;
      await repo.updateAppointment(tx, row.id, {
        status: input.status,
        // The spec's admin client sends a reason with every change; it means something only for a cancellation.
        cancellationReason: input.status === 'cancelled' ? input.cancellationReason?.trim() || defaultReason : null,
        updatedAt: now,
      });
      return detailsDto(tx, row.id, timeZone);
    });
  } catch (error) {
    throw asSlotConflict(error);
  }
  ctx.realtime.slotsChanged({ barberId: dto.barber._id, dates: [dto.date] });
  return { success: true, data: dto, message: 'Stato appuntamento aggiornato con successo' };
}
