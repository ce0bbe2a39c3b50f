import { rappenToChf } from '@barber/shared/domain/money';
import { isInternationalPhone, normalizePhone } from '@barber/shared/domain/phone';
import { appointmentInterval, computeSlots } from '@barber/shared/domain/slot-engine';
import {
  isEntryExpired,
  lastWaitingDate,
  pickOfferStart,
  WAITING_OFFER_MINUTES,
} from '@barber/shared/domain/waiting-list';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import type { WaitingOffer } from '@barber/shared/contract/waiting-list';
import type { SlotsChangedEvent } from '@barber/shared/realtime';
import { sqlState, type Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import * as appointmentsModule from '../appointments/index';
import { loadBarberDay, type BarberDay } from '../availability/index';
import { manageUrlFor } from '../manage/index';
import { getShop, bookingOf, DEFAULT_TIME_ZONE } from '../shop/index';
import { shopContactOf, tellAppointmentChange } from '../notifications/index';
import { freedTimeUnclaimed } from '../last-minute/index';
import { offerEmail, offerSms } from './emails';
import { offerIdOf, offerUrlFor } from './offer-token';
import * as repo from './repo';
import { SLOT_FREED_JOB, slotFreed, type FreedSlot } from './slot-freed';

/** Lapses offers past their 30 minutes and expires entries (every instance runs it; batches use SKIP LOCKED). */
export const OFFERS_JOB = 'waiting-list.offers';
const OFFERS_EVERY_MS = 30_000;
const OFFER_MS = WAITING_OFFER_MINUTES * 60_000;

/** Why a held appointment was cancelled: the staff calendar and the customer's list show it. */
export const OFFER_LAPSED_REASON = "Offerta della lista d'attesa non accettata entro 30 minuti";
export const OFFER_WITHDRAWN_REASON = "Richiesta rimossa dalla lista d'attesa";

/** The shop as a transaction reads it (the cached reader goes through ctx.db: see appointments/payment-hold.ts shopIn). */
async function shopIn(tx: Executor) {
  const row = await getShop(tx);
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    name: row?.name ?? 'Barber Studio',
    info: row ? { name: row.name, address: row.address, postalCode: row.postalCode, city: row.city, phone: row.phone, booking: bookingOf(row) } : null,
  };
}

interface Held {
  offer: repo.OfferRow;
  slots: SlotsChangedEvent;
}

/**
 * Holds a freed time of one barber for the oldest waiting entry it suits, in one transaction: the barber row is
 * locked first (the same lock every booking of that barber takes, ADR 0005), so the slot engine reads the
 * committed state and no booking or other offer for this barber runs in between. Candidates come in hand-over order
 * (oldest request first); the first whose service fits the freed time (the engine's free start times that overlap
 * it) on a day and time slot it asked for gets a pending appointment (the exclusion constraint keeps everyone else
 * off the time), an open offer for 30 minutes, the status notified, an email and an SMS. Nothing fits: the time
 * stays free for everyone and goes to the last-minute fill. Safe to run twice: the second run finds the time held.
 */
