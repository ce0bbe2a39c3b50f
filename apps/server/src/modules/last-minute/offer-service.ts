import { lastMinuteTextsIt as t } from '@barber/shared/messages/last-minute-it';
import { rappenToChf } from '@barber/shared/domain/money';
import { computeSlots } from '@barber/shared/domain/slot-engine';
import { addDays, utcToZoned } from '@barber/shared/domain/zoned-time';
import type { LastMinuteOffer } from '@barber/shared/contract/last-minute';
import { sqlState, type Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import * as appointmentsModule from '../appointments/index';
import { loadBarberDay } from '../availability/index';
import { manageUrlFor } from '../manage/index';
import { tellAppointmentChange } from '../notifications/index';
import { bookingOf, getShop, DEFAULT_TIME_ZONE } from '../shop/index';
import * as repo from './repo';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const MAX_ALTERNATIVES = 6;

async function shopIn(exec: Executor) {
  const row = await getShop(exec);
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    info: row ? { name: row.name, address: row.address, postalCode: row.postalCode, city: row.city, phone: row.phone, booking: bookingOf(row) } : null,
  };
}

async function findOffer(exec: Executor, token: string): Promise<repo.OfferView> {
  const view = TOKEN.test(token) ? await repo.offerByToken(exec, token) : undefined;
  if (!view) throw new AppError('LAST_MINUTE_OFFER_NOT_FOUND');
  return view;
}

/** Where an offer stands: booked by this person, taken by someone (through the fill or otherwise), begun, or open. */
async function stateOf(exec: Executor, view: repo.OfferView, now: Date): Promise<LastMinuteOffer['state']> {
  if (view.offer.bookedAt) return 'booked';
  if (view.fill.appointmentId) return 'taken';
  if (view.offer.startsAt.getTime() <= now.getTime()) return 'expired';
  const taken = await repo.timeTaken(exec, { barberId: view.barber.id, startsAt: view.offer.startsAt, endsAt: view.offer.endsAt });
  return taken ? 'taken' : 'open';
}

