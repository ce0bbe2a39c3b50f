import type { Appointment } from '@barber/shared/schemas/appointments';
import { paymentStateLabel, paymentStateTones } from './payment-state';
import { payments } from '../../i18n/payments';

/** A booking's payment state as a small badge, for the customer's list, the barber's card and the calendar. */
export function PaymentStateBadge({ appointment }: { appointment: Pick<Appointment, 'paymentStatus'> }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border border-border px-2.5 py-0.5 text-sm font-semibold ${
        paymentStateTones[appointment.paymentStatus] ?? paymentStateTones.pay_in_shop
      }`}
    >
      <span className="sr-only">{`${payments.states.label}: `}</span>
      {paymentStateLabel(appointment)}
    </span>
  );
}
