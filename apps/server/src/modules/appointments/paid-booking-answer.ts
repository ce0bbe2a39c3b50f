import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { paidAppointmentId, type OnlinePaymentRef } from '../payments/paid-booking';
import { shopTimeZone } from '../shop/service';
import * as repo from './repo';
import { detailsDto } from './service';

export const ONLINE_BOOKING_MESSAGE = 'Prenotazione effettuata con successo!';

/**
 * A booking paid online (ADR 0010 phase 2): the payment already holds its appointment, so this books nothing; it
 * verifies the payment and answers that appointment. A logged-in customer's call (the account route) answers
 * only a booking held for them: someone else's paid booking is not found, as if the payment did not exist.
 */
export async function paidBookingAnswer(
  ctx: AppContext,
  payment: OnlinePaymentRef,
  owner: AuthUser | null,
): Promise<{ id: string; appointment: Appointment }> {
  const id = await paidAppointmentId(ctx, payment);
  if (owner) {
    const held = await repo.findForPayment(ctx.db, id);
    if (held?.clientUserId !== owner.id) throw new AppError('PAYMENT_NOT_FOUND');
  }
  return { id, appointment: await detailsDto(ctx.db, id, await shopTimeZone(ctx)) };
}
