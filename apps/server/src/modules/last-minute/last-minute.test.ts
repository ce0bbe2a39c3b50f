import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { appointments, lastMinuteFills, lastMinuteOffers, users } from '../../db/schema';
import { givenShopWithFreeSlot, makeBarber, type FreeSlot } from '../../../test/helpers/booking';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { lapseOverdueOffers } from '../waiting-list/offer-service';
import { offerFreedTime } from './fill-service';

/**
 * Last-minute fill (issue 29 item 3, ADR 0069) through the real server with the controllable clock: Monday
 * 08:00, a 30-minute service, a cancellation at 11:00 (three hours ahead). Runs on PGlite and, through
 * scripts/with-postgres.sh, on PostgreSQL (the concurrent taps then really overlap).
 */
let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;
const DAY = 86_400_000;
const MONDAY = '2026-06-01';

beforeEach(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin' });
  return () => t.close();
});

const setFill = async (enabled: boolean) =>
  expect((await t.call('lastMinuteSettingsUpdate', { body: { enabled }, as: admin })).statusCode).toBe(200);

/** A customer with completed visits this many days ago (with another barber, so their history never overlaps). */
async function regular(firstName: string, daysAgo: number[]) {
  const user = await makeUser(t, { firstName, lastName: 'Test', phone: '+41795551234' });
  const other = await makeBarber(t, { services: [slot.service] });
  const now = t.clock.now().getTime();
  await t.ctx.db.insert(appointments).values(
    daysAgo.map((days) => ({
      barberId: other.id,
      serviceId: slot.service.id,
      serviceName: slot.service.name,
      durationMinutes: 30,
      priceRappen: 3000,
      startsAt: new Date(now - days * DAY),
      endsAt: new Date(now - days * DAY + 30 * 60_000),
      status: 'completed' as const,
      bookingKind: 'online' as const,
      clientUserId: user.id,
      createdAt: new Date(now - (days + 1) * DAY),
    })),
  );
  return user;
}

/** Someone books Monday 11:00 and the shop cancels it: the freed time's job runs (and the fill's after it). */
async function cancellationAt(time = '11:00', date = MONDAY) {
  const booker = await makeUser(t, { firstName: 'Gino' });
  const booked = await t.call('bookAppointment', { body: { barberId: slot.barber.id, serviceId: slot.service.id, date, time }, as: booker });
  expect(booked.statusCode).toBe(201);
  const id = (booked.json().data as { _id: string })._id;
  const cancelled = await t.call('staffAppointmentStatus', { params: { id }, body: { status: 'cancelled' }, as: admin });
  expect(cancelled.statusCode).toBe(200);
  await t.ctx.jobs.runDue();
}

/** The fill's messages so far: recipient, channel and the one-tap token in them. */
async function offers() {
  const rows = await queryRows<{ recipient: string; channel: string; body_text: string }>(
    t.ctx.db,
    sql`select recipient, channel, body_text from outbound_messages where kind = 'last-minute-offer' order by recipient, channel`,
  );
  return rows.map((r) => ({ to: r.recipient, channel: r.channel, token: r.body_text.match(/\/ultimo-minuto\/([A-Za-z0-9_-]{32})(?!\/)/)?.[1], text: r.body_text }));
}

const tokenOf = async (user: TestUser) => (await offers()).find((o) => o.to === user.email && o.channel === 'email')!.token!;

