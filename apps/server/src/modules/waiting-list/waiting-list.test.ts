import { describe, expect, it } from 'vitest';
import { makeBarber, makeService, type FreeSlot } from '../../../test/helpers/booking';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeUsers, type TestUser } from '../../../test/helpers/factories';
import type { TestApp } from '../../../test/helpers/test-app';

/**
 * The waiting-list calls (001 and 002 section 7): each role, and ownership (another customer can neither see nor
 * delete someone's entry). The offer chain has its own file (offer-chain.test.ts).
 */
let t: TestApp;
let slot: FreeSlot;
let anna: TestUser;
let bruno: TestUser;
let admin: TestUser;
let barberUser: TestUser;
withFreeSlot(async (app, free) => {
  [t, slot] = [app, free];
  [anna, bruno, admin, barberUser] = await makeUsers(
    app,
    { firstName: 'Anna', lastName: 'Neri', phone: '079 123 45 67' },
    { firstName: 'Bruno', lastName: 'Galli' },
    { role: 'admin' },
    { role: 'barber' },
  );
});

const create = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.call('waitingListCreate', { body: payload, headers: user?.auth ?? {} });

const specBody = (overrides: Record<string, unknown> = {}) => ({
  preferredBarber: slot.barber.id,
  service: slot.service.name,
  preferredDays: ['monday', 'wednesday'],
  preferredTimeSlots: ['morning'],
  notes: 'Se possibile prima delle 11',
  ...overrides,
});