export async function offerFreedSlot(ctx: AppContext, freed: FreedSlot): Promise<repo.OfferRow | null> {
  const now = ctx.now();
  if (freed.endsAt.getTime() <= now.getTime()) return null;
  const held = await ctx.db.transaction(async (tx): Promise<Held | null> => {
    const shop = await shopIn(tx);
    const date = utcToZoned(freed.startsAt, shop.timeZone).date;
    let day: BarberDay;
    try {
      day = await loadBarberDay(tx, { barberId: freed.barberId, date, timeZone: shop.timeZone, now, lock: true });
    } catch (error) {
      if (error instanceof AppError) return null; // an inactive or removed barber: nothing to offer
      throw error;
    }
    const candidates = await repo.candidatesFor(tx, { ...freed, now });
    const freeTimes = new Map<number, string[]>();
    for (const candidate of candidates) {
      if (isEntryExpired(candidate.entry, now, shop.timeZone)) continue;
      const duration = candidate.service.durationMinutes;
      let available = freeTimes.get(duration);
      if (!available) {
        available = computeSlots(day.engineInput(duration))
          .slots.filter((s) => s.available)
          .map((s) => s.time);
        freeTimes.set(duration, available);
      }
      const time = pickOfferStart({
        date,
        timeZone: shop.timeZone,
        durationMinutes: duration,
        available,
        freed,
        prefs: candidate.entry,
        lastDate: lastWaitingDate(candidate.entry.expiresAt, shop.timeZone),
      });
      if (!time) continue;
      // Locked and read again: an offer of another barber's freed time may have reached this entry meanwhile.
      const entry = await repo.findEntryForUpdate(tx, candidate.entry.id);
      if (!entry || entry.status !== 'pending') continue;
      const offer = await hold(ctx, tx, { entry, service: candidate.service, day, date, time, shop, now });
      if (offer) return { offer, slots: { barberId: freed.barberId, dates: [date] } };
    }
    // Nobody on the list takes it (none matches, or the last one's offer lapsed): the last-minute fill may offer it
    // to regulars who are due (ADR 0069); the list always comes first.
    await freedTimeUnclaimed(ctx, tx, freed);
    return null;
  });
  if (!held) return null;
  // The booking grids of that day show the time taken; the worker sends the email and SMS now.
  ctx.realtime.slotsChanged(held.slots);
  ctx.jobs.kick();
  return held.offer;
}

async function hold(
  ctx: AppContext,
  tx: Executor,
  h: {
    entry: repo.EntryRow;
    service: repo.Candidate['service'];
    day: BarberDay;
    date: string;
    time: string;
    shop: Awaited<ReturnType<typeof shopIn>>;
    now: Date;
  },
): Promise<repo.OfferRow | null> {
  const { entry, service, now } = h;
  const interval = appointmentInterval(h.date, h.time, service.durationMinutes, h.shop.timeZone);
  let appointmentId: string;
  try {
    // A savepoint: a refusal by the exclusion constraint must not abort the job's transaction.
    appointmentId = await tx.transaction((sp) =>
      appointmentsModule.insertAppointment(sp, {
        barberId: h.day.barber.id,
        serviceId: service.id,
        serviceName: service.name,
        durationMinutes: service.durationMinutes,
        priceRappen: service.priceRappen,
        startsAt: interval.startsAt,
        endsAt: interval.endsAt,
        status: 'pending',
        paymentType: 'in_person',
        bookingKind: 'online',
        clientUserId: entry.userId,
        bookedByUserId: entry.userId,
        notes: entry.notes,
        // The request's language (ADR 0066): the offer, and the booking it becomes, speak it.
        language: entry.language,
        createdAt: now,
        updatedAt: now,
      }),
    );
  } catch (error) {
    if (sqlState(error) === '23P01') return null;
    throw error;
  }
  const offer = await repo.insertOffer(tx, {
    entryId: entry.id,
    appointmentId,
    barberId: h.day.barber.id,
    startsAt: interval.startsAt,
    endsAt: interval.endsAt,
    offeredAt: now,
    offeredUntil: new Date(now.getTime() + OFFER_MS),
  });
  await repo.updateEntry(tx, entry.id, { status: 'notified', updatedAt: now });
  const person = await repo.userContact(tx, entry.userId);
  if (person) {
    const message = {
      firstName: person.firstName,
      shopName: h.shop.name,
      shop: { ...shopContactOf(h.shop.info), timeZone: h.shop.timeZone },
      serviceName: service.name,
      priceRappen: service.priceRappen,
      barberName: `${h.day.barber.firstName} ${h.day.barber.lastName}`,
      date: h.date,
      time: h.time,
      until: utcToZoned(offer.offeredUntil, h.shop.timeZone).time,
      url: offerUrlFor(ctx, offer.id),
      language: entry.language,
    };
    await ctx.mailer.queue(tx, { ...offerEmail(person.email, message), dedupeKey: `waiting-offer-email:${offer.id}` });
    if (person.phone && isInternationalPhone(person.phone)) {
      await ctx.mailer.queueSms(tx, {
        to: normalizePhone(person.phone),
        text: offerSms(message),
        kind: 'waiting-list-offer',
        dedupeKey: `waiting-offer-sms:${offer.id}`,
      });
    }
  }
  return offer;
}