describe('who is offered a freed time', () => {
  it('a cancellation 3 hours ahead with an empty waiting list reaches the due regular, not the one who came last week, nor one over the weekly limit, nor one who said no', async () => {
    await setFill(true);
    const due = await regular('Anna', [95, 65, 35]);
    const lastWeek = await regular('Carla', [67, 37, 7]);
    const overLimit = await regular('Dario', [95, 65, 35]);
    const saidNo = await regular('Elena', [95, 65, 35]);
    const unsubscribed = await regular('Fabio', [95, 65, 35]);
    // Dario had an offer two days ago (the limit is one a week).
    const [old] = await t.ctx.db
      .insert(lastMinuteFills)
      .values({ barberId: slot.barber.id, startsAt: new Date('2026-05-30T08:00:00Z'), endsAt: new Date('2026-05-30T08:30:00Z'), createdAt: new Date(t.clock.now().getTime() - 2 * DAY) })
      .returning();
    await t.ctx.db.insert(lastMinuteOffers).values({
      fillId: old!.id, userId: overLimit.id, serviceId: slot.service.id, token: 'x'.repeat(32),
      startsAt: old!.startsAt, endsAt: old!.endsAt, sentAt: old!.createdAt,
    });
    // Elena turned the offers off in her profile; Fabio's address unsubscribed from optional messages.
    expect((await t.call('lastMinuteChoiceUpdate', { body: { enabled: false }, as: saidNo })).json().data).toEqual({ enabled: false });
    await t.ctx.db.execute(sql`insert into email_unsubscribes (email, unsubscribed_at) values (${unsubscribed.email}, now())`);

    await cancellationAt('11:00');

    const sent = await offers();
    expect(sent.map((o) => `${o.to}:${o.channel}`).sort()).toEqual(['+41795551234:sms', `${due.email}:email`]);
    const email = sent.find((o) => o.channel === 'email')!;
    expect(email.text).toContain('Ciao Anna');
    expect(email.text).toContain('alle 11:00');
    expect(email.text).toMatch(/\/ultimo-minuto\/[A-Za-z0-9_-]{32}\/stop/);
    expect(sent.find((o) => o.channel === 'sms')!.text).toMatch(/Stop offerte: \S+\/stop/);
    for (const user of [lastWeek, overLimit, saidNo, unsubscribed]) expect(sent.some((o) => o.to === user.email)).toBe(false);
  });

  it("speaks each customer's language (ADR 0071): the account's, else the last visit's booking's; Italian unchanged", async () => {
    await setFill(true);
    const hans = await regular('Hans', [95, 65, 35]);
    await t.ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, hans.id));
    // An account from before the languages (Italian) whose last visit was booked from a French page.
    const julie = await regular('Julie', [96, 66, 36]);
    await t.ctx.db.execute(sql`update appointments set language = 'fr' where client_user_id = ${julie.id}::uuid
      and starts_at = (select max(starts_at) from appointments where client_user_id = ${julie.id}::uuid)`);
    const anna = await regular('Anna', [97, 67, 37]);
    await cancellationAt('11:00');
    const sent = await queryRows<{ recipient: string; subject: string; body_text: string; body_html: string }>(
      t.ctx.db,
      sql`select recipient, subject, body_text, body_html from outbound_messages where kind = 'last-minute-offer' and channel = 'email'`,
    );
    const to = (user: TestUser) => sent.find((m) => m.recipient === user.email)!;
    expect(to(hans).subject).toBe('Ein Termin ist frei geworden: Montag, 1. Juni 2026 um 11:00');
    expect(to(hans).body_text).toContain('Guten Tag Hans,');
    expect(to(hans).body_text).toContain('Sie möchten keine Last-Minute-Angebote mehr erhalten?');
    expect(to(hans).body_html).toContain('<html lang="de">');
    expect(to(julie).subject).toBe('Un rendez-vous s’est libéré : lundi, 1 juin 2026 à 11:00');
    expect(to(anna).subject).toBe('Si è liberato un posto: lunedì, 1 giugno 2026 alle 11:00');
    const sms = await queryRows<{ body_text: string }>(
      t.ctx.db,
      sql`select body_text from outbound_messages where kind = 'last-minute-offer' and channel = 'sms'`,
    );
    expect(sms.some((m) => /Ein Termin ist frei geworden: Montag, 1\. Juni 2026 um 11:00/.test(m.body_text))).toBe(true);
  });

  it('nothing while the owner has the fill off, nor for a time more than 24 hours ahead', async () => {
    await regular('Anna', [95, 65, 35]);
    await cancellationAt('11:00');
    expect(await offers()).toEqual([]);
    await setFill(true);
    await cancellationAt('10:00', '2026-06-03');
    expect(await offers()).toEqual([]);
  });

  it('the same freed time handled twice at once (two instances, a retried job): one offer each, sent once', async () => {
    const anna = await regular('Anna', [95, 65, 35]);
    await cancellationAt('11:00');
    await setFill(true);
    const freed = { barberId: slot.barber.id, startsAt: new Date('2026-06-01T09:00:00Z'), endsAt: new Date('2026-06-01T09:30:00Z') };
    const told = await Promise.all([offerFreedTime(t.ctx, freed), offerFreedTime(t.ctx, freed)]);
    expect(told.sort()).toEqual([0, 1]);
    expect((await offers()).map((o) => `${o.to}:${o.channel}`).sort()).toEqual(['+41795551234:sms', `${anna.email}:email`]);
  });

  it("the waiting list comes first: the fill starts once the list's offer has lapsed", async () => {
    await setFill(true);
    const anna = await regular('Anna', [95, 65, 35]);
    const waiting = await makeUser(t, { firstName: 'Wanda' });
    const joined = await t.call('waitingListCreate', {
      body: { preferredBarber: slot.barber.id, serviceId: slot.service.id, preferredDays: ['monday'], preferredTimeSlots: ['morning'] },
      as: waiting,
    });
    expect(joined.statusCode).toBe(201);
    await cancellationAt('11:00');
    expect(await offers()).toEqual([]);
    // Wanda lets her 30 minutes pass: the time passes on, and nobody else on the list wants it.
    t.clock.advance(31 * 60_000);
    expect(await lapseOverdueOffers(t.ctx)).toBe(1);
    await t.ctx.jobs.runDue();
    expect((await offers()).filter((o) => o.channel === 'email').map((o) => o.to)).toEqual([anna.email]);
  });
});

