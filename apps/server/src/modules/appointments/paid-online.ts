import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { paidAppointmentId, type OnlinePaymentRef } from '../payments/index';
import * as appointmentsRepo from './repo';

/**
 * The spec's guest booking call with paymentType 'online' (ADR 0010 phase 2): the payment, verified by the
 * payments module, names the booking it held; this answers it when it still stands. Paid after its hold ended,
 * and the time was taken meanwhile: the refund is under way (the customer is emailed), nothing is booked, 409
 * SLOT_TAKEN.
 */
export async function bookedByPayment(ctx: AppContext, ref: OnlinePaymentRef): Promise<string> {
  const id = await paidAppointmentId(ctx, ref);
  const appointment = await appointmentsRepo.findDetails(ctx.db, id);
  if (!appointment || appointment.appointment.status === 'cancelled') throw new AppError('SLOT_TAKEN');
  return id;
}
