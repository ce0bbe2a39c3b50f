import { paymentTextsIt } from '@barber/shared/messages/payments-it';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { SlotsChangedEvent } from '@barber/shared/realtime';
import { sqlState, type Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { manageUrlFor } from '../manage/index';
import { movePaymentToAppointment, REFUND_JOB, type PaidOutcome, type PaymentRow, type RefundCause } from '../payments/index';
import { slotFreed } from '../waiting-list/index';
import { tellAppointmentChange } from '../notifications/index';
import { bookingEmail } from './booking-email';
import { shopIn } from './payment-hold';
import * as appointmentsRepo from './repo';
import { detailsDto } from './service';

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
      language: a.language,
      appointmentId,
      date: dto.date,
      time: dto.time,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      serviceName: a.serviceName,
      durationMinutes: a.durationMinutes,
      priceRappen: a.priceRappen,
      paymentType: a.paymentType,
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

/**
 * The booking's side of a payment that has just succeeded (payments/settle.ts), in its transaction with the
 * payment row locked. A held slot is confirmed; an existing booking is marked as paid online. A payment that
 * arrives after its hold was released: the booking is made again if its time is still free (a new confirmed
 * appointment, the payment moves to it), otherwise the payment is refunded in full by the refund job and the
 * customer is told by email.
 */
export async function onAppointmentPaid(ctx: AppContext, tx: Executor, row: PaymentRow): Promise<PaidOutcome> {
  const none: PaidOutcome = { row, slots: [], refundQueued: false };
  const appointment = row.appointmentId ? await appointmentsRepo.findForUpdate(tx, row.appointmentId) : undefined;
  if (!appointment) return none;
  const { timeZone } = await shopIn(tx);
  const now = ctx.now();
  if (appointment.status !== 'cancelled') {
    const confirming = appointment.status === 'pending';
    await appointmentsRepo.updateAppointment(tx, appointment.id, {
      ...(confirming ? { status: 'confirmed' as const } : {}),
      // A deposit (ADR 0064) pays part of the price: the rest is still paid in the shop.
      paymentType: appointment.depositRappen ? 'in_person' : 'online',
      updatedAt: now,
    });
    if (!confirming) return none;
    await queueBookingEmail(ctx, tx, appointment.id);
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
      const moved = await movePaymentToAppointment(tx, row.id, rebooked);
      await queueBookingEmail(ctx, tx, rebooked);
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
        paymentType: a.paymentType,
        bookingKind: a.bookingKind,
        clientUserId: a.clientUserId,
        guestFirstName: a.guestFirstName,
        guestLastName: a.guestLastName,
        guestEmail: a.guestEmail,
        guestPhone: a.guestPhone,
        bookedByUserId: a.bookedByUserId,
        notes: a.notes,
        depositRappen: a.depositRappen,
        depositTermsAcceptedAt: a.depositTermsAcceptedAt,
        depositTermsText: a.depositTermsText,
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
export async function releaseAppointmentHold(
  ctx: AppContext,
  tx: Executor,
  row: PaymentRow,
): Promise<SlotsChangedEvent | null> {
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
