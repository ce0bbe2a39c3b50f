import { isInternationalPhone, normalizePhone } from '@barber/shared/domain/phone';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type { Language } from '@barber/shared/messages/languages';
import type { CreatePaymentIntentRequest, PaymentSubject } from '@barber/shared/schemas/payments';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { HOLD_MS, type Hold as HeldSlot, type PricedSubject } from '../payments/index';
import { getShop, DEFAULT_TIME_ZONE } from '../shop/index';
import { enforceLimit } from '../subscriptions/index';
import * as appointmentsRepo from './repo';
import { depositTextsIt } from '@barber/shared/messages/deposits-it';
import { depositNeed } from './deposit-check';
import { asSlotConflict, resolveBooking } from './service';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';

/**
 * The slot held while it is paid (ADR 0010, phase 2): creating an online payment for a new booking first
 * inserts a `pending` appointment, so the exclusion constraint protects the time while the customer pays.
 * Success confirms it in the payment's transaction (payment-outcome.ts); the payments module's expiry job
 * releases it after HOLD_MS unpaid.
 */
export interface Hold extends HeldSlot {
  appointmentId: string;
  /** The deposit paid instead of the price (ADR 0064); null: the whole price is paid. */
  depositRappen: number | null;
  service: { id: string; name: string; priceRappen: number; durationMinutes: number };
}

/**
 * The shop as the payment's own transaction reads it. The shop service's cached reader goes through ctx.db, which
 * inside a transaction would wait for it on the embedded database (one connection) and take a second connection
 * on PostgreSQL.
 */
export async function shopIn(tx: Executor) {
  const row = await getShop(tx);
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    // What the booking email prints of the shop.
    info: row
      ? { name: row.name, address: row.address, postalCode: row.postalCode, city: row.city, phone: row.phone }
      : null,
  };
}

const required = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);

/**
 * Who the held booking belongs to: a logged-in customer's own booking (a barber booking for themselves on /booking
 * too, as their unpaid bookings are), or a guest known by the payment form. The admin books others by phone.
 */
function holderColumns(subject: PaymentSubject, caller: AuthUser | null): Partial<appointmentsRepo.NewAppointment> {
  if (caller && caller.role !== 'admin') {
    return { bookingKind: 'online', clientUserId: caller.id, bookedByUserId: caller.id };
  }
  const details = subject.customerDetails;
  const name = (details?.name ?? subject.clientName ?? '').trim();
  const email = (details?.email ?? subject.clientEmail ?? '').trim().toLowerCase();
  if (!name || !email) throw required('appointmentData.customerDetails', fieldMessagesIt.payments.fieldRequired);
  const [firstName = name, ...rest] = name.split(/\s+/);
  const phone = details?.phone ?? null;
  return {
    bookingKind: 'guest',
    guestFirstName: firstName,
    guestLastName: rest.join(' '),
    guestEmail: email,
    guestPhone: phone && isInternationalPhone(phone) ? normalizePhone(phone) : phone,
    bookedByUserId: caller?.id ?? null,
  };
}

/**
 * The contact a guest's new hold is counted against (the guest booking limits, appointments/guest-limits.ts):
 * the payment form's email and phone; null when nothing would be held for a guest (an existing booking, an
 * order, no email: the hold then fails its own checks).
 */
export function holdContact(body: CreatePaymentIntentRequest): { email: string; phone: string | null } | null {
  const subject = body.type === 'appointment' ? body.appointmentData : undefined;
  if (!subject || subject.appointmentId) return null;
  const email = (subject.customerDetails?.email ?? subject.clientEmail ?? '').trim();
  return email ? { email, phone: subject.customerDetails?.phone ?? null } : null;
}

/**
 * Holds the chosen slot inside the payment's transaction: the same checks as a booking (barber, service offered,
 * a time the slot engine offers), then a pending appointment. A taken slot is the booking's 409, and since the
 * payment is created after this, no payment exists for it.
 */
