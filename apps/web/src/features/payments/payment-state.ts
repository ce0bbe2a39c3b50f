import type { Appointment } from '@barber/shared/schemas/appointments';
import { payments } from '../../i18n/payments';

export type AppointmentPaymentState = Appointment['paymentStatus'];

/** 'Pagato online', 'Da pagare in sede', 'Rimborsato'...: a booking's payment state as the panels show it. */
export function paymentStateLabel(appointment: Pick<Appointment, 'paymentStatus'>): string {
  return payments.states[appointment.paymentStatus] ?? payments.states.pay_in_shop;
}

/** Colours of the payment state badge: paid green, waiting yellow, refunded blue, in the shop neutral. */
export const paymentStateTones: Record<AppointmentPaymentState, string> = {
  pay_in_shop: 'bg-surface-2 text-fg',
  awaiting_payment: 'bg-status-pending-bg text-status-pending-fg',
  paid_online: 'bg-status-confirmed-bg text-status-confirmed-fg',
  partially_refunded: 'bg-status-completed-bg text-status-completed-fg',
  refunded: 'bg-status-completed-bg text-status-completed-fg',
  not_paid: 'bg-surface-2 text-muted',
};
