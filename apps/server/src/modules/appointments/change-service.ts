import { cancelReasonsIt } from '@barber/shared/messages/cancel-reasons-it';
import { canClientChange } from '@barber/shared/domain/appointment-rules';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import { bookingRuleMessages, inEveryLanguage } from '../../infra/languages';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import type { Executor } from '../../db/client';
import { queueCancellationRefunds, refundNow } from '../payments/index';
import { manageUrlFor } from '../manage/index';
import { tellAppointmentChange, type AfterCommit } from '../notifications/index';
import { bookingSettings, shopTimeZone } from '../shop/index';
import { slotFreed } from '../waiting-list/index';
import { bookingEmail } from './booking-email';
import * as repo from './repo';
import {
  asSlotConflict,
  detailsDto,
  resolveBooking,
  shopOrNull,
  type AppointmentAnswer,
  type BookingChoice,
} from './service';

export const DEFAULT_CANCELLATION_REASON = cancelReasonsIt.client;

/**
 * Who asks for the change: the logged-in client (their own appointments only), or whoever holds the
 * appointment's manage link (modules/manage, ADR 0013), which has already been checked for that one appointment.
 * Both go through the same rules below.
 */
export type ChangeRequester = { kind: 'client'; user: AuthUser } | { kind: 'link' };

/**
 * The appointment, locked, if the client may still change it: active and more than the shop's notice (24 hours
 * by default, ADR 0049) away. Another client's appointment answers 404, as if it did not exist.
 */
export async function changeableAppointment(
  tx: Executor,
  who: ChangeRequester,
  id: string,
  now: Date,
  noticeHours: number,
  action: 'modify' | 'cancel',
): Promise<repo.AppointmentRow> {
  const row =
    who.kind === 'client'
      ? await repo.findOwnedForUpdate(tx, id, who.user.id)
      : await repo.findForUpdate(tx, id);
  if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
  const decision = canClientChange(row, now, noticeHours);
  if (decision.ok) return row;
  if (decision.reason === 'NOT_MODIFIABLE') throw new AppError(action === 'modify' ? 'NOT_MODIFIABLE' : 'NOT_CANCELLABLE');
  if (action === 'modify') {
    throw new AppError('TOO_LATE_TO_MODIFY', inEveryLanguage(bookingRuleMessages, (m) => m.tooLateToModify(noticeHours)));
  }
  throw new AppError('TOO_LATE_TO_CANCEL', inEveryLanguage(bookingRuleMessages, (m) => m.tooLateToCancel(noticeHours)));
}

const actorOf = (who: ChangeRequester) => (who.kind === 'client' ? who.user.id : null);

/** Moves an appointment to another barber, service or time: the same checks as a new booking. */
export async function modifyAppointment(
  ctx: AppContext,
  who: ChangeRequester,
  id: string,
  choice: BookingChoice,
): Promise<AppointmentAnswer> {
  const at = { timeZone: await shopTimeZone(ctx), now: ctx.now() };
  const { changeNoticeHours } = await bookingSettings(ctx);
  const shop = await shopOrNull(ctx);
  let result: { body: AppointmentAnswer; before: { barberId: string; date: string }; tellTeam: AfterCommit };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const row = await changeableAppointment(tx, who, id, at.now, changeNoticeHours, 'modify');
      // Its own current time must not block the move (15 minutes later overlaps itself).
      const { barber, service, booked } = await resolveBooking(tx, at, choice, row.id);
      await repo.updateAppointment(tx, row.id, {
        barberId: barber.id,
        serviceId: service.id,
        ...booked,
        ...(choice.notes !== undefined ? { notes: choice.notes } : {}),
        updatedAt: at.now,
      });
      // The old time is free again: the waiting list may take it (ADR 0018).
      await slotFreed(ctx, tx, { barberId: row.barberId, startsAt: row.startsAt, endsAt: row.endsAt });
      const dto = await detailsDto(tx, row.id, at.timeZone);
      // The booking's own person: the client's account or the guest's details (a phone booking has no email).
      const recipient = who.kind === 'client' ? who.user : (dto.client ?? dto.guestInfo);
      if (recipient?.email) {
        await ctx.mailer.queue(
          tx,
          bookingEmail({
            kind: 'modified',
            language: row.language,
            appointmentId: row.id,
            date: dto.date,
            time: dto.time,
            ...booked,
            serviceTranslations: service.translations,
            paymentType: row.paymentType,
            barberName: `${barber.firstName} ${barber.lastName}`,
            recipient: { email: recipient.email, firstName: recipient.firstName },
            shop,
            now: at.now,
            publicUrl: ctx.config.publicUrl,
            // Seconds since the booking: grows with every change, so calendars keep the newest version, without
            // storing a counter.
            sequence: Math.max(1, Math.floor((at.now.getTime() - row.createdAt.getTime()) / 1000)),
            manageUrl: manageUrlFor(ctx, row.id),
          }),
        );
      }
      // The barbers (the old one too, after a move between barbers) hear of it (ADR 0053).
      const tellTeam = await tellAppointmentChange(ctx, tx, {
        type: 'moved',
        appointmentId: row.id,
        previous: { barberId: row.barberId, startsAt: row.startsAt },
        actorUserId: actorOf(who),
      });
      return {
        body: { success: true as const, data: dto, message: 'Appuntamento modificato con successo!' },
        before: { barberId: row.barberId, date: utcToZoned(row.startsAt, at.timeZone).date },
        tellTeam,
      };
    });
  } catch (error) {
    throw asSlotConflict(error);
  }
  const after = result.body.data;
  if (result.before.barberId === after.barber._id) {
    ctx.realtime.slotsChanged({ barberId: after.barber._id, dates: [result.before.date, after.date] });
  } else {
    ctx.realtime.slotsChanged({ barberId: result.before.barberId, dates: [result.before.date] });
    ctx.realtime.slotsChanged({ barberId: after.barber._id, dates: [after.date] });
  }
  result.tellTeam();
  ctx.jobs.kick();
  return result.body;
}