export async function holdSlot(
  ctx: AppContext,
  tx: Executor,
  subject: PaymentSubject,
  caller: AuthUser | null,
  /** The payer's language (ADR 0071): the booking's confirmation, reminders and changes are written in it. */
  language: Language,
): Promise<Hold> {
  if (!subject.barberId || !subject.date || !subject.time)
    throw required('appointmentData', paymentTextsIt.holdNeedsSlot);
  if (!subject.serviceId && !subject.service) throw new AppError('SERVICE_NOT_FOUND');
  const holder = holderColumns(subject, caller);
  // A logged-in customer's held booking counts against the plan like their booking does (guests' do not).
  if (holder.bookingKind === 'online') await enforceLimit(ctx, tx, 'appointments');
  const at = { timeZone: (await shopIn(tx)).timeZone, now: ctx.now() };
  const { barber, service, booked } = await resolveBooking(tx, at, {
    barberId: subject.barberId,
    serviceId: subject.serviceId,
    service: subject.service,
    date: subject.date,
    time: subject.time,
  });
  const deposit = subject.deposit === true ? await depositFor(tx, subject, holder, caller, booked, { ...at, language }) : null;
  let appointmentId: string;
  try {
    appointmentId = await appointmentsRepo.insertAppointment(tx, {
      barberId: barber.id,
      serviceId: service.id,
      ...booked,
      status: 'pending',
      // A deposit pays part of the price: the rest is paid in the shop.
      paymentType: deposit ? 'in_person' : 'online',
      notes: typeof subject.notes === 'string' ? subject.notes.slice(0, 500) : null,
      bookingKind: 'guest',
      language,
      ...holder,
      ...(deposit ? { depositRappen: deposit.amountRappen, depositTermsAcceptedAt: at.now, depositTermsText: deposit.terms } : {}),
    });
  } catch (error) {
    throw asSlotConflict(error);
  }
  return {
    appointmentId,
    depositRappen: deposit?.amountRappen ?? null,
    barberId: barber.id,
    date: subject.date,
    expiresAt: new Date(at.now.getTime() + HOLD_MS),
    service: {
      id: service.id,
      name: service.name,
      priceRappen: service.priceRappen,
      durationMinutes: service.durationMinutes,
    },
  };
}

/**
 * A deposit asked for instead of the price (ADR 0064): only when the policy asks this customer for one now (the
 * server decides again, never from the client's amount), and only with the forfeit terms accepted.
 */
async function depositFor(
  tx: Executor,
  subject: PaymentSubject,
  holder: Partial<appointmentsRepo.NewAppointment>,
  caller: AuthUser | null,
  booked: { priceRappen: number; startsAt: Date },
  at: { timeZone: string; now: Date; language: Language },
) {
  const who = {
    userId: holder.clientUserId ?? null,
    email: holder.guestEmail ?? (holder.bookingKind === 'online' ? (caller?.email ?? null) : null),
    phone: holder.guestPhone ?? null,
  };
  const need = await depositNeed(tx, { who, priceRappen: booked.priceRappen, startsAt: booked.startsAt, ...at });
  if (!need) throw required('appointmentData.deposit', depositTextsIt.notNeeded);
  if (subject.depositTermsAccepted !== true) throw required('appointmentData.depositTermsAccepted', depositTextsIt.termsRequired);
  return need;
}

/**
 * The price of a booking paid online: an existing booking (its owner or the admin) at its recorded price, or a
 * new booking at its service's current price, its slot held first (ADR 0010 phase 2: no paid booking without
 * its slot).
 */
export async function priceAppointment(
  ctx: AppContext,
  tx: Executor,
  subject: PaymentSubject,
  caller: AuthUser | null,
  language: Language,
): Promise<PricedSubject> {
  const customerDetails = subject.customerDetails ?? null;
  if (subject.appointmentId) {
    const appointment = await appointmentsRepo.findForPayment(tx, subject.appointmentId);
    const mine = appointment && caller && (caller.role === 'admin' || appointment.clientUserId === caller.id);
    if (!appointment || !mine) throw new AppError('APPOINTMENT_NOT_FOUND');
    if (appointment.status !== 'pending' && appointment.status !== 'confirmed') throw new AppError('NOT_MODIFIABLE');
    return {
      kind: 'appointment',
      amountRappen: appointment.priceRappen,
      description: paymentTextsIt.appointmentDescription(appointment.serviceName),
      details: { appointmentId: appointment.id, serviceName: appointment.serviceName, barberId: appointment.barberId },
      appointmentId: appointment.id,
      customerDetails,
    };
  }
  const hold = await holdSlot(ctx, tx, subject, caller, language);
  return {
    kind: 'appointment',
    amountRappen: hold.depositRappen ?? hold.service.priceRappen,
    description: hold.depositRappen
      ? depositTextsIt.description(hold.service.name)
      : paymentTextsIt.appointmentDescription(hold.service.name),
    details: {
      hold: true,
      ...(hold.depositRappen ? { deposit: true } : {}),
      serviceId: hold.service.id,
      serviceName: hold.service.name,
      durationMinutes: hold.service.durationMinutes,
      barberId: hold.barberId,
      date: subject.date ?? null,
      time: subject.time ?? null,
    },
    appointmentId: hold.appointmentId,
    customerDetails,
    hold,
  };
}
