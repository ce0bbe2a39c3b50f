import { cancelReasonsIt } from '@barber/shared/messages/cancel-reasons-it';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import { depositOutcome } from '@barber/shared/domain/deposits';
import { decideStaffStatusChange } from '@barber/shared/domain/status-transitions';
import type { StaffAppointment } from '@barber/shared/schemas/staff-appointments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import type { Executor } from '../../db/client';
import { barberIdByUserId } from '../barbers/index';
import { queueCancellationRefunds, refundNow } from '../payments/index';
import { bookingSettings, shopTimeZone } from '../shop/index';
import { queueStaffStatusEmail, tellAppointmentChange, type AfterCommit } from '../notifications/index';
import { slotFreed } from '../waiting-list/index';
import { toStaffAppointmentDto } from './dto';
import * as repo from './repo';
import { asSlotConflict } from './service';

export const ADMIN_CANCELLATION_REASON = cancelReasonsIt.admin;
export const BARBER_CANCELLATION_REASON = cancelReasonsIt.barber;

export interface StatusChangeAnswer {
  success: true;
  data: StaffAppointment;
  message: string;
}

export type StatusChangeInput = {
  status: AppointmentStatus;
  cancellationReason?: string | null | undefined;
  reason?: string | null | undefined;
  cancelledBy?: 'customer' | 'shop' | null | undefined;
};

/** Who changes the status: the owner, or a barber (only for their own barber's appointments). */
export interface StaffActor {
  user: AuthUser;
  isAdmin: boolean;
  own: string | null;
}

export async function staffActor(ctx: AppContext, user: AuthUser): Promise<StaffActor> {
  const isAdmin = user.role === 'admin';
  return { user, isAdmin, own: isAdmin ? null : await barberIdByUserId(ctx.db, user.id) };
}

/**
 * One status change inside the caller's transaction, on the row it locked: the shared table's decision, the row,
 * refunds, the waiting list, the customer's email and the team's notice. A single change, or each appointment of
 * the rest of a series (ADR 0068).
 */
export async function applyStatusChange(
  ctx: AppContext,
  tx: Executor,
  actor: StaffActor,
  row: repo.AppointmentRow,
  input: StatusChangeInput,
  at: { now: Date; changeNoticeHours: number },
): Promise<{ refunds: string[]; tellTeam: AfterCommit }> {
  const { user, isAdmin, own } = actor;
  const { now, changeNoticeHours } = at;
  let refunds: string[] = [];
  let tellTeam: AfterCommit = () => {};
  if (!isAdmin && (!own || row.barberId !== own)) throw new AppError('FORBIDDEN');
  const decision = decideStaffStatusChange({
    role: isAdmin ? 'admin' : 'barber',
    current: row.status,
    next: input.status,
    startsAt: row.startsAt,
    now,
    reason: input.reason,
  });
  if (!decision.ok) throw new AppError(decision.reason);
  if (decision.changed) {
    const reason = input.reason?.trim() || null;
    const defaultReason = isAdmin ? ADMIN_CANCELLATION_REASON : BARBER_CANCELLATION_REASON;
    // A correction's reason is also what the calendar shows for the cancellation it makes.
    const cancellationReason = decision.correction ? reason : input.cancellationReason?.trim() || defaultReason;
    const cancelledBy = input.status === 'cancelled' ? (input.cancelledBy ?? 'shop') : null;
    // A no-show corrected to completed takes its time back: if another booking has it meanwhile, a 409.
    await repo
      .changeStatus(tx, row.id, {
        status: input.status,
        // The spec's admin client sends a reason with every change; it means something only for a cancellation.
        cancellationReason: input.status === 'cancelled' ? cancellationReason : null,
        cancelledBy,
        reason,
        by: user.id,
        at: now,
      })
      .catch((error: unknown) => {
        throw asSlotConflict(error);
      });
    // A paid booking cancelled by staff is refunded in full (queued here, tried at once below); a completed
    // one corrected to cancelled too: revenue and payment must tell the same story (ADR 0037). A deposit
    // (ADR 0064) stays with the shop on a no-show or a customer's late cancellation whose terms were accepted;
    // otherwise it goes back, on a no-show too (a whole price paid online is not a deposit: kept, as completed).
    const deposit = row.depositRappen
      ? depositOutcome({
          status: input.status,
          cancelledBy,
          startsAt: row.startsAt,
          statusChangedAt: now,
          noticeHours: changeNoticeHours,
          termsAccepted: row.depositTermsAcceptedAt !== null,
        })
      : null;
    const refund = input.status === 'cancelled' ? deposit !== 'forfeited' : input.status === 'no_show' && deposit === 'refund';
    if (refund) refunds = await queueCancellationRefunds(ctx, tx, row.id);
    // A cancelled time is free again: offered to the waiting list within seconds (ADR 0018). A correction
    // concerns work that has already started, as a no-show does: there is no time left to offer.
    if (input.status === 'cancelled' && !decision.correction) {
      await slotFreed(ctx, tx, { barberId: row.barberId, startsAt: row.startsAt, endsAt: row.endsAt, appointmentId: row.id });
    }
  }
  const details = await repo.findDetails(tx, row.id);
  if (!details) throw new AppError('APPOINTMENT_NOT_FOUND');
  // The customer hears about the shop's change: the new state and the reason (notifications, issue 13). A
  // correction of the shop's own records is not news to them (a refund it makes is told by the refund's email).
  if (decision.changed && !decision.correction) {
    await queueStaffStatusEmail(ctx, tx, details, input.status, details.appointment.cancellationReason);
    // A cancellation by the owner reaches the barber; one by the barber reaches the owner's copy (ADR 0053).
    if (input.status === 'cancelled') {
      tellTeam = await tellAppointmentChange(ctx, tx, { type: 'cancelled', appointmentId: row.id, actorUserId: user.id });
    }
  }
  return { refunds, tellTeam };
}

