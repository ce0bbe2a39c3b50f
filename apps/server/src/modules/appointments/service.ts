import type { AppointmentResponse as AppointmentResponseSchema } from '@barber/shared/schemas/appointments';
import type { z } from 'zod';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { Language } from '@barber/shared/messages/languages';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { sqlState, type Executor } from '../../db/client';
import { loadBarberDay } from '../availability/index';
import { manageUrlFor } from '../manage/index';
import { unsubscribePageUrl, tellAppointmentChange, type AfterCommit } from '../notifications/index';
import * as idempotency from '../idempotency/index';
import { shopInfo, shopTimeZone } from '../shop/index';
import { bookingEmail } from './booking-email';
import { toAppointmentDto } from './dto';
import * as repo from './repo';
import { depositNeed, depositRequired, type DepositNeed } from './deposit-check';
import { assertBookable } from './slot-check';
import { enforceLimit } from '../subscriptions/index';

export const ADMIN_BOOKING_MESSAGE = 'Prenotazione telefonica creata con successo!';

export type AppointmentAnswer = z.infer<typeof AppointmentResponseSchema>;

/** What the client picked: the server looks the service up and takes price and duration from it. */
export interface BookingChoice {
  barberId: string;
  serviceId?: string | undefined;
  service?: string | undefined;
  date: string;
  time: string;
  notes?: string | undefined;
}

export type Booker = (
  | { kind: 'guest'; guest: { firstName: string; lastName: string; email: string; phone: string }; bookedByUserId: string | null }
  | { kind: 'online'; user: AuthUser }
  /** A phone booking entered by the admin: the client is known only by a nickname and gets no email. */
  | { kind: 'admin'; admin: AuthUser; clientNickname: string; clientPhone?: string | undefined }
) & {
  /** The language the booking is made in (ADR 0066): its confirmation, reminders and changes are written in it. */
  language: Language;
};

export function scopeOf(booker: Booker): string {
  if (booker.kind === 'guest') return 'appointments:guest';
  if (booker.kind === 'admin') return `appointments:admin:${booker.admin.id}`;
  return `appointments:user:${booker.user.id}`;
}

function bookerColumns(booker: Booker): Partial<repo.NewAppointment> {
  if (booker.kind === 'guest') {
    return {
      guestFirstName: booker.guest.firstName,
      guestLastName: booker.guest.lastName,
      guestEmail: booker.guest.email,
      guestPhone: booker.guest.phone,
      bookedByUserId: booker.bookedByUserId,
    };
  }
  if (booker.kind === 'admin') {
    // The phone client's number, when the owner took it, goes where a guest's does (issue 17).
    return { clientNickname: booker.clientNickname, guestPhone: booker.clientPhone ?? null, bookedByUserId: booker.admin.id };
  }
  return { clientUserId: booker.user.id, bookedByUserId: booker.user.id };
}

function recipientOf(booker: Booker): { email: string; firstName: string } | null {
  if (booker.kind === 'guest') return { email: booker.guest.email, firstName: booker.guest.firstName };
  if (booker.kind === 'online') return { email: booker.user.email, firstName: booker.user.firstName };
  return null;
}

/**
 * Whose history decides a deposit (ADR 0064): a customer's account and email, a guest's email and phone. The
 * owner's phone booking is not asked: the owner decides on the phone.
 */
function identityOf(booker: Booker): repo.CustomerIdentity | null {
  if (booker.kind === 'guest') return { userId: null, email: booker.guest.email, phone: booker.guest.phone };
  if (booker.kind === 'online') return { userId: booker.user.id, email: booker.user.email, phone: null };
  return null;
}

/** Who made the booking: they are not told of it. */
function actorOf(booker: Booker): string | null {
  if (booker.kind === 'guest') return booker.bookedByUserId;
  return booker.kind === 'admin' ? booker.admin.id : booker.user.id;
}

/** A database refusal that means "someone else got there first" becomes the Italian 409, never a 500. */
export function asSlotConflict(error: unknown): unknown {
  return sqlState(error) === '23P01' ? new AppError('SLOT_TAKEN') : error;
}

export async function shopOrNull(ctx: AppContext): Promise<ShopInfo | null> {
  try {
    return await shopInfo(ctx);
  } catch {
    return null;
  }
}

export interface BookingContext {
  timeZone: string;
  now: Date;
}

/**
 * Picks barber, service and time for a booking or a move, inside the caller's transaction: the barber must be
 * active, the service active and offered by that barber, and the time one the slot engine offers.
 */
export async function resolveBooking(
  tx: Executor,
  at: BookingContext,
  choice: BookingChoice,
  excludeAppointmentId?: string,
  /** A later date of a series may lie beyond the shop's booking window (ADR 0068): the window it may reach. */
  windowDays?: number,
) {
  const day = await loadBarberDay(tx, {
    barberId: choice.barberId,
    date: choice.date,
    timeZone: at.timeZone,
    now: at.now,
    lock: true,
    service: { id: choice.serviceId, name: choice.serviceId ? undefined : choice.service },
    ...(excludeAppointmentId ? { excludeAppointmentId } : {}),
  });
  const service = day.service;
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  const input = day.engineInput(service.durationMinutes);
  const interval = assertBookable(windowDays ? { ...input, windowDays } : input, choice.time);
  // What the appointment row and its email both carry: the service as booked (name, length, price) and the time.
  const booked = {
    serviceName: service.name,
    durationMinutes: service.durationMinutes,
    priceRappen: service.priceRappen,
    startsAt: interval.startsAt,
    endsAt: interval.endsAt,
  };
  return { barber: day.barber, service, booked, depositsOn: day.depositsOn };
}

