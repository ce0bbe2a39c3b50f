import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { paidAppointmentId, type OnlinePaymentRef } from '../payments/index';
import * as appointmentsRepo from './repo';

/**
 * A booking call with paymentType 'online' (ADR 0010 phase 2): the payment, verified by the payments module,
 * names the booking it held; this answers it when it still stands. Paid after its hold ended, and the time was
 * taken meanwhile: the refund is under way (the customer is emailed), nothing is booked, 409 SLOT_TAKEN. Through
 * a logged-in customer's own route (`owner`, ADR 0055) only a booking held for them: someone else's paid booking
 * is not found, as if the payment did not exist.
 */
export async function bookedByPayment(ctx: AppContext, ref: OnlinePaymentRef, owner: AuthUser | null = null): Promise<string> {
  const id = await paidAppointmentId(ctx, ref);
  if (owner && (await appointmentsRepo.findForPayment(ctx.db, id))?.clientUserId !== owner.id)
    throw new AppError('PAYMENT_NOT_FOUND');
  const appointment = await appointmentsRepo.findDetails(ctx.db, id);
  if (!appointment || appointment.appointment.status === 'cancelled') throw new AppError('SLOT_TAKEN');
  return id;
}
