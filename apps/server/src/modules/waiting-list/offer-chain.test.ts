import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { appointments, waitingListEntries, waitingListOffers } from '../../db/schema';
import { buildApp, type BuiltApp } from '../../app';
import {
  bookingBody,
  givenShopWithFreeSlot,
  guestBody,
  makeAbsence,
  MONDAY_MORNING,
  type FreeSlot,
} from '../../../test/helpers/booking';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createIntent, intentBody } from '../../../test/helpers/payments';
import { expireOverduePayments } from '../payments/expiry-service';
import { HOLD_MS } from '../payments/subjects';
import { expireEntries, lapseOverdueOffers, offerFreedSlot, purgeFinishedEntries } from './offer-service';

/**
 * The offer chain of ADR 0018 with the controllable clock: a freed slot is held for the oldest matching entry for
 * 30 minutes (nobody else can book it), then passes to the next one, and is booked through the one-tap link.
 * One app per test: each starts from an empty waiting list. Runs on PGlite and, through scripts/with-postgres.sh,
 * on PostgreSQL (the concurrent cases then really overlap).
 */
let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;

beforeEach(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin' });
  return () => t.close();
});

const THIRTY_MIN = 30 * 60_000;

async function customer(name: string, phone?: string) {
  return makeUser(t, { firstName: name, lastName: 'Test', ...(phone ? { phone } : {}) });
}

async function join(user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await t.call('waitingListCreate', {
    body: { preferredBarber: slot.barber.id, serviceId: slot.service.id, preferredDays: ['wednesday'], preferredTimeSlots: ['morning'], ...overrides },
    as: user,
  });
  expect(res.statusCode).toBe(201);
  // Requests a minute apart: the hand-over order is by request time.
  t.clock.advance(60_000);
  return res.json().data as { _id: string };
}

async function book(user: TestUser, time = slot.time) {
  const res = await t.call('bookAppointment', { body: bookingBody(slot, { time }), as: user });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string };
}

const cancel = (user: TestUser, id: string) =>
  t.call('cancelAppointment', { params: { id }, body: {}, as: user });

/** The user books the slot and cancels it; the job the cancellation queued (run here) offers the freed slot. */
async function bookAndCancel(user: TestUser) {
  const booked = await book(user);
  await cancel(user, booked._id);
  await t.ctx.jobs.runDue();
}

/** Anna's entry (a) and then Bruno's (b) wait for the same slot, Anna first in line; Carla is the one who books it. */
async function twoWaiting() {
  const anna = await customer('Anna');
  const bruno = await customer('Bruno');
  const carla = await customer('Carla');
  return { anna, bruno, carla, a: await join(anna), b: await join(bruno) };
}