/**
 * Closes an open offer locked by the caller. lapsed (30 minutes passed) and withdrawn (the entry is being removed,
 * or its held appointment was cancelled elsewhere) release the hold: the pending appointment is cancelled and the
 * time is freed again, which hands it to the next matching entry (slotFreed, same transaction). A held appointment
 * that staff confirmed meanwhile counts as booked. The entry waits again (or has expired) unless it was booked.
 */
async function closeOffer(
  ctx: AppContext,
  tx: Executor,
  offer: repo.OfferRow,
  end: 'lapsed' | 'withdrawn',
  now: Date,
  timeZone: string,
): Promise<SlotsChangedEvent | null> {
  const appointment = offer.appointmentId ? await appointmentsModule.findForUpdate(tx, offer.appointmentId) : undefined;
  if (appointment?.status === 'confirmed' || appointment?.status === 'completed') {
    await repo.updateOffer(tx, offer.id, { status: 'booked', closedAt: now });
    await repo.updateEntry(tx, offer.entryId, { status: 'booked', bookedAppointmentId: appointment.id, updatedAt: now });
    return null;
  }
  await repo.updateOffer(tx, offer.id, { status: end, closedAt: now });
  let released: SlotsChangedEvent | null = null;
  if (appointment?.status === 'pending') {
    await appointmentsModule.updateAppointment(tx, appointment.id, {
      status: 'cancelled',
      cancellationReason: end === 'lapsed' ? OFFER_LAPSED_REASON : OFFER_WITHDRAWN_REASON,
      updatedAt: now,
    });
    await slotFreed(ctx, tx, { barberId: appointment.barberId, startsAt: appointment.startsAt, endsAt: appointment.endsAt });
    released = { barberId: appointment.barberId, dates: [utcToZoned(appointment.startsAt, timeZone).date] };
  }
  const entry = await repo.findEntryForUpdate(tx, offer.entryId);
  if (entry?.status === 'notified') {
    await repo.updateEntry(tx, entry.id, { status: isEntryExpired(entry, now, timeZone) ? 'expired' : 'pending', updatedAt: now });
  }
  return released;
}

/** After the commit: open booking grids of the released days refresh, and the worker passes the time on. */
export function announceReleased(ctx: AppContext, released: readonly (SlotsChangedEvent | null)[]) {
  const events = released.filter((e): e is SlotsChangedEvent => e !== null);
  for (const event of events) ctx.realtime.slotsChanged(event);
  if (events.length > 0) ctx.jobs.kick();
}

/** The open offer of an entry being removed: withdrawn, its hold released and passed on. */
export async function withdrawOfferOfEntry(ctx: AppContext, tx: Executor, entryId: string): Promise<SlotsChangedEvent | null> {
  const offer = await repo.openOfferOfEntry(tx, entryId);
  if (!offer) return null;
  return closeOffer(ctx, tx, offer, 'withdrawn', ctx.now(), (await shopIn(tx)).timeZone);
}

/**
 * A held appointment cancelled by someone else (the customer in their list, the admin, the barber): its offer is
 * withdrawn so the entry waits again; the freed time itself is already on its way to the next entry.
 */
async function withdrawCancelledHold(ctx: AppContext, appointmentId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const offer = await repo.openOfferOfAppointment(tx, appointmentId);
    if (!offer) return;
    const appointment = await appointmentsModule.findForUpdate(tx, appointmentId);
    if (appointment && appointment.status !== 'cancelled') return;
    await closeOffer(ctx, tx, offer, 'withdrawn', ctx.now(), (await shopIn(tx)).timeZone);
  });
}

/**
 * Offers past their 30 minutes lapse: the hold is released and passed to the next matching entry (a slot-freed
 * job in the same transaction). Batches shared by instances (SKIP LOCKED); the app's clock, so tests move it.
 */