describe('POST /waiting-list', () => {
  it("adds the caller's request with the spec's payload (service by name) and answers the entry", async () => {
    const res = await create(anna, specBody());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: "Richiesta aggiunta con successo alla lista d'attesa",
      data: {
        service: slot.service.name,
        serviceId: slot.service.id,
        status: 'pending',
        preferredDays: ['monday', 'wednesday'],
        preferredTimeSlots: ['morning'],
        preferredBarber: { _id: slot.barber.id, firstName: slot.barber.firstName, lastName: slot.barber.lastName },
        notes: 'Se possibile prima delle 11',
        offer: null,
      },
    });
    // 30 days from the request, on the app's clock.
    expect(new Date(body.data.expiryDate).getTime() - new Date(body.data.requestDate).getTime()).toBe(30 * 86_400_000);
    expect(body.data.requestDate).toBe(t.clock.now().toISOString());
  });

  it('takes a service id and any barber (no preferredBarber, or "any")', async () => {
    const any = await create(bruno, { serviceId: slot.service.id, preferredBarber: 'any' });
    expect(any.statusCode).toBe(201);
    expect(any.json().data).toMatchObject({ preferredBarber: null, preferredDays: [], preferredTimeSlots: [] });
    const none = await create(bruno, { service: slot.service.name });
    expect(none.statusCode).toBe(201);
  });

  it('needs a login', async () => {
    expect((await create(null, specBody())).statusCode).toBe(401);
  });

  it('refuses a service the barber does not offer, an unknown barber and bad input, in Italian', async () => {
    const other = await makeService(t, { name: 'Rasatura Esclusiva' });
    const notOffered = await create(anna, specBody({ service: other.name }));
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json().message).toBe('Servizio non trovato');
    const unknownBarber = await create(anna, specBody({ preferredBarber: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownBarber.statusCode).toBe(404);
    const bad = await create(anna, specBody({ preferredDays: ['funday'], preferredTimeSlots: ['night'] }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toMatch(/Giorn|Fasc/);
    const noService = await create(anna, { preferredBarber: slot.barber.id });
    expect(noService.statusCode).toBe(400);
    expect(noService.json().errors).toEqual(expect.arrayContaining([{ field: 'service', message: 'Seleziona un servizio' }]));
  });

  it('a barber who offers the service of another barber is found by the "any barber" request', async () => {
    const beard = await makeService(t, { name: 'Barba Completa' });
    await makeBarber(t, { firstName: 'Luca', services: [beard] });
    const res = await create(anna, { service: 'barba completa' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.service).toBe('Barba Completa');
  });
});

describe('GET /waiting-list/my-entries', () => {
  it('answers only the caller’s own entries, newest first', async () => {
    const annas = (await t.call('waitingListMine', { as: anna })).json();
    const brunos = (await t.call('waitingListMine', { as: bruno })).json();
    expect(annas.length).toBeGreaterThanOrEqual(2);
    expect(brunos).toHaveLength(2);
    const annaIds = new Set(annas.map((e: { _id: string }) => e._id));
    expect(brunos.some((e: { _id: string }) => annaIds.has(e._id))).toBe(false);
    const dates = annas.map((e: { requestDate: string }) => e.requestDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('needs a login', async () => {
    expect((await t.call('waitingListMine')).statusCode).toBe(401);
  });
});

describe('DELETE /waiting-list/:id', () => {
  it("another customer gets 403 with the spec's text and the entry stays; the admin is not the owner either", async () => {
    const entry = (await create(anna, specBody())).json().data;
    const byBruno = await t.call('waitingListDelete', { params: { id: entry._id }, as: bruno });
    expect(byBruno.statusCode).toBe(403);
    expect(byBruno.json().message).toBe('Non hai i permessi per eliminare questa richiesta');
    const byAdmin = await t.call('waitingListDelete', { params: { id: entry._id }, as: admin });
    expect(byAdmin.statusCode).toBe(403);
    const mine = (await t.call('waitingListMine', { as: anna })).json();
    expect(mine.map((e: { _id: string }) => e._id)).toContain(entry._id);
  });

  it("removes the owner's entry with the spec's message; then 404 'Richiesta non trovata'", async () => {
    const entry = (await create(anna, specBody())).json().data;
    const res = await t.call('waitingListDelete', { params: { id: entry._id }, as: anna });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Richiesta rimossa con successo' });
    const again = await t.call('waitingListDelete', { params: { id: entry._id }, as: anna });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Richiesta non trovata');
  });

  it('a malformed id is 400, a guest 401', async () => {
    expect((await t.call('waitingListDelete', { params: { id: 'abc' }, as: anna })).statusCode).toBe(400);
    expect((await t.call('waitingListDelete', { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(401);
  });
});

describe('GET /waiting-list/all', () => {
  it("answers every entry with the client's contact to the admin, oldest first", async () => {
    const res = await t.call('waitingListAll', { as: admin });
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.find((e: { client: { firstName: string } }) => e.client.firstName === 'Anna')).toMatchObject({
      client: { firstName: 'Anna', lastName: 'Neri', email: anna.email, phone: '079 123 45 67' },
      expiryDate: expect.any(String),
    });
    const dates = all.map((e: { requestDate: string }) => e.requestDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it('filters by status and by barber', async () => {
    const byBarber = (await t.call('waitingListAll', { query: { barberId: slot.barber.id }, as: admin })).json();
    expect(byBarber.length).toBeGreaterThan(0);
    expect(byBarber.every((e: { preferredBarber: { _id: string } | null }) => e.preferredBarber?._id === slot.barber.id)).toBe(true);
    const booked = (await t.call('waitingListAll', { query: { status: 'booked' }, as: admin })).json();
    expect(booked).toEqual([]);
    const pending = (await t.call('waitingListAll', { query: { status: 'pending' }, as: admin })).json();
    expect(pending.length).toBeGreaterThan(0);
    const bad = await t.callRaw('waitingListAll', { query: { status: 'lost' }, as: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('is the admin’s only: clients and barbers 403, guests 401', async () => {
    expect((await t.call('waitingListAll', { as: anna })).statusCode).toBe(403);
    expect((await t.call('waitingListAll', { as: barberUser })).statusCode).toBe(403);
    expect((await t.call('waitingListAll')).statusCode).toBe(401);
  });
});

describe('the offer link', () => {
  it('a forged or malformed token is 404 for viewing and booking', async () => {
    for (const token of ['abc', 'A'.repeat(44)]) {
      const view = await t.call('waitingListOffer', { params: { token } });
      expect(view.statusCode).toBe(404);
      expect(view.json().code).toBe('WAITING_OFFER_NOT_FOUND');
      const book = await t.call('waitingListOfferBook', { params: { token } });
      expect(book.statusCode).toBe(404);
    }
  });
});
