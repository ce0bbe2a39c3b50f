import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import type { Executor } from '../../db/client';
import { refundNow } from '../payments/index';
import type { AfterCommit } from '../notifications/index';
import { bookingSettings, shopTimeZone } from '../shop/index';
import { cancelRow, changeableAppointment, type ChangeRequester } from './change-service';
import { toAppointmentDto } from './dto';
import * as repo from './repo';
import { applyStatusChange, staffActor } from './status-service';

/** The appointment and the later active ones of its series (a single booking is a series of itself). */
async function restOf(tx: Executor, row: repo.AppointmentRow): Promise<repo.AppointmentRow[]> {
  if (!row.seriesId) return [row];
  const later = await repo.seriesRestForUpdate(tx, row.seriesId, row.startsAt);
  return [row, ...later.filter((r) => r.id !== row.id)];
}

/** After the commit: refunds tried, open grids refreshed, the team told; the cancelled appointments as they end. */
async function afterCancel(ctx: AppContext, done: { ids: string[]; refunds: string[]; tells: AfterCommit[] }) {
  if (done.refunds.length > 0) await refundNow(ctx, done.refunds);
  const timeZone = await shopTimeZone(ctx);
  const answer: Appointment[] = [];
  for (const id of done.ids) {
    const details = await repo.findDetails(ctx.db, id);
    if (details) answer.push(toAppointmentDto(details, timeZone));
  }
  for (const a of answer) ctx.realtime.slotsChanged({ barberId: a.barber._id, dates: [a.date] });
  for (const tell of done.tells) tell();
  ctx.jobs.kick();
  return answer;
}

/**
 * 'Cancella il resto della serie' by the customer (ADR 0068): this appointment and every later active one of its
 * series, each by the customer's own rules (the first must be more than the notice away, so every later one is
 * too), in one transaction: all or none.
 */
export async function cancelSeriesRest(
  ctx: AppContext,
  who: ChangeRequester,
  id: string,
  reason: string | undefined,
): Promise<Appointment[]> {
  const { changeNoticeHours } = await bookingSettings(ctx);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const first = await changeableAppointment(tx, who, id, now, changeNoticeHours, 'cancel');
    // Only the customer's own appointments: a series booked for them carries their account on every date.
    const rows = (await restOf(tx, first)).filter((r) => who.kind !== 'client' || r.clientUserId === who.user.id);
    const refunds: string[] = [];
    const tells: AfterCommit[] = [];
    for (const row of rows) {
      const one = await cancelRow(ctx, tx, row, who, reason, now);
      refunds.push(...one.refunds);
      tells.push(one.tellTeam);
    }
    return { ids: rows.map((r) => r.id), refunds, tells };
  });
  return afterCancel(ctx, done);
}

/**
 * Staff cancel the rest of a series (ADR 0068): the shop's cancellation of each appointment still to be done from
 * this one on (refunds, the customer's email, the waiting list), in one transaction. A barber reaches only their
 * own appointments: the series' dates moved to another barber are left to the owner.
 */
export async function staffCancelSeriesRest(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  reason: string | undefined,
): Promise<Appointment[]> {
  const { changeNoticeHours } = await bookingSettings(ctx);
  const now = ctx.now();
  const actor = await staffActor(ctx, user);
  const done = await ctx.db.transaction(async (tx) => {
    const first = await repo.findForUpdate(tx, id);
    if (!first) throw new AppError(actor.isAdmin ? 'APPOINTMENT_NOT_FOUND' : 'FORBIDDEN');
    if (!actor.isAdmin && first.barberId !== actor.own) throw new AppError('FORBIDDEN');
    const rows = (await restOf(tx, first)).filter((r) => actor.isAdmin || r.barberId === actor.own);
    const refunds: string[] = [];
    const tells: AfterCommit[] = [];
    for (const row of rows) {
      const one = await applyStatusChange(ctx, tx, actor, row, { status: 'cancelled', cancellationReason: reason }, { now, changeNoticeHours });
      refunds.push(...one.refunds);
      tells.push(one.tellTeam);
    }
    return { ids: rows.map((r) => r.id), refunds, tells };
  });
  return afterCancel(ctx, done);
}