/**
 * A staff status change (spec 002 section 4, issue 8, issue 23 item 6). Who may move an appointment where is the
 * shared table (domain/status-transitions.ts, ADR 0037): cancelled is final for everyone, completed only once the
 * appointment has started, a barber only completes or cancels their own appointments still to be done, and a
 * completed appointment is corrected by the owner only, with a reason. Since completed appointments keep their
 * time (the 0005 constraint) and cancelled ones never come back, no status change can take a time again, so no
 * slot re-check is needed here. The row records who, when and why; the trigger writes the history event in this
 * same transaction.
 */
export async function changeStatus(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: StatusChangeInput,
): Promise<StatusChangeAnswer> {
  const timeZone = await shopTimeZone(ctx);
  const { changeNoticeHours } = await bookingSettings(ctx);
  const now = ctx.now();
  const actor = await staffActor(ctx, user);
  let refunds: string[] = [];
  let tellTeam: AfterCommit = () => {};
  let dto = await ctx.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, id);
    // A barber learns nothing about other barbers' appointments, not even whether an id exists.
    if (!row) throw new AppError(actor.isAdmin ? 'APPOINTMENT_NOT_FOUND' : 'FORBIDDEN');
    ({ refunds, tellTeam } = await applyStatusChange(ctx, tx, actor, row, input, { now, changeNoticeHours }));
    const details = await repo.findDetails(tx, row.id);
    if (!details) throw new AppError('APPOINTMENT_NOT_FOUND');
    return toStaffAppointmentDto(details, timeZone);
  });
  if (refunds.length > 0) {
    await refundNow(ctx, refunds);
    const details = await repo.findDetails(ctx.db, id);
    if (details) dto = toStaffAppointmentDto(details, timeZone);
  }
  // A cancellation frees the time: open booking pages of that barber-day refresh.
  ctx.realtime.slotsChanged({ barberId: dto.barber._id, dates: [dto.date] });
  tellTeam();
  ctx.jobs.kick();
  return { success: true, data: dto, message: 'Stato appuntamento aggiornato con successo' };
}
