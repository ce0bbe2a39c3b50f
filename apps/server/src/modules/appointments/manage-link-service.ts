import { canClientChange } from '@barber/shared/domain/appointment-rules';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { ManagedAppointment, ManagedMoveRequest } from '@barber/shared/contract/manage';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { appointmentIdOf } from '../manage/index';
import { bookingSettings, shopTimeZone } from '../shop/index';
import { cancelAppointment, modifyAppointment } from './change-service';
import { toAppointmentDto } from './dto';
import { findDetails } from './repo';

export interface ManagedAnswer {
  success: true;
  data: ManagedAppointment;
  message?: string;
}

/**
 * The appointment a manage link names, while it has not ended. A malformed or forged token, an appointment that
 * no longer exists and one that is over all give the same 404, so the answer says nothing about which it was.
 */
async function linkedAppointment(ctx: AppContext, token: string): Promise<Appointment> {
  const id = appointmentIdOf(ctx, token);
  const row = id ? await findDetails(ctx.db, id) : undefined;
  if (!row || row.appointment.endsAt.getTime() <= ctx.now().getTime())
    throw new AppError('MANAGE_LINK_NOT_FOUND');
  return toAppointmentDto(row, await shopTimeZone(ctx));
}

/** The page's view: no contact details, plus the shop's notice (24 hours by default) as the change rules apply it. */
function toManaged(dto: Appointment, now: Date, timeZone: string, noticeHours: number): ManagedAppointment {
  const startsAt = new Date(dto.startsAt);
  const decision = canClientChange({ status: dto.status, startsAt }, now, noticeHours);
  const until = new Date(startsAt.getTime() - noticeHours * 3_600_000);
  const local = utcToZoned(until, timeZone);
  return {
    _id: dto._id,
    date: dto.date,
    time: dto.time,
    startsAt: dto.startsAt,
    endsAt: dto.endsAt,
    service: dto.service,
    serviceId: dto.serviceId,
    duration: dto.duration,
    price: dto.price,
    status: dto.status,
    paymentType: dto.paymentType,
    paymentStatus: dto.paymentStatus,
    barber: dto.barber,
    firstName: (dto.client ?? dto.guestInfo)?.firstName ?? null,
    changeable: decision.ok,
    notChangeableReason: decision.ok ? null : decision.reason,
    changeUntil: { at: until.toISOString(), date: local.date, time: local.time },
    createdAt: dto.createdAt,
  };
}

async function answer(ctx: AppContext, dto: Appointment, message?: string): Promise<ManagedAnswer> {
  return {
    success: true,
    data: toManaged(dto, ctx.now(), await shopTimeZone(ctx), (await bookingSettings(ctx)).changeNoticeHours),
    ...(message ? { message } : {}),
  };
}

export async function viewManaged(ctx: AppContext, token: string): Promise<ManagedAnswer> {
  return answer(ctx, await linkedAppointment(ctx, token));
}

/** The client's own move (change-service.ts): the same slot engine, 24-hour rule, email and realtime events. */
export async function moveManaged(
  ctx: AppContext,
  token: string,
  body: ManagedMoveRequest,
): Promise<ManagedAnswer> {
  const current = await linkedAppointment(ctx, token);
  const moved = await modifyAppointment(ctx, { kind: 'link' }, current._id, {
    barberId: body.barberId ?? current.barber._id,
    serviceId: current.serviceId,
    date: body.date,
    time: body.time,
  });
  return answer(ctx, moved.data, moved.message);
}

/** The client's own cancel: the same 24-hour rule and the same full refund of a payment made online. */
export async function cancelManaged(
  ctx: AppContext,
  token: string,
  reason: string | undefined,
): Promise<ManagedAnswer> {
  const current = await linkedAppointment(ctx, token);
  const cancelled = await cancelAppointment(ctx, { kind: 'link' }, current._id, reason);
  return answer(ctx, cancelled.data, cancelled.message);
}