/** Other free starts of that barber for that service, on the offer's day and the next: what 'già prenotato' offers. */
async function alternativesOf(ctx: AppContext, view: repo.OfferView, timeZone: string) {
  const now = ctx.now();
  const first = utcToZoned(view.offer.startsAt, timeZone).date;
  const out: { date: string; time: string }[] = [];
  for (const date of [first, addDays(first, 1)]) {
    try {
      const day = await loadBarberDay(ctx.db, { barberId: view.barber.id, date, timeZone, now });
      const free = computeSlots(day.engineInput(view.service.durationMinutes)).slots.filter((s) => s.available);
      for (const slot of free) if (out.length < MAX_ALTERNATIVES) out.push({ date, time: slot.time });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return out;
}

async function answer(ctx: AppContext, token: string, message?: string) {
  const view = await findOffer(ctx.db, token);
  const { timeZone } = await shopIn(ctx.db);
  const state = await stateOf(ctx.db, view, ctx.now());
  const local = utcToZoned(view.offer.startsAt, timeZone);
  const data: LastMinuteOffer = {
    state,
    firstName: view.person.firstName,
    service: view.service.name,
    duration: view.service.durationMinutes,
    price: rappenToChf(view.service.priceRappen),
    date: local.date,
    time: local.time,
    startsAt: view.offer.startsAt.toISOString(),
    barber: { _id: view.barber.id, firstName: view.barber.firstName, lastName: view.barber.lastName },
    alternatives: state === 'taken' || state === 'expired' ? await alternativesOf(ctx, view, timeZone) : [],
    subscribed: view.person.subscribed,
  };
  return { success: true as const, data, ...(message ? { message } : {}) };
}

/** GET /last-minute/offers/:token: whoever holds the link sees the time and where it stands. */
export const viewOffer = (ctx: AppContext, token: string) => answer(ctx, token);

/**
 * POST /last-minute/offers/:token/book: the one tap. The fill's row is locked first, so taps on one freed time
 * queue up and the first wins; the barber's row next (the lock of every booking), the engine checks the time is
 * still bookable, and the insert goes through the no-overlap constraint like any booking (ADR 0005): a booking
 * made the ordinary way meanwhile makes it 'già prenotato' (409). Booked by this person already: the same answer.
 */
export async function bookOffer(ctx: AppContext, token: string) {
  const now = ctx.now();
  const view = await findOffer(ctx.db, token);
  const outcome = await ctx.db.transaction(async (tx) => {
    const fill = await repo.lockFill(tx, view.fill.id);
    if (!fill) throw new AppError('LAST_MINUTE_OFFER_NOT_FOUND');
    const mine = await repo.offerByToken(tx, token);
    if (mine?.offer.bookedAt) return null;
    if (fill.appointmentId) throw new AppError('LAST_MINUTE_TAKEN');
    if (view.offer.startsAt.getTime() <= now.getTime()) throw new AppError('LAST_MINUTE_EXPIRED');
    const shop = await shopIn(tx);
    const local = utcToZoned(view.offer.startsAt, shop.timeZone);
    const day = await loadBarberDay(tx, { barberId: view.barber.id, date: local.date, timeZone: shop.timeZone, now, lock: true });
    const slot = computeSlots(day.engineInput(view.service.durationMinutes)).slots.find((s) => s.time === local.time);
    if (!slot?.available) throw new AppError('LAST_MINUTE_TAKEN');
    const appointmentId = await insertBooking(tx, view, now);
    await repo.markBooked(tx, { fillId: fill.id, offerId: view.offer.id, appointmentId, now });
    await confirm(ctx, tx, { view, appointmentId, local, shop, now });
    const tellTeam = await tellAppointmentChange(ctx, tx, { type: 'created', appointmentId, actorUserId: view.person.id });
    return { tellTeam, date: local.date };
  });
  if (outcome) {
    ctx.realtime.slotsChanged({ barberId: view.barber.id, dates: [outcome.date] });
    outcome.tellTeam();
    ctx.jobs.kick();
  }
  return answer(ctx, token, t.booked);
}

async function insertBooking(tx: Executor, view: repo.OfferView, now: Date): Promise<string> {
  try {
    // A savepoint: the constraint's refusal must leave the transaction usable for the 409.
    return await tx.transaction((sp) =>
      appointmentsModule.insertAppointment(sp, {
        barberId: view.barber.id,
        serviceId: view.service.id,
        serviceName: view.service.name,
        durationMinutes: view.service.durationMinutes,
        priceRappen: view.service.priceRappen,
        startsAt: view.offer.startsAt,
        endsAt: view.offer.endsAt,
        status: 'confirmed',
        paymentType: 'in_person',
        bookingKind: 'online',
        clientUserId: view.person.id,
        bookedByUserId: view.person.id,
        language: view.person.language,
        createdAt: now,
        updatedAt: now,
      }),
    );
  } catch (error) {
    if (sqlState(error) === '23P01') throw new AppError('LAST_MINUTE_TAKEN');
    throw error;
  }
}

/** The booking's confirmation with its manage link, as any booking's. */
async function confirm(
  ctx: AppContext,
  tx: Executor,
  a: { view: repo.OfferView; appointmentId: string; local: { date: string; time: string }; shop: Awaited<ReturnType<typeof shopIn>>; now: Date },
) {
  const { view } = a;
  await ctx.mailer.queue(
    tx,
    appointmentsModule.bookingEmail({
      kind: 'created',
      language: view.person.language,
      appointmentId: a.appointmentId,
      date: a.local.date,
      time: a.local.time,
      startsAt: view.offer.startsAt,
      endsAt: view.offer.endsAt,
      serviceName: view.service.name,
      durationMinutes: view.service.durationMinutes,
      priceRappen: view.service.priceRappen,
      paymentType: 'in_person',
      barberName: `${view.barber.firstName} ${view.barber.lastName}`,
      recipient: { email: view.person.email, firstName: view.person.firstName },
      shop: a.shop.info,
      now: a.now,
      publicUrl: ctx.config.publicUrl,
      sequence: 0,
      manageUrl: manageUrlFor(ctx, a.appointmentId),
    }),
  );
}

/** POST /last-minute/offers/:token/stop: the link's way out; the profile can turn the offers on again. */
export async function stopOffers(ctx: AppContext, token: string) {
  const view = await findOffer(ctx.db, token);
  await repo.setUserChoice(ctx.db, view.person.id, false, ctx.now());
  return { success: true as const, message: t.stopped };
}
