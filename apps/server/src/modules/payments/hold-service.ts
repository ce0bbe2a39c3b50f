import { isInternationalPhone, normalizePhone } from '@barber/shared/domain/phone';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import type { CreatePaymentIntentRequest, PaymentSubject } from '@barber/shared/schemas/payments';
import type { SlotsChangedEvent } from '@barber/shared/realtime';
import { sqlState, type Executor } from '../../db/client';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { bookingEmail } from '../appointments/booking-email';
import * as appointmentsRepo from '../appointments/repo';
import { asSlotConflict, detailsDto, resolveBooking } from '../appointments/service';
import { manageUrlFor } from '../manage/links';
import { getShop } from '../shop/repo';
import { DEFAULT_TIME_ZONE } from '../shop/service';
import { onOrderPaid, releaseReservation } from '../orders/payment-bridge';
import { enforceLimit } from '../subscriptions/limits';
import { onPlanPaid } from '../subscriptions/service';
import { slotFreed } from '../waiting-list/slot-freed';
import { FALLBACK_SHOP, shopContactOf } from '../notifications/templates/layout';
import { receiptEmail } from './emails';
import * as repo from './repo';
import { tellAppointmentChange, type AfterCommit } from '../notifications/team-notices';

/**
 * The slot held while it is paid (ADR 0010, phase 2): creating an online payment for a new booking first
 * inserts a `pending` appointment, so the exclusion constraint protects the time while the customer pays.
 * Success confirms it in the payment's transaction; the expiry job releases it after HOLD_MS unpaid.
 */
export const HOLD_MS = 15 * 60 * 1000;
/** Refunds that run in the jobs worker: a cancelled paid booking, a late payment whose slot was taken. */
export const REFUND_JOB = 'payments.refund';
export type RefundCause = 'cancellation' | 'late' | 'order_cancelled' | 'order_late';

export interface Hold {
  appointmentId: string;
  barberId: string;
  /** Shop-local date: the slots room that hears the change. */
  date: string;
  expiresAt: Date;
  service: { id: string; name: string; priceRappen: number; durationMinutes: number };
}

/**
 * The shop as the payment's own transaction reads it. The shop service's cached reader goes through ctx.db, which
 * inside a transaction would wait for it on the embedded database (one connection) and take a second connection
 * on PostgreSQL.
 */