/**
 * The customer's cancellation of one appointment, inside the caller's transaction (a single one, or each of the
 * rest of a series): recorded as theirs, the time offered to the waiting list, the team told, a payment refunded.
 */
export async function cancelRow(
  ctx: AppContext,
  tx: Executor,
  row: repo.AppointmentRow,
  who: ChangeRequester,
  reason: string | undefined,
  now: Date,
): Promise<{ refunds: string[]; tellTeam: AfterCommit }> {
  await repo.updateAppointment(tx, row.id, {
    status: 'cancelled',
    cancellationReason: reason?.trim() || DEFAULT_CANCELLATION_REASON,
    // The customer's own cancellation (ADR 0064): allowed only outside the notice, so never a miss; recorded
    // so that a notice shortened later still tells it apart from the shop's.
    cancelledBy: 'customer',
    updatedAt: now,
  });
  // The time is free again: offered to the waiting list within seconds (ADR 0018).
  await slotFreed(ctx, tx, { barberId: row.barberId, startsAt: row.startsAt, endsAt: row.endsAt, appointmentId: row.id });
  // The customer gets the cancellation with a link to book again; the barber hears of it (ADR 0053).
  const tellTeam = await tellAppointmentChange(ctx, tx, { type: 'cancelled', appointmentId: row.id, actorUserId: actorOf(who), byCustomer: true });
  // Paid online: the money goes back in full (queued in this transaction, tried at once by the caller).
  return { refunds: await queueCancellationRefunds(ctx, tx, row.id), tellTeam };
}

export async function cancelAppointment(
  ctx: AppContext,
  who: ChangeRequester,
  id: string,
  reason: string | undefined,
): Promise<AppointmentAnswer> {
  const timeZone = await shopTimeZone(ctx);
  const { changeNoticeHours } = await bookingSettings(ctx);
  const now = ctx.now();
  let dto: Appointment;
  let tellTeam: AfterCommit = () => {};
  const refunds = await ctx.db.transaction(async (tx) => {
    const row = await changeableAppointment(tx, who, id, now, changeNoticeHours, 'cancel');
    const done = await cancelRow(ctx, tx, row, who, reason, now);
    dto = await detailsDto(tx, row.id, timeZone);
    tellTeam = done.tellTeam;
    return done.refunds;
  });
  if (refunds.length > 0) {
    await refundNow(ctx, refunds);
    dto = await detailsDto(ctx.db, id, timeZone);
  }
  ctx.realtime.slotsChanged({ barberId: dto!.barber._id, dates: [dto!.date] });
  tellTeam();
  ctx.jobs.kick();
  return { success: true, data: dto!, message: 'Appuntamento cancellato con successo' };
}
