import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointments, outboundMessages, walkIns } from '../../db/schema';
import { givenShopWithFreeSlot, guestBody, makeBarber, type FreeSlot } from '../../../test/helpers/booking';
import { makeUser, type TestUser } from '../../../test/helpers/factories';
import { withTestApp } from '../../../test/helpers/app-suite';
import type { TestApp } from '../../../test/helpers/test-app';

/**
 * Walk-ins, 'Senza Appuntamento' (issue 29 item 1, ADR 0063), through the real server: joining, the public queue,
 * the staff's calls, and the chair held through the appointments' exclusion constraint.
 */
let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;
let barberUser: TestUser;
let otherBarberUser: TestUser;
let client: TestUser;
withTestApp((app) => (t = app));

// Monday 1 June 2026, 10:00 in Lugano: the barber's day is open and empty.
const TEN = '2026-06-01T08:00:00Z';
const TODAY = '2026-06-01';

beforeAll(async () => {
  barberUser = await makeUser(t, { role: 'barber' });
  otherBarberUser = await makeUser(t, { role: 'barber' });
  slot = await givenShopWithFreeSlot(t, { barber: { userId: barberUser.id, firstName: 'Marco', lastName: 'Bianchi' } });
  await makeBarber(t, { userId: otherBarberUser.id, services: [] });
  admin = await makeUser(t, { role: 'admin' });
  client = await makeUser(t);
});

beforeEach(async () => {
  await t.ctx.db.delete(walkIns);
  await t.ctx.db.delete(appointments);
  t.clock.set(TEN);
  expect((await t.call('walkInSettings', { body: { enabled: true }, as: admin })).statusCode).toBe(200);
});

const join = (firstName: string, overrides: Record<string, unknown> = {}) =>
  t.callRaw('walkInCreate', { body: { firstName, phone: '079 123 45 67', serviceId: slot.service.id, ...overrides } });
const setStatus = (id: string, status: string, as: TestUser | null = barberUser) =>
  t.callRaw('walkInStatus', { params: { id }, body: { status }, ...(as ? { as } : {}) });
const view = async (token: string) => (await t.call('walkInView', { params: { token } })).json().data;

describe('joining the queue', () => {
  it('two walk-ins: positions 1 and 2, the second waits at least as long as the first', async () => {
    const first = await join('Luca');
    const second = await join('Sara');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const a = first.json().data;
    const b = second.json().data;
    expect(a).toMatchObject({ position: 1, estimatedWaitMinutes: 0 });
    expect(b).toMatchObject({ position: 2, estimatedWaitMinutes: 30 });
    expect(b.estimatedWaitMinutes).toBeGreaterThanOrEqual(a.estimatedWaitMinutes);
    expect(a.token).toMatch(/^[\w-]{32}$/);
    expect(await view(b.token)).toMatchObject({ firstName: 'Sara', position: 2, waitMinutes: 30, status: 'waiting' });
  });

  it('the wait counts the bookings of the day', async () => {
    const booked = await t.call('guestBooking', { body: guestBody(slot, { date: TODAY, time: '10:15' }) });
    expect(booked.statusCode).toBe(201);
    // 10:15-10:45 is booked: a 30-minute walk-in at 10:00 cannot fit before it.
    expect((await join('Luca')).json().data).toMatchObject({ position: 1, estimatedWaitMinutes: 45 });
  });

  it('the public queue shows first names and services, never a phone or a surname', async () => {
    await join('Luca');
    await join('Sara', { phone: '+39 333 123 4567' });
    const res = await t.call('walkInQueue');
    expect(res.statusCode).toBe(200);
    const queue = res.json().data;
    expect(queue).toMatchObject({ enabled: true, currentWaitMinutes: 60 });
    expect(queue.entries.map((e: { firstName: string; position: number }) => [e.firstName, e.position])).toEqual([
      ['Luca', 1],
      ['Sara', 2],
    ]);
    const text = res.body;
    for (const secret of ['+41791234567', '079 123', '+393331234567', 'phone', 'lastName', 'Bianchi', 'token']) {
      expect(text).not.toContain(secret);
    }
  });

  it('at the door only while a chair can still serve them today; at the counter the barber decides', async () => {
    t.clock.set('2026-06-01T16:50:00Z'); // 18:50: the barber stops at 19:00.
    const res = await join('Luca');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Oggi non c'è più posto senza appuntamento per questo servizio: prenota un appuntamento");
    const counter = await t.callRaw('walkInCreate', {
      body: { firstName: 'Luca', phone: '079 123 45 67', serviceId: slot.service.id },
      as: barberUser,
    });
    expect(counter.statusCode).toBe(201);
    expect(counter.json().data).toMatchObject({ position: 1, estimatedWaitMinutes: null });
  });

  it('refuses bad input with an Italian 400 naming the field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'firstName'],
      [{ phone: '12' }, 'phone'],
      [{ serviceId: '' }, 'serviceId'],
      [{ serviceId: '00000000-0000-4000-8000-000000000000' }, 'serviceId'],
    ];
    for (const [overrides, field] of cases) {
      const res = await join('Luca', overrides);
      expect(res.statusCode, field).toBe(400);
      const body = res.json();
      expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(body.message).not.toMatch(/invalid|required|expected/i);
    }
    expect(await t.ctx.db.select().from(walkIns)).toHaveLength(0);
  });

  it('is closed until the owner opens it; only the owner can', async () => {
    expect((await t.call('walkInSettings', { body: { enabled: false }, as: barberUser })).statusCode).toBe(403);
    expect((await t.call('walkInSettings', { body: { enabled: false }, as: admin })).statusCode).toBe(200);
    const res = await join('Luca');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La coda senza appuntamento non è attiva oggi');
    expect((await t.call('walkInQueue')).json().data).toMatchObject({ enabled: false, currentWaitMinutes: null });
  });
});

