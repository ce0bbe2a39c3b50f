import type { PaymentSubjectPort } from '../payments/subjects';
import { enforceGuestLimits } from './guest-limits';
import { holdContact, priceAppointment } from './payment-hold';
import { onAppointmentPaid, releaseAppointmentHold } from './payment-outcome';

/** A booking paid online, as the payments module sees it (payments/subjects.ts; ADR 0010 and 0043). */
export const appointmentPayments: PaymentSubjectPort = {
  price: priceAppointment,
  admit: async (ctx, reply, caller, body) => {
    // A guest's hold takes a slot as a booking does: it counts against the same per-email/phone limits.
    const guest = caller ? null : holdContact(body);
    if (guest) await enforceGuestLimits(ctx, reply, guest);
  },
  paid: onAppointmentPaid,
  released: releaseAppointmentHold,
};
