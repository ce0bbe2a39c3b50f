import { isPaid } from '@barber/shared/domain/payments/state-machine';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import { PAYMENT_REFERENCE } from '@barber/shared/schemas/payments';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { syncWithProvider } from './intent-service';
import * as repo from './repo';
import { notify } from './state';

export interface OnlinePaymentRef {
  stripePaymentIntentId?: string | null | undefined;
  paymentIntentId?: string | null | undefined;
  paymentId?: string | null | undefined;
}

const INTENT = /^pi_[A-Za-z0-9]{8,}$/;

/**
 * The spec's guest booking call with paymentType 'online' (ADR 0010 phase 2): the booking was made when the
 * payment held its slot, so this call books nothing. It verifies the payment itself (the provider's intent read
 * again: succeeded, the recorded amount; the spec's own TWINT flow: confirmed by the admin or the simulator) and
 * answers the id of the appointment this payment holds (whether it still stands is the appointments module's to
 * say: appointments/paid-online.ts). The same payment always answers the same appointment. Unknown: 404; not
 * paid: 409.
 */
export async function paidAppointmentId(ctx: AppContext, ref: OnlinePaymentRef): Promise<string> {
  const intentId = ref.stripePaymentIntentId || ref.paymentIntentId || null;
  const reference = ref.paymentId || null;
  if (!intentId && !reference)
    throw new AppError('VALIDATION', paymentTextsIt.onlinePaymentMissing, [
      { field: 'payment', message: paymentTextsIt.onlinePaymentMissing },
    ]);
  if (intentId ? !INTENT.test(intentId) : !PAYMENT_REFERENCE.test(reference!))
    throw new AppError('PAYMENT_NOT_FOUND');
  const applied = await ctx.db.transaction(async (tx) => {
    const row = intentId
      ? await repo.findByIntentForUpdate(tx, intentId)
      : await repo.findPaymentForUpdate(tx, reference!);
    if (!row || row.kind !== 'appointment' || !row.appointmentId || row.method === 'cash')
      throw new AppError('PAYMENT_NOT_FOUND');
    const synced = await syncWithProvider(ctx, tx, row);
    if (!isPaid(synced.row.status)) throw new AppError('PAYMENT_NOT_CONFIRMABLE', paymentTextsIt.notPaidYet);
    return synced;
  });
  notify(ctx, applied, 'confirm');
  return applied.row.appointmentId!;
}