export async function lapseOverdueOffers(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const now = ctx.now();
    const released = await ctx.db.transaction(async (tx) => {
      const offers = await repo.lockLapsedOffers(tx, now, 50);
      const { timeZone } = await shopIn(tx);
      const done: (SlotsChangedEvent | null)[] = [];
      for (const offer of offers) done.push(await closeOffer(ctx, tx, offer, 'lapsed', now, timeZone));
      return done;
    });
    announceReleased(ctx, released);
    total += released.length;
    if (released.length < 50) return total;
  }
}

/** Pending entries whose 30 days are over, or whose preferred days are all behind them, become expired. */
export async function expireEntries(ctx: AppContext): Promise<number> {
  let total = 0;
  let after: string | null = null;
  for (;;) {
    const now = ctx.now();
    const batch: repo.EntryRow[] = await ctx.db.transaction(async (tx) => {
      const rows = await repo.lockPendingEntries(tx, after, 200);
      const { timeZone } = await shopIn(tx);
      const expired = rows.filter((e) => isEntryExpired(e, now, timeZone)).map((e) => e.id);
      await repo.markExpired(tx, expired, now);
      total += expired.length;
      return rows;
    });
    if (batch.length < 200) return total;
    after = batch[batch.length - 1]!.id;
  }
}

/** Booked or expired requests are kept 90 days (the customer sees how it went), then deleted with their notes. */
export const FINISHED_KEEP_DAYS = 90;

export async function purgeFinishedEntries(ctx: AppContext): Promise<number> {
  return repo.deleteFinishedBefore(ctx.db, new Date(ctx.now().getTime() - FINISHED_KEEP_DAYS * 86_400_000));
}

function offerState(view: NonNullable<Awaited<ReturnType<typeof repo.offerView>>>, now: Date): WaitingOffer['state'] {
  const { offer } = view;
  if (offer.status === 'booked') return 'booked';
  if (offer.status === 'withdrawn') return 'taken';
  if (offer.status === 'lapsed' || offer.offeredUntil.getTime() <= now.getTime()) return 'expired';
  return view.held?.status === 'pending' ? 'open' : 'taken';
}

async function offerAnswer(ctx: AppContext, exec: Executor, offerId: string, message?: string) {
  const view = await repo.offerView(exec, offerId);
  if (!view) throw new AppError('WAITING_OFFER_NOT_FOUND');
  const { timeZone } = await shopIn(exec);
  const local = utcToZoned(view.offer.startsAt, timeZone);
  const data: WaitingOffer = {
    state: offerState(view, ctx.now()),
    firstName: view.firstName,
    service: view.held?.serviceName ?? view.service.name,
    duration: view.held?.durationMinutes ?? view.service.durationMinutes,
    price: rappenToChf(view.held?.priceRappen ?? view.service.priceRappen),
    date: local.date,
    time: local.time,
    startsAt: view.offer.startsAt.toISOString(),
    offeredUntil: view.offer.offeredUntil.toISOString(),
    barber: { _id: view.barber.id, firstName: view.barber.firstName, lastName: view.barber.lastName },
    appointmentId: view.offer.status === 'booked' ? view.offer.appointmentId : null,
  };
  return { success: true as const, data, ...(message ? { message } : {}) };
}

/** GET /waiting-list/offers/:token: whoever holds the link sees the held slot and where the offer stands. */
export async function viewOffer(ctx: AppContext, token: string) {
  const id = offerIdOf(ctx, token);
  if (!id) throw new AppError('WAITING_OFFER_NOT_FOUND');
  return offerAnswer(ctx, ctx.db, id);
}

export const OFFER_BOOKED_MESSAGE = 'Prenotazione effettuata con successo!';

/**
 * POST /waiting-list/offers/:token/book: the one tap. Under the offer's row lock (the lapse job takes the same
 * lock, so the two never both win): an open offer within its 30 minutes confirms its held appointment, the offer
 * and the entry become booked, and the booking confirmation (with its manage link) is queued. Booked already: the
 * same answer again. Past its time: 410; the hold gone: 409.
 */