describe('the staff calls', () => {
  it('a stranger or a customer cannot change a status', async () => {
    const { id } = (await join('Luca')).json().data;
    expect((await setStatus(id, 'called', null)).statusCode).toBe(401);
    expect((await setStatus(id, 'called', client)).statusCode).toBe(403);
    // A barber who does not offer the service cannot take them at their chair.
    expect((await setStatus(id, 'in_service', otherBarberUser)).statusCode).toBe(400);
    expect((await view((await t.ctx.db.select().from(walkIns))[0]!.token)).status).toBe('waiting');
  });

  it('refuses a transition the queue does not allow', async () => {
    const { id } = (await join('Luca')).json().data;
    const res = await setStatus(id, 'done');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Non si può passare da «In attesa» a «Fatto»');
    // The same refusal in the caller's language, both statuses named in it (ADR 0072).
    const german = await t.callRaw('walkInStatus', { params: { id }, body: { status: 'done' }, as: barberUser, headers: { 'accept-language': 'de-CH' } });
    expect(german.json()).toMatchObject({ code: 'STATUS_TRANSITION_INVALID', message: 'Von «Wartend» kann nicht zu «Erledigt» gewechselt werden' });
    const french = await t.callRaw('walkInStatus', { params: { id }, body: { status: 'done' }, as: barberUser, cookies: { lang: 'fr' } });
    expect(french.json().message).toBe('Impossible de passer de « En attente » à « Terminé »');
    expect((await setStatus(id, 'no_show')).statusCode).toBe(200);
    expect((await setStatus(id, 'called')).statusCode).toBe(409);
  });

  it("'Chiama il prossimo' sends the 'tocca a te' SMS to the walk-in's phone", async () => {
    const { id } = (await join('Luca')).json().data;
    const res = await setStatus(id, 'called');
    expect(res.json()).toMatchObject({ data: { status: 'called', barber: { firstName: 'Marco' } } });
    const sms = await t.ctx.db.select().from(outboundMessages).where(eq(outboundMessages.kind, 'walk-in-called'));
    expect(sms.map((m) => [m.recipient, m.bodyText.includes('ciao Luca, tocca a te')])).toEqual([['+41791234567', true]]);
  });

  it("'Fatto' on the first moves the second up, and tells the open pages", async () => {
    const first = (await join('Luca')).json().data;
    const second = (await join('Sara')).json().data;
    const live = vi.spyOn(t.ctx.realtime, 'walkInsChanged');
    expect((await setStatus(first.id, 'in_service')).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await setStatus(first.id, 'done')).statusCode).toBe(200);
    expect(await view(second.token)).toMatchObject({ position: 1, waitMinutes: 0 });
    expect(await view(first.token)).toMatchObject({ status: 'done', position: null });
    expect(live).toHaveBeenCalledTimes(2);
  });
});

describe("the chair held like an appointment's time", () => {
  const slotsToday = async () =>
    (await t.call('publicAvailableSlots', { query: { barberId: slot.barber.id, date: TODAY, duration: 30 } }))
      .json()
      .filter((s: { available: boolean }) => s.available)
      .map((s: { time: string }) => s.time);

  it('a walk-in started now blocks the barber until done, and a booking cannot land on it', async () => {
    const { id } = (await join('Luca')).json().data;
    expect((await setStatus(id, 'in_service')).statusCode).toBe(200);
    const [held] = await t.ctx.db.select().from(appointments);
    expect(held).toMatchObject({ bookingKind: 'walk_in', status: 'confirmed', barberId: slot.barber.id, guestFirstName: 'Luca' });
    expect((await slotsToday())[0]).toBe('10:30');
    const booking = await t.call('guestBooking', { body: guestBody(slot, { date: TODAY, time: '10:15' }) });
    expect(booking.statusCode).toBe(409);
    // Even written straight to the database, the exclusion constraint refuses a booking over it.
    await expect(
      t.ctx.db.insert(appointments).values({ ...held!, id: undefined, bookingKind: 'admin', startsAt: new Date('2026-06-01T08:15:00Z') }),
    ).rejects.toThrow();

    // Done after 10 minutes: the rest of the time is free again.
    t.clock.advance(10 * 60_000);
    expect((await setStatus(id, 'done')).statusCode).toBe(200);
    expect((await slotsToday())[0]).toBe('10:15');
  });

  it('a walk-in cannot start over a booking', async () => {
    expect((await t.call('guestBooking', { body: guestBody(slot, { date: TODAY, time: '10:15' }) })).statusCode).toBe(201);
    const { id } = (await join('Luca')).json().data;
    const res = await setStatus(id, 'in_service');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Il barbiere ha un appuntamento in questo momento: il servizio non può iniziare ora');
    expect((await view((await t.ctx.db.select().from(walkIns))[0]!.token)).status).toBe('waiting');
  });
});
