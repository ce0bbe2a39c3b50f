import { isActiveStatus } from '@barber/shared/domain/appointment-rules';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { StaffAppointment } from '@barber/shared/schemas/staff-appointments';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import type { Executor } from '../../db/client';
import { shopTimeZone } from '../shop/index';
import { slotFreed } from '../waiting-list/index';
import { bookingEmail } from './booking-email';
import { barberNameOf, staffChangeMessage, tellAppointmentChange, type AfterCommit } from '../notifications/index';
import { toStaffAppointmentDto } from './dto';
import * as repo from './repo';
import { asSlotConflict, resolveBooking, shopOrNull } from './service';

export interface MoveTarget {
  barberId: string;
  date: string;
  time: string;
  /** Told to the customer in the change email. */
  reason?: string | undefined;
}

export interface MoveAnswer {
  success: true;
  data: StaffAppointment;
  message: string;
}

export const MOVED_MESSAGE = 'Appuntamento spostato';

/**
 * On a move the owner lost the race to another booking, not "a client": the calendar says the time is taken
 * by another appointment. Whether the slot engine or the exclusion constraint noticed makes no difference.
 */
function asMoveConflict(error: unknown): unknown {
  const mapped = asSlotConflict(error);
  return mapped instanceof AppError && mapped.code === 'SLOT_TAKEN' ? new AppError('MOVE_SLOT_TAKEN') : mapped;
}

/** Who hears about the move: the registered client or the guest; a phone booking has no address. */
function recipientOf(details: repo.AppointmentDetails): { email: string; firstName: string } | null {
  if (details.client?.email) return { email: details.client.email, firstName: details.client.firstName };
  const a = details.appointment;
  if (a.bookingKind === 'guest' && a.guestEmail) return { email: a.guestEmail, firstName: a.guestFirstName ?? '' };
  return null;
}

async function queueChangeEmail(
  ctx: AppContext,
  tx: Executor,
  details: repo.AppointmentDetails,
  timeZone: string,
  previous: { startsAt: Date; barberId: string; reason?: string | undefined },
) {
  const recipient = recipientOf(details);
  if (!recipient) return;
  const a = details.appointment;
  const local = utcToZoned(a.startsAt, timeZone);
  const now = ctx.now();
  const calendar = bookingEmail({
      kind: 'modified',
      language: a.language,
      appointmentId: a.id,
      date: local.date,
      time: local.time,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      serviceName: a.serviceName,
      durationMinutes: a.durationMinutes,
      priceRappen: a.priceRappen,
      paymentType: a.paymentType,
      barberName: `${details.barber.firstName} ${details.barber.lastName}`,
      recipient,
      shop: await shopOrNull(ctx),
      now,
      publicUrl: ctx.config.publicUrl,
      // As the customer's change does: seconds since the booking, so calendars keep the newest version.
      sequence: Math.max(1, Math.floor((now.getTime() - a.createdAt.getTime()) / 1000)),
    });
  // The shop moved it (notifications, issue 13): the text says from when to when and why; the calendar file stays.
  const notice = await staffChangeMessage(ctx, tx, details, {
    type: 'moved',
    previousStartsAt: previous.startsAt,
    previousBarberName: await barberNameOf(tx, previous.barberId),
    reason: previous.reason,
  });
  await ctx.mailer.queue(
    tx,
    notice ? { ...notice, to: recipient.email, kind: calendar.kind, attachments: calendar.attachments ?? [] } : calendar,
  );
}

/**
 * The owner moves an appointment in the calendar (drag or 'Sposta'; undo is another move back). The target
 * goes through resolveBooking, the very check a customer's change and every booking use (barber active and
 * offering the service, a time the slot engine offers, its own current time not in the way); the exclusion
 * constraint stays the last guard. The service, its price and what was paid stay as booked: only who and when
 * change. Nothing changes when the move is refused.
 */
export async function moveAppointment(ctx: AppContext, id: string, target: MoveTarget, actorUserId: string | null = null): Promise<MoveAnswer> {
  const at = { timeZone: await shopTimeZone(ctx), now: ctx.now() };
  let moved: { dto: StaffAppointment; before: { barberId: string; date: string }; tellTeam: AfterCommit };
  try {
    moved = await ctx.db.transaction(async (tx) => {
      const row = await repo.findForUpdate(tx, id);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (!isActiveStatus(row.status)) throw new AppError('NOT_MODIFIABLE');
      const { barber, booked } = await resolveBooking(tx, at, { ...target, serviceId: row.serviceId }, row.id);
      await repo.updateAppointment(tx, row.id, {
        barberId: barber.id,
        startsAt: booked.startsAt,
        endsAt: booked.endsAt,
        durationMinutes: booked.durationMinutes,
        updatedAt: at.now,
      });
      // The old time is free again: the waiting list may take it (ADR 0018).
      await slotFreed(ctx, tx, { barberId: row.barberId, startsAt: row.startsAt, endsAt: row.endsAt });
      const details = await repo.findDetails(tx, row.id);
      if (!details) throw new AppError('APPOINTMENT_NOT_FOUND');
      await queueChangeEmail(ctx, tx, details, at.timeZone, { startsAt: row.startsAt, barberId: row.barberId, reason: target.reason });
      // The barbers concerned hear of the owner's move too (ADR 0053).
      const previous = { barberId: row.barberId, startsAt: row.startsAt };
      const tellTeam = await tellAppointmentChange(ctx, tx, { type: 'moved', appointmentId: row.id, previous, actorUserId });
      return {
        dto: toStaffAppointmentDto(details, at.timeZone),
        before: { barberId: row.barberId, date: utcToZoned(row.startsAt, at.timeZone).date },
        tellTeam,
      };
    });
  } catch (error) {
    throw asMoveConflict(error);
  }
  // Open booking pages of both barber-days refresh, as after a customer's change.
  const { dto, before, tellTeam } = moved;
  if (before.barberId === dto.barber._id) {
    ctx.realtime.slotsChanged({ barberId: dto.barber._id, dates: [...new Set([before.date, dto.date])] });
  } else {
    ctx.realtime.slotsChanged({ barberId: before.barberId, dates: [before.date] });
    ctx.realtime.slotsChanged({ barberId: dto.barber._id, dates: [dto.date] });
  }
  tellTeam();
  ctx.jobs.kick();
  return { success: true, data: dto, message: MOVED_MESSAGE };
}
