import type { PaymentSubjectPort } from '../payments/index';
import { enforceGuestLimits } from './guest-limits';
import { holdContact, priceAppointment } from './payment-hold';
import { guestContact } from './repo';
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
  released: async (ctx, tx, row) => ({ slots: await releaseAppointmentHold(ctx, tx, row) }),
  // The booking itself does not change: its payment state is read from its payments (dto.ts), and a refund that
  // a cancellation asked for follows that cancellation, which already told the customer and the team.
  refunded: async () => ({}),
  // A guest's booking paid without a form's email: the guest's own (the booking knows it).
  recipient: async (tx, row) => (row.appointmentId ? guestContact(tx, row.appointmentId) : null),
};