async function shopIn(tx: Executor) {
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

/** Who the held booking belongs to: a logged-in client's own booking, or a guest known by the payment form. */
function holderColumns(subject: PaymentSubject, caller: AuthUser | null): Partial<appointmentsRepo.NewAppointment> {
  if (caller?.role === 'client') {
    return { bookingKind: 'online', clientUserId: caller.id, bookedByUserId: caller.id };
  }
  const details = subject.customerDetails;
  const name = (details?.name ?? subject.clientName ?? '').trim();
  const email = (details?.email ?? subject.clientEmail ?? '').trim().toLowerCase();
  if (!name || !email) throw required('appointmentData.customerDetails', 'Campo obbligatorio');
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
  let appointmentId: string;
  try {
    appointmentId = await appointmentsRepo.insertAppointment(tx, {
      barberId: barber.id,
      serviceId: service.id,
      ...booked,
      status: 'pending',
      paymentType: 'online',
      notes: typeof subject.notes === 'string' ? subject.notes.slice(0, 500) : null,
      bookingKind: 'guest',
      ...holder,
    });
  } catch (error) {
    throw asSlotConflict(error);
  }
  return {
    appointmentId,
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

/** The booking side of a payment that has just succeeded; slots to announce after the commit. */
export interface PaidOutcome {
  row: repo.PaymentRow;
  slots: SlotsChangedEvent[];
  refundQueued: boolean;
  /** The team's live notices of a booking the payment confirmed (ADR 0053), sent after the commit. */
  afterCommit?: AfterCommit;
}

const slotOf = (appointment: appointmentsRepo.AppointmentRow, timeZone: string): SlotsChangedEvent => ({
  barberId: appointment.barberId,
  dates: [utcToZoned(appointment.startsAt, timeZone).date],
});

/** The booking confirmation (with its .ics) of a booking paid online. */
async function queueBookingEmail(ctx: AppContext, tx: Executor, appointmentId: string) {
  const shop = await shopIn(tx);
  const dto = await detailsDto(tx, appointmentId, shop.timeZone);
  const person = dto.client ?? dto.guestInfo;
  const a = (await appointmentsRepo.findForUpdate(tx, appointmentId))!;
  if (!person?.email) return;
  await ctx.mailer.queue(
    tx,
    bookingEmail({
      kind: 'created',
      appointmentId,
      date: dto.date,
      time: dto.time,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      serviceName: a.serviceName,
      durationMinutes: a.durationMinutes,
      priceRappen: a.priceRappen,
      paymentType: 'online',
      // The same link to see, move or cancel the booking as a booking paid in the shop gets (ADR 0013).
      manageUrl: manageUrlFor(ctx, appointmentId),
      barberName: `${dto.barber.firstName} ${dto.barber.lastName}`,
      recipient: { email: person.email, firstName: person.firstName },
      shop: shop.info,
      now: ctx.now(),
      publicUrl: ctx.config.publicUrl,
      sequence: 0,
    }),
  );
}

async function queueReceipt(ctx: AppContext, tx: Executor, row: repo.PaymentRow) {
  const to = await repo.paymentRecipient(tx, row);
  if (!to) return;
  // Read through the transaction (the shop cache may need the database, and PGlite has one connection).
  const shopRow = await getShop(tx);
  const shop = shopRow ? shopContactOf(shopRow) : { ...FALLBACK_SHOP, timeZone: DEFAULT_TIME_ZONE };
  await ctx.mailer.queue(tx, receiptEmail(row, to, shop));
}

/**
 * Runs in the transaction that made the payment paid, with the payment row locked. A held slot is confirmed;
 * an existing booking is marked as paid online. A payment that arrives after its hold was released: the booking
 * is made again if its time is still free (a new confirmed appointment, the payment moves to it), otherwise
 * the payment is refunded in full by the refund job and the customer is told by email.
 */
export async function onPaymentSucceeded(
  ctx: AppContext,
  tx: Executor,
  row: repo.PaymentRow,
): Promise<PaidOutcome> {
  const none: PaidOutcome = { row, slots: [], refundQueued: false };
  if (row.method === 'cash') return none;
  // A plan payment activates (or renews) the shop's subscription for one month (ADR 0017).
  if (row.kind === 'subscription') {
    await onPlanPaid(ctx, tx, row);
    await queueReceipt(ctx, tx, row);
    return none;
  }
  // A shop order is created now, from the stock its payment reserved (ADR 0016).
  if (row.kind === 'product_order') {
    const outcome = await onOrderPaid(ctx, tx, row);
    if (!outcome.refundQueued) await queueReceipt(ctx, tx, row);
    return outcome;
  }
  const appointment = row.appointmentId ? await appointmentsRepo.findForUpdate(tx, row.appointmentId) : undefined;
  if (!appointment) {
    await queueReceipt(ctx, tx, row);
    return none;
  }
  const { timeZone } = await shopIn(tx);
  const now = ctx.now();
  if (appointment.status !== 'cancelled') {
    const confirming = appointment.status === 'pending';
    await appointmentsRepo.updateAppointment(tx, appointment.id, {
      ...(confirming ? { status: 'confirmed' as const } : {}),
      paymentType: 'online',
      updatedAt: now,
    });
    if (!confirming) {
      await queueReceipt(ctx, tx, row);
      return none;
    }
    await queueBookingEmail(ctx, tx, appointment.id);
    await queueReceipt(ctx, tx, row);
    // Paid and confirmed: only now is it a booking the barber hears of (ADR 0053).
    const afterCommit = await tellAppointmentChange(ctx, tx, { type: 'created', appointmentId: appointment.id, actorUserId: appointment.bookedByUserId });
    return { ...none, afterCommit };
  }
  // A hold released unpaid (expired, or left by the payer) is booked again if its time is still free.
  const expiredHold =
    row.details.hold === true &&
    RELEASE_REASONS.includes(appointment.cancellationReason ?? '') &&
    appointment.startsAt > now;
  if (expiredHold) {
    const rebooked = await rebook(tx, appointment, now);
    if (rebooked) {
      const moved = await repo.updatePayment(tx, row.id, { appointmentId: rebooked });
      await queueBookingEmail(ctx, tx, rebooked);
      await queueReceipt(ctx, tx, moved);
      const afterCommit = await tellAppointmentChange(ctx, tx, { type: 'created', appointmentId: rebooked, actorUserId: appointment.bookedByUserId });
      return { row: moved, slots: [slotOf(appointment, timeZone)], refundQueued: false, afterCommit };
    }
  }
  await ctx.jobs.enqueue(tx, REFUND_JOB, { paymentId: row.id, cause: 'late' satisfies RefundCause });
  return { ...none, refundQueued: true };
}

/** The released hold booked again as it was, confirmed; null when its time was taken meanwhile. */
async function rebook(
  tx: Executor,
  a: appointmentsRepo.AppointmentRow,
  now: Date,
): Promise<string | null> {
  try {
    // A savepoint: the constraint's refusal must not abort the payment's transaction.
    return await tx.transaction((sp) =>
      appointmentsRepo.insertAppointment(sp, {
        barberId: a.barberId,
        serviceId: a.serviceId,
        serviceName: a.serviceName,
        durationMinutes: a.durationMinutes,
        priceRappen: a.priceRappen,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        status: 'confirmed',
        paymentType: 'online',
        bookingKind: a.bookingKind,
        clientUserId: a.clientUserId,
        guestFirstName: a.guestFirstName,
        guestLastName: a.guestLastName,
        guestEmail: a.guestEmail,
        guestPhone: a.guestPhone,
        bookedByUserId: a.bookedByUserId,
        notes: a.notes,
        updatedAt: now,
      }),
    );
  } catch (error) {
    if (sqlState(error) === '23P01') return null;
    throw error;
  }
}

/** Why a hold's appointment was cancelled unpaid: expired, or left by the payer (POST /payments/:id/release). */
const RELEASE_REASONS: readonly string[] = [paymentTextsIt.holdExpiredReason, paymentTextsIt.holdReleasedReason];

/**
 * The expiry job's half (and the payer's release): an unpaid hold's pending appointment is cancelled with the reason the customer and the
 * staff read; answers the slot to announce, or null when there was nothing held (any more).
 */
export async function releaseHold(
  ctx: AppContext,
  tx: Executor,
  row: repo.PaymentRow,
): Promise<SlotsChangedEvent | null> {
  if (row.kind === 'product_order') {
    await releaseReservation(ctx, tx, row);
    return null;
  }
  if (row.details.hold !== true || !row.appointmentId) return null;
  const appointment = await appointmentsRepo.findForUpdate(tx, row.appointmentId);
  if (!appointment || appointment.status !== 'pending') return null;
  const byPayer = row.cancelReason === paymentTextsIt.releasedByPayer;
  await appointmentsRepo.updateAppointment(tx, appointment.id, {
    status: 'cancelled',
    cancellationReason: byPayer ? paymentTextsIt.holdReleasedReason : paymentTextsIt.holdExpiredReason,
    updatedAt: ctx.now(),
  });
  // The held time is free again: offered to the waiting list within seconds (ADR 0018).
  await slotFreed(ctx, tx, { barberId: appointment.barberId, startsAt: appointment.startsAt, endsAt: appointment.endsAt });
  return slotOf(appointment, (await shopIn(tx)).timeZone);
}