export async function bookOffer(ctx: AppContext, token: string) {
  const id = offerIdOf(ctx, token);
  if (!id) throw new AppError('WAITING_OFFER_NOT_FOUND');
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const offer = await repo.findOfferForUpdate(tx, id);
    if (!offer) throw new AppError('WAITING_OFFER_NOT_FOUND');
    if (offer.status === 'booked') return { booked: false, offer };
    if (offer.status === 'lapsed' || (offer.status === 'open' && offer.offeredUntil.getTime() <= now.getTime()))
      throw new AppError('WAITING_OFFER_EXPIRED');
    if (offer.status === 'withdrawn' || !offer.appointmentId) throw new AppError('WAITING_OFFER_TAKEN');
    const appointment = await appointmentsModule.findForUpdate(tx, offer.appointmentId);
    if (!appointment || appointment.status === 'cancelled') throw new AppError('WAITING_OFFER_TAKEN');
    if (appointment.status === 'pending') {
      await appointmentsModule.updateAppointment(tx, appointment.id, { status: 'confirmed', updatedAt: now });
    }
    await repo.updateOffer(tx, offer.id, { status: 'booked', closedAt: now });
    await repo.updateEntry(tx, offer.entryId, { status: 'booked', bookedAppointmentId: appointment.id, updatedAt: now });
    const shop = await shopIn(tx);
    const details = await appointmentsModule.findDetails(tx, appointment.id);
    const person = details?.client;
    if (details && person?.email) {
      const local = utcToZoned(appointment.startsAt, shop.timeZone);
      await ctx.mailer.queue(
        tx,
        appointmentsModule.bookingEmail({
          kind: 'created',
          language: appointment.language,
          appointmentId: appointment.id,
          date: local.date,
          time: local.time,
          startsAt: appointment.startsAt,
          endsAt: appointment.endsAt,
          serviceName: appointment.serviceName,
          durationMinutes: appointment.durationMinutes,
          priceRappen: appointment.priceRappen,
          paymentType: appointment.paymentType,
          barberName: `${details.barber.firstName} ${details.barber.lastName}`,
          recipient: { email: person.email, firstName: person.firstName },
          shop: shop.info,
          now,
          publicUrl: ctx.config.publicUrl,
          sequence: 0,
          manageUrl: manageUrlFor(ctx, appointment.id),
        }),
      );
    }
    // The offer taken is a new booking for the barber (ADR 0053).
    const tellTeam = await tellAppointmentChange(ctx, tx, { type: 'created', appointmentId: appointment.id, actorUserId: null });
    return { booked: true, offer, tellTeam, slots: { barberId: appointment.barberId, dates: [utcToZoned(appointment.startsAt, shop.timeZone).date] } };
  });
  if (outcome.booked && 'slots' in outcome && outcome.slots) {
    ctx.realtime.slotsChanged(outcome.slots);
    outcome.tellTeam();
    ctx.jobs.kick();
  }
  return offerAnswer(ctx, ctx.db, outcome.offer.id, OFFER_BOOKED_MESSAGE);
}

/** The jobs: a freed time offered within seconds; offers lapsing and entries expiring on a 30-second beat. */
export function scheduleWaitingList(ctx: AppContext) {
  ctx.jobs.register(SLOT_FREED_JOB, async (payload) => {
    const freed: FreedSlot = {
      barberId: String(payload.barberId),
      startsAt: new Date(String(payload.startsAt)),
      endsAt: new Date(String(payload.endsAt)),
    };
    if (typeof payload.appointmentId === 'string') await withdrawCancelledHold(ctx, payload.appointmentId);
    await offerFreedSlot(ctx, freed);
  });
  ctx.jobs.register(OFFERS_JOB, async () => {
    const lapsed = await lapseOverdueOffers(ctx);
    const expired = await expireEntries(ctx);
    const purged = await purgeFinishedEntries(ctx);
    if (lapsed + expired + purged > 0) ctx.log.info({ lapsed, expired, purged }, 'waiting list: offers lapsed, entries expired or purged');
  });
  ctx.jobs.every(OFFERS_JOB, OFFERS_EVERY_MS);
}
