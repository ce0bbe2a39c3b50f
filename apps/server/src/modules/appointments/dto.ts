import { rappenToChf } from '@barber/shared/domain/money';
import { describeCustomer } from '@barber/shared/domain/customer';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import { dueInShop, type DepositOutcome } from '@barber/shared/domain/deposits';
import type { Appointment, AppointmentDeposit, AppointmentPaymentStatus } from '@barber/shared/schemas/appointments';
import type { StaffAppointment } from '@barber/shared/schemas/staff-appointments';
import type { DtoDetails } from './repo';

const PAID_AS: Partial<Record<string, AppointmentPaymentStatus>> = {
  succeeded: 'paid_online',
  partially_refunded: 'partially_refunded',
  refunded: 'refunded',
};
const UNPAID_ENDS = new Set(['expired', 'canceled', 'failed']);

/**
 * 'Pagato online', 'Da pagare in sede', 'Rimborsato' (ADR 0010 phase 2): from the booking's best payment; a held
 * slot not paid yet is awaiting payment; a booking marked online without a payment row (older data) was paid.
 */
function paymentStatusOf(row: DtoDetails): AppointmentPaymentStatus {
  const a = row.appointment;
  // A deposit's booking is paid in the shop (less the deposit, `deposit` says how much): only its hold waits.
  if (a.depositRappen && row.payment?.status === 'succeeded') return 'pay_in_shop';
  if (a.depositRappen && a.status === 'pending') return 'awaiting_payment';
  const paid = row.payment ? PAID_AS[row.payment.status] : undefined;
  if (paid) return paid;
  // A hold that expired or was given up cancels its booking: nothing is owed, nothing was paid.
  if (a.status === 'cancelled' && row.payment && UNPAID_ENDS.has(row.payment.status)) return 'not_paid';
  if (a.paymentType !== 'online') return 'pay_in_shop';
  if (a.status === 'pending') return 'awaiting_payment';
  if (!row.payment) return 'paid_online';
  return UNPAID_ENDS.has(row.payment.status) ? 'not_paid' : 'awaiting_payment';
}

/**
 * A paid deposit (ADR 0064): what became of it, read from the appointment and its payment's refunds, so the screen
 * and the money never disagree. An unpaid deposit (a hold not paid yet, or given up) is none.
 */
function depositOf(row: DtoDetails): AppointmentDeposit | null {
  const a = row.appointment;
  const paid = row.payment && PAID_AS[row.payment.status];
  if (!a.depositRappen || !paid) return null;
  const termsAccepted = a.depositTermsAcceptedAt !== null;
  const refunded = row.payment!.refundedRappen >= a.depositRappen;
  const outcome: DepositOutcome = refunded
    ? 'refund'
    : a.status === 'pending' || a.status === 'confirmed'
      ? 'held'
      : a.status === 'completed'
        ? 'deducted'
        : 'forfeited';
  return {
    amount: rappenToChf(a.depositRappen),
    outcome,
    termsAccepted,
    dueInShop: rappenToChf(dueInShop(a.priceRappen, a.depositRappen, outcome)),
  };
}

/** The API's view of an appointment: date and time in the shop's time zone, money in CHF. */
export function toAppointmentDto(row: DtoDetails, timeZone: string): Appointment {
  const a = row.appointment;
  const local = utcToZoned(a.startsAt, timeZone);
  const isGuest = a.bookingKind === 'guest';
  const guest = isGuest
    ? { firstName: a.guestFirstName ?? '', lastName: a.guestLastName ?? '', email: a.guestEmail, phone: a.guestPhone }
    : null;
  // A phone booking's number (issue 17) travels as a nameless guestInfo: the nickname stays the client's name.
  const phoneContact =
    a.bookingKind === 'admin' && a.guestPhone ? { firstName: '', lastName: '', email: null, phone: a.guestPhone } : null;
  // A walk-in's chair time (ADR 0063) names the person by the first name they gave at the door.
  const walkIn =
    a.bookingKind === 'walk_in' ? { firstName: a.guestFirstName ?? '', lastName: '', email: null, phone: a.guestPhone } : null;
  return {
    _id: a.id,
    date: local.date,
    time: local.time,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    service: a.serviceName,
    serviceId: a.serviceId,
    duration: a.durationMinutes,
    price: rappenToChf(a.priceRappen),
    status: a.status,
    paymentType: a.paymentType,
    cancellationReason: a.cancellationReason,
    // The spec's staff clients read the person from `client` (a guest showed as 'Cliente Sconosciuto'), so a
    // guest booking carries the guest there too; isGuestBooking tells the two apart.
    client: row.client ?? guest,
    guestInfo: guest ?? phoneContact ?? walkIn,
    barber: { _id: row.barber.id, firstName: row.barber.firstName, lastName: row.barber.lastName },
    isAdminBooking: a.bookingKind === 'admin',
    isGuestBooking: isGuest,
    clientNickname: a.clientNickname,
    customer: describeCustomer({
      account: row.client,
      guest: guest,
      nickname: a.clientNickname,
      phone: a.bookingKind === 'admin' ? a.guestPhone : null,
    }),
    bookedBy: row.bookedBy,
    createdAt: a.createdAt.toISOString(),
    paymentStatus: paymentStatusOf(row),
    payment: row.payment
      ? {
          reference: row.payment.reference,
          method: row.payment.method,
          status: row.payment.status,
          amount: rappenToChf(row.payment.amountRappen),
          refundedAmount: rappenToChf(row.payment.refundedRappen),
          paidAt: row.payment.completedAt ? row.payment.completedAt.toISOString() : null,
        }
      : null,
    deposit: depositOf(row),
    seriesId: a.seriesId,
  };
}

/** The staff calendar's view: the public one plus who changed the status last, and when. */
export function toStaffAppointmentDto(row: DtoDetails, timeZone: string): StaffAppointment {
  const a = row.appointment;
  return {
    ...toAppointmentDto(row, timeZone),
    statusChangedAt: a.statusChangedAt ? a.statusChangedAt.toISOString() : null,
    statusChangedBy: row.statusChangedBy,
    statusChangeReason: a.statusChangeReason ?? null,
  };
}