describe('the one-tap link', () => {
  it('the first tap books the time; the second sees già prenotato with other times; the first again is the same answer', async () => {
    await setFill(true);
    const anna = await regular('Anna', [95, 65, 35]);
    const bruno = await regular('Bruno', [100, 70, 40]);
    await cancellationAt('11:00');
    const [annaToken, brunoToken] = [await tokenOf(anna), await tokenOf(bruno)];

    const view = await t.call('lastMinuteOffer', { params: { token: brunoToken } });
    expect(view.json().data).toMatchObject({ state: 'open', firstName: 'Bruno', date: MONDAY, time: '11:00', price: 30, subscribed: true });

    const first = await t.call('lastMinuteOfferBook', { params: { token: annaToken } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { state: 'booked' }, message: 'Prenotazione effettuata con successo!' });
    const [booked] = await t.ctx.db.select().from(appointments).where(eq(appointments.clientUserId, anna.id)).orderBy(sql`starts_at desc`).limit(1);
    expect(booked).toMatchObject({ status: 'confirmed', barberId: slot.barber.id, startsAt: new Date('2026-06-01T09:00:00Z') });

    const second = await t.call('lastMinuteOfferBook', { params: { token: brunoToken } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'LAST_MINUTE_TAKEN', message: 'Già prenotato: qualcuno ha preso questo orario prima di te.' });
    const taken = (await t.call('lastMinuteOffer', { params: { token: brunoToken } })).json().data;
    expect(taken.state).toBe('taken');
    expect(taken.alternatives.length).toBeGreaterThan(0);
    expect(taken.alternatives).not.toContainEqual({ date: MONDAY, time: '11:00' });

    expect((await t.call('lastMinuteOfferBook', { params: { token: annaToken } })).json().data.state).toBe('booked');
    const confirmations = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from outbound_messages where recipient = ${anna.email} and kind <> 'last-minute-offer'`,
    );
    expect(confirmations[0]!.n).toBe(1);
  });

  it('two taps at once: one books, the other is già prenotato', async () => {
    await setFill(true);
    const anna = await regular('Anna', [95, 65, 35]);
    const bruno = await regular('Bruno', [100, 70, 40]);
    await cancellationAt('11:00');
    const answers = await Promise.all([anna, bruno].map(async (u) => t.call('lastMinuteOfferBook', { params: { token: await tokenOf(u) } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from appointments where barber_id = ${slot.barber.id} and status = 'confirmed'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("a time booked the ordinary way meanwhile is già prenotato too; a begun one has expired; an unknown link is 404", async () => {
    await setFill(true);
    const anna = await regular('Anna', [95, 65, 35]);
    await cancellationAt('11:00');
    const token = await tokenOf(anna);
    const walkIn = await makeUser(t, { firstName: 'Ugo' });
    const direct = await t.call('bookAppointment', { body: { barberId: slot.barber.id, serviceId: slot.service.id, date: MONDAY, time: '11:00' }, as: walkIn });
    expect(direct.statusCode).toBe(201);
    expect((await t.call('lastMinuteOfferBook', { params: { token } })).json().code).toBe('LAST_MINUTE_TAKEN');
    t.clock.advance(3 * 3_600_000);
    expect((await t.call('lastMinuteOffer', { params: { token } })).json().data.state).toBe('expired');
    expect((await t.call('lastMinuteOffer', { params: { token: 'y'.repeat(32) } })).statusCode).toBe(404);
  });

  it("the link's stop turns the offers off; the profile shows it and turns them on again", async () => {
    await setFill(true);
    const anna = await regular('Anna', [95, 65, 35]);
    await cancellationAt('11:00');
    const stop = await t.call('lastMinuteOfferStop', { params: { token: await tokenOf(anna) } });
    expect(stop.json().message).toContain('non riceverai più offerte last-minute');
    expect((await t.call('lastMinuteChoice', { as: anna })).json().data).toEqual({ enabled: false });
    const [row] = await t.ctx.db.select({ on: users.lastMinuteOffers }).from(users).where(eq(users.id, anna.id));
    expect(row!.on).toBe(false);
    // The data export lists the 'no' among the consents (nFADP, ADR 0021).
    const exported = (await t.call('exportMyData', { as: anna })).json() as { consents: { kind: string; granted: boolean }[] };
    expect(exported.consents).toContainEqual(expect.objectContaining({ kind: 'last-minute-offers', granted: false }));
    expect((await t.call('lastMinuteChoiceUpdate', { body: { enabled: true }, as: anna })).json().data).toEqual({ enabled: true });
  });
});

describe('the settings', () => {
  it('off in a new shop; only the owner switches it', async () => {
    expect((await t.call('lastMinuteSettings', { as: admin })).json().data).toEqual({ enabled: false });
    const customer = await makeUser(t);
    expect((await t.call('lastMinuteSettingsUpdate', { body: { enabled: true }, as: customer })).statusCode).toBe(403);
    await setFill(true);
    expect((await t.call('lastMinuteSettings', { as: admin })).json().data).toEqual({ enabled: true });
  });
});