const entry = async (id: string) => (await t.ctx.db.select().from(waitingListEntries).where(eq(waitingListEntries.id, id)))[0]!;
const offersOf = (entryId: string) => t.ctx.db.select().from(waitingListOffers).where(eq(waitingListOffers.entryId, entryId));
const appointment = async (id: string) => (await t.ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

/** The one-tap links sent so far (email and SMS), newest last. */
async function offerLinks(kind = 'waiting-list-offer') {
  const rows = await queryRows<{ recipient: string; channel: string; body_text: string }>(
    t.ctx.db,
    sql`select recipient, channel, body_text from outbound_messages where kind = ${kind} order by created_at, channel`,
  );
  return rows.map((r) => ({ ...r, token: /\/lista-attesa\/offerta\/([A-Za-z0-9_-]{44})/.exec(r.body_text)?.[1] }));
}

const viewOffer = (token: string) => t.call('waitingListOffer', { params: { token } });
const bookOffer = (token: string) => t.call('waitingListOfferBook', { params: { token } });

const freeAt = async (time: string) => {
  const res = await t.call('publicAvailableSlots', {
    query: { barberId: slot.barber.id, date: slot.date, duration: '30', serviceId: slot.service.id },
  });
  return res.json().find((s: { time: string }) => s.time === time)?.available as boolean;
};

describe('the offer chain', () => {
  it('cancel -> the first entry holds -> 30 minutes pass -> the second holds -> booked through the link', async () => {
    const anna = await customer('Anna', '079 123 45 67');
    const bruno = await customer('Bruno');
    const carla = await customer('Carla');
    const annaEntry = await join(anna);
    const brunoEntry = await join(bruno, { preferredBarber: 'any', preferredDays: [], preferredTimeSlots: [] });
    const booked = await book(carla);

    expect((await cancel(carla, booked._id)).statusCode).toBe(200);
    // The cancellation enqueued the job in its transaction; the worker (here: runDue) offers the slot.
    await t.ctx.jobs.runDue();

    // Anna (the oldest matching request) holds it: entry notified, a pending appointment of hers, email and SMS.
    expect((await entry(annaEntry._id)).status).toBe('notified');
    expect((await entry(brunoEntry._id)).status).toBe('pending');
    const [annaOffer] = await offersOf(annaEntry._id);
    expect(annaOffer).toMatchObject({ status: 'open', barberId: slot.barber.id });
    expect(annaOffer!.offeredUntil.getTime() - t.clock.now().getTime()).toBe(THIRTY_MIN);
    const held = await appointment(annaOffer!.appointmentId!);
    expect(held).toMatchObject({ status: 'pending', clientUserId: anna.id });
    const links = await offerLinks();
    expect(links.map((l) => [l.channel, l.recipient])).toEqual([
      ['email', anna.email],
      ['sms', '+41791234567'],
    ]);
    const annaToken = links[0]!.token!;
    expect(links[1]!.token).toBe(annaToken);

    // Her page sees the offer; the link shows the held slot.
    const mine = (await t.call('waitingListMine', { as: anna })).json();
    expect(mine[0]).toMatchObject({ status: 'notified', offer: { token: annaToken, date: slot.date, time: '10:00' } });
    expect((await viewOffer(annaToken)).json().data).toMatchObject({ state: 'open', firstName: 'Anna', date: slot.date, time: '10:00' });

    // Nobody else can take it meanwhile: not the grid, not a guest, not a registered booking, not the waiting list again.
    expect(await freeAt('10:00')).toBe(false);
    const guest = await t.call('guestBooking', { body: guestBody(slot) });
    expect(guest.statusCode).toBe(409);
    const registered = await t.call('bookAppointment', { body: bookingBody(slot), as: carla });
    expect(registered.statusCode).toBe(409);
    await offerFreedSlot(t.ctx, { barberId: slot.barber.id, startsAt: held.startsAt, endsAt: held.endsAt });
    expect((await entry(brunoEntry._id)).status).toBe('pending');

    // Not taken within 30 minutes: the hold passes to Bruno.
    t.clock.advance(THIRTY_MIN - 1000);
    expect(await lapseOverdueOffers(t.ctx)).toBe(0);
    t.clock.advance(2000);
    expect(await lapseOverdueOffers(t.ctx)).toBe(1);
    await t.ctx.jobs.runDue();
    expect((await appointment(held.id)).status).toBe('cancelled');
    expect((await entry(annaEntry._id)).status).toBe('pending');
    expect((await entry(brunoEntry._id)).status).toBe('notified');
    const annaLate = await bookOffer(annaToken);
    expect(annaLate.statusCode).toBe(410);
    expect(annaLate.json().message).toBe("L'offerta è scaduta: l'orario non è più riservato per te.");
    expect((await viewOffer(annaToken)).json().data.state).toBe('expired');

    // Bruno books it with one tap (no login needed: the link is the permission).
    const brunoLinks = (await offerLinks()).filter((l) => l.recipient === bruno.email);
    expect(brunoLinks).toHaveLength(1);
    const res = await bookOffer(brunoLinks[0]!.token!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Prenotazione effettuata con successo!', data: { state: 'booked', time: '10:00' } });
    const brunoEntryRow = await entry(brunoEntry._id);
    expect(brunoEntryRow.status).toBe('booked');
    expect((await appointment(brunoEntryRow.bookedAppointmentId!)).status).toBe('confirmed');
    const brunosAppointments = (await t.call('myAppointments', { as: bruno })).json();
    expect(brunosAppointments.map((a: { status: string; time: string }) => [a.status, a.time])).toContainEqual(['confirmed', '10:00']);
    const confirmation = await queryRows<{ recipient: string }>(t.ctx.db, sql`select recipient from outbound_messages where kind = 'booking-confirmation' and recipient = ${bruno.email}`);
    expect(confirmation).toHaveLength(1);

    // A second tap answers the same, books nothing more; the lapse job leaves a booked offer alone.
    const again = await bookOffer(brunoLinks[0]!.token!);
    expect(again.statusCode).toBe(200);
    t.clock.advance(THIRTY_MIN * 2);
    await lapseOverdueOffers(t.ctx);
    expect((await entry(brunoEntry._id)).status).toBe('booked');
    expect((await appointment(brunoEntryRow.bookedAppointmentId!)).status).toBe('confirmed');
  });

  it('at the end of the list the slot is free for everyone again', async () => {
    const anna = await customer('Anna');
    const carla = await customer('Carla');
    await join(anna);
    await bookAndCancel(carla);
    expect(await freeAt('10:00')).toBe(false);
    t.clock.advance(THIRTY_MIN + 1000);
    const slots = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    await lapseOverdueOffers(t.ctx);
    // Open booking grids of that day refresh: the time is bookable again.
    expect(slots).toHaveBeenCalledWith({ barberId: slot.barber.id, dates: [slot.date] });
    await t.ctx.jobs.runDue();
    expect(await freeAt('10:00')).toBe(true);
    expect(await offerLinks()).toHaveLength(1);
  });

  it('only entries that fit get the slot: barber, service length, day and time slot', async () => {
    const other = await customer('Other');
    const carla = await customer('Carla');
    const wrongDay = await join(other, { preferredDays: ['thursday'] });
    const wrongTime = await join(other, { preferredTimeSlots: ['afternoon'] });
    const fits = await join(other, { preferredDays: [], preferredTimeSlots: [] });
    await bookAndCancel(carla);
    expect((await entry(wrongDay._id)).status).toBe('pending');
    expect((await entry(wrongTime._id)).status).toBe('pending');
    expect((await entry(fits._id)).status).toBe('notified');
  });

  it('several slots freed at once: one holder per slot, never two slots for one entry', async () => {
    const { carla, a, b } = await twoWaiting();
    const first = await book(carla, '10:00');
    const second = await book(carla, '10:30');
    await cancel(carla, first._id);
    await cancel(carla, second._id);
    await t.ctx.jobs.runDue();
    const offers = [...(await offersOf(a._id)), ...(await offersOf(b._id))];
    expect(offers).toHaveLength(2);
    expect(new Set(offers.map((o) => o.startsAt.toISOString())).size).toBe(2);
    expect((await entry(a._id)).status).toBe('notified');
    expect((await entry(b._id)).status).toBe('notified');
  });

  it('two workers (two app instances on one database) on the same freed slot: exactly one holder', async () => {
    const second: BuiltApp = await buildApp({ config: t.ctx.config, database: t.database, now: t.clock.now });
    await second.app.ready();
    try {
      const customers = await Promise.all(['Anna', 'Bruno', 'Dario'].map((n) => customer(n)));
      const entries = [];
      for (const c of customers) entries.push(await join(c));
      const carla = await customer('Carla');
      const booked = await book(carla);
      const row = await appointment(booked._id);
      await cancel(carla, booked._id);
      const freed = { barberId: row.barberId, startsAt: row.startsAt, endsAt: row.endsAt };
      // Both instances run the queued job and the matcher itself, at the same time.
      await Promise.all([t.ctx.jobs.runDue(), second.ctx.jobs.runDue(), offerFreedSlot(t.ctx, freed), offerFreedSlot(second.ctx, freed)]);
      const open = await t.ctx.db.select().from(waitingListOffers).where(eq(waitingListOffers.status, 'open'));
      expect(open).toHaveLength(1);
      expect(open[0]!.entryId).toBe(entries[0]!._id);
      const active = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from appointments where status in ('pending', 'confirmed') and barber_id = ${slot.barber.id}`);
      expect(active[0]!.n).toBe(1);
      // Both lapse jobs at once: the hold passes on once, to the next entry only.
      t.clock.advance(THIRTY_MIN + 1000);
      await Promise.all([lapseOverdueOffers(t.ctx), lapseOverdueOffers(second.ctx)]);
      await Promise.all([t.ctx.jobs.runDue(), second.ctx.jobs.runDue()]);
      const next = await t.ctx.db.select().from(waitingListOffers).where(eq(waitingListOffers.status, 'open'));
      expect(next.map((o) => o.entryId)).toEqual([entries[1]!._id]);
    } finally {
      await second.app.close();
    }
  });

  it('the link races the lapse job: exactly one of them wins', async () => {
    const { carla, a, b } = await twoWaiting();
    await bookAndCancel(carla);
    const token = (await offerLinks())[0]!.token!;
    t.clock.advance(THIRTY_MIN - 1);
    const [tap] = await Promise.all([bookOffer(token), lapseOverdueOffers(t.ctx)]);
    expect(tap.statusCode).toBe(200);
    await t.ctx.jobs.runDue();
    expect((await entry(a._id)).status).toBe('booked');
    expect((await entry(b._id)).status).toBe('pending');
  });

  it('removing a notified entry releases its hold to the next entry', async () => {
    const { anna, carla, a, b } = await twoWaiting();
    await bookAndCancel(carla);
    const token = (await offerLinks())[0]!.token!;
    const held = (await offersOf(a._id))[0]!;
    expect((await t.call('waitingListDelete', { params: { id: a._id }, as: anna })).statusCode).toBe(200);
    expect((await appointment(held.appointmentId!)).status).toBe('cancelled');
    await t.ctx.jobs.runDue();
    expect((await entry(b._id)).status).toBe('notified');
    expect((await bookOffer(token)).statusCode).toBe(404);
  });

  it('a held appointment cancelled elsewhere withdraws its offer; the entry waits again', async () => {
    const anna = await customer('Anna');
    const carla = await customer('Carla');
    const a = await join(anna);
    await bookAndCancel(carla);
    const offer = (await offersOf(a._id))[0]!;
    const token = (await offerLinks())[0]!.token!;
    // The admin cancels the held appointment from the calendar.
    const res = await t.callRaw('staffAppointmentStatusPatch', {
      params: { id: offer.appointmentId },
      body: { status: 'cancelled' },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.jobs.runDue();
    expect((await offersOf(a._id))[0]!.status).toBe('withdrawn');
    expect((await entry(a._id)).status).toBe('pending');
    const tap = await bookOffer(token);
    expect(tap.statusCode).toBe(409);
    expect((await viewOffer(token)).json().data.state).toBe('taken');
  });

  it('every way a slot frees reaches the waiting list: staff cancel, a move, a deleted absence', async () => {
    const anna = await customer('Anna');
    const carla = await customer('Carla');
    const a = await join(anna, { preferredTimeSlots: ['morning', 'afternoon'] });

    // The owner moves Carla's 10:00 to 15:00: 10:00 is offered.
    const booked = await book(carla);
    const moved = await t.call('adminMoveAppointment', {
      params: { id: booked._id },
      body: { barberId: slot.barber.id, date: slot.date, time: '15:00' },
      as: admin,
    });
    expect(moved.statusCode).toBe(200);
    await t.ctx.jobs.runDue();
    expect((await offersOf(a._id)).map((o) => o.status)).toEqual(['open']);
    await t.call('waitingListDelete', { params: { id: a._id }, as: anna });
    await t.ctx.jobs.runDue();

    // The barber's staff cancellation frees 15:00.
    const b = await join(anna, { preferredTimeSlots: ['afternoon'] });
    const staffCancel = await t.call('staffAppointmentStatusPatch', {
      params: { id: booked._id },
      body: { status: 'cancelled' },
      as: admin,
    });
    expect(staffCancel.statusCode).toBe(200);
    await t.ctx.jobs.runDue();
    const bOffers = await offersOf(b._id);
    expect(bOffers).toHaveLength(1);
    expect(bOffers[0]!.startsAt.toISOString()).toBe('2026-06-03T13:00:00.000Z');
    await t.call('waitingListDelete', { params: { id: b._id }, as: anna });
    await t.ctx.jobs.runDue();

    // A deleted absence frees its time.
    await makeAbsence(t, { barberId: slot.barber.id, date: '2026-06-04', startTime: '09:00', endTime: '12:00' });
    const c = await join(anna, { preferredDays: ['thursday'], preferredTimeSlots: ['morning'] });
    const absences = await t.call('temporaryAbsences', { query: { date: '2026-06-04' }, as: admin });
    const absenceId = absences.json().data?.[0]?._id ?? absences.json()[0]?._id;
    expect(absenceId).toBeTruthy();
    const deleted = await t.call('deleteAbsence', { params: { id: absenceId }, as: admin });
    expect(deleted.statusCode).toBe(200);
    await t.ctx.jobs.runDue();
    const cOffers = await offersOf(c._id);
    expect(cOffers).toHaveLength(1);
    expect(cOffers[0]!.startsAt.toISOString()).toBe('2026-06-04T07:00:00.000Z');
  });

  it('an expired payment hold frees its slot to the waiting list', async () => {
    const anna = await customer('Anna');
    const a = await join(anna);
    const intent = await createIntent(t, intentBody(slot, {}, { time: '10:00' }));
    expect(intent.statusCode).toBe(201);
    await t.ctx.jobs.runDue();
    expect((await entry(a._id)).status).toBe('pending');
    t.clock.advance(HOLD_MS + 1000);
    expect(await expireOverduePayments(t.ctx)).toBe(1);
    await t.ctx.jobs.runDue();
    expect((await entry(a._id)).status).toBe('notified');
    expect((await offersOf(a._id))[0]!.startsAt.toISOString()).toBe('2026-06-03T08:00:00.000Z');
  });

  it('entries expire after 30 days, or when none of their days is left', async () => {
    const anna = await customer('Anna');
    t.clock.set(MONDAY_MORNING);
    const any = await join(anna, { preferredDays: [] });
    const mondays = await join(anna, { preferredDays: ['monday'] });
    // Tuesday 30 June: no Monday left before 1 July.
    t.clock.set('2026-06-30T08:00:00Z');
    expect(await expireEntries(t.ctx)).toBe(1);
    expect((await entry(mondays._id)).status).toBe('expired');
    expect((await entry(any._id)).status).toBe('pending');
    t.clock.set('2026-07-01T06:01:00Z');
    expect(await expireEntries(t.ctx)).toBe(1);
    expect((await entry(any._id)).status).toBe('expired');
    // Finished requests are kept 90 days, then deleted with their notes.
    t.clock.set('2026-09-28T08:01:00Z');
    expect(await purgeFinishedEntries(t.ctx)).toBe(1);
    t.clock.set('2026-09-29T06:02:00Z');
    expect(await purgeFinishedEntries(t.ctx)).toBe(1);
    expect(await t.ctx.db.select().from(waitingListEntries)).toEqual([]);
  });
});