export async function detailsDto(tx: Executor, id: string, timeZone: string): Promise<Appointment> {
  const row = await repo.findDetails(tx, id);
  if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
  return toAppointmentDto(row, timeZone);
}

/** What a booking's transaction shares between its appointments: the shop, the moment and the time zone. */
export interface BookingRun {
  at: BookingContext;
  shop: ShopInfo | null;
}

/**
 * One appointment of a booking, inside the caller's transaction: the plan's limit, the slot check, the deposit
 * policy, the row, the customer's email and the team's notice. A series (ADR 0068) runs it once per date.
 */
export async function insertBooking(
  ctx: AppContext,
  tx: Executor,
  run: BookingRun,
  choice: BookingChoice,
  booker: Booker,
  series?: { id: string; windowDays?: number | undefined; onDeposit: (need: DepositNeed) => AppError },
): Promise<{ dto: Appointment; tellTeam: AfterCommit }> {
  const { at, shop } = run;
  // A customer's or the admin's (phone) booking counts against the plan; guests are not limit-checked
  // (000 section 5). The subscription row lock is taken before the barber's (ADR 0017).
  if (booker.kind !== 'guest') await enforceLimit(ctx, tx, 'appointments');
  const { barber, service, booked, depositsOn } = await resolveBooking(tx, at, choice, undefined, series?.windowDays);
  // A customer the shop's deposit policy asks for one books by paying it (the payment's hold), not here. With the
  // policy off (read with the barber-day, after its lock) nothing more is read.
  const who = depositsOn ? identityOf(booker) : null;
  const need = who && (await depositNeed(tx, { who, priceRappen: booked.priceRappen, startsAt: booked.startsAt, ...at, language: booker.language }));
  if (need) throw series ? series.onDeposit(need) : depositRequired(need);
  const id = await repo.insertAppointment(tx, {
    barberId: barber.id,
    serviceId: service.id,
    ...booked,
    status: 'confirmed',
    paymentType: 'in_person',
    bookingKind: booker.kind,
    notes: choice.notes ?? null,
    seriesId: series?.id ?? null,
    language: booker.language,
    ...bookerColumns(booker),
  });
  const dto = await detailsDto(tx, id, at.timeZone);
  const recipient = recipientOf(booker);
  if (recipient) {
    await ctx.mailer.queue(
      tx,
      bookingEmail({
        kind: 'created',
        language: booker.language,
        appointmentId: id,
        date: dto.date,
        time: dto.time,
        ...booked,
        serviceTranslations: service.translations,
        paymentType: 'in_person',
        barberName: `${barber.firstName} ${barber.lastName}`,
        recipient,
        shop,
        now: at.now,
        publicUrl: ctx.config.publicUrl,
        sequence: 0,
        manageUrl: manageUrlFor(ctx, id),
        unsubscribeUrl: unsubscribePageUrl(ctx, recipient.email),
      }),
    );
  }
  // The barber (and the owner, if they asked for a copy) hears of it: email and a live notice (ADR 0053).
  const tellTeam = await tellAppointmentChange(ctx, tx, { type: 'created', appointmentId: id, actorUserId: actorOf(booker) });
  return { dto, tellTeam };
}

export async function bookingRun(ctx: AppContext): Promise<BookingRun> {
  return { at: { timeZone: await shopTimeZone(ctx), now: ctx.now() }, shop: await shopOrNull(ctx) };
}

/**
 * Creates an online (registered), guest or admin (phone) booking: one path, one slot check, one constraint.
 * New bookings are 'confirmed' straight away: payment is in the shop, so nothing is left to wait for;
 * 'pending' is kept for the online payment flows, which confirm an appointment once the payment arrives.
 */
export async function book(
  ctx: AppContext,
  choice: BookingChoice,
  booker: Booker,
  idem: { key: string; body: unknown } | undefined,
): Promise<idempotency.Answer<AppointmentAnswer>> {
  const run = await bookingRun(ctx);
  let answer: idempotency.Answer<AppointmentAnswer>;
  let tellTeam: AfterCommit = () => {};
  try {
    answer = await ctx.db.transaction((tx) =>
      idempotency.once(tx, idem && { scope: scopeOf(booker), key: idem.key, body: idem.body }, async () => {
        const booked = await insertBooking(ctx, tx, run, choice, booker);
        tellTeam = booked.tellTeam;
        return { statusCode: 201, body: { success: true as const, data: booked.dto, message: bookedMessage(booker) } };
      }),
    );
  } catch (error) {
    throw asSlotConflict(error);
  }
  if (!answer.replayed) {
    ctx.realtime.slotsChanged({ barberId: answer.body.data.barber._id, dates: [answer.body.data.date] });
    tellTeam();
    ctx.jobs.kick();
  }
  return answer;
}

export const bookedMessage = (booker: Booker) =>
  booker.kind === 'admin' ? ADMIN_BOOKING_MESSAGE : 'Prenotazione effettuata con successo!';
