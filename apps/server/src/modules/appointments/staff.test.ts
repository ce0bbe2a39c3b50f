import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { guestBody, makeBarber, MONDAY_MORNING, WEDNESDAY } from '../../../test/helpers/booking';
import { callers, givenStaff, outbox, type Staff } from '../../../test/helpers/staff';

let t: TestApp;
let s: Staff;
/** One appointment in each barber's diary on Wednesday, booked by guests. */
let onX: string;
let onY: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await givenStaff(t);
  onX = await bookGuest(s.x.barber.id, WEDNESDAY, '10:00');
  onY = await bookGuest(s.y.barber.id, WEDNESDAY, '11:00');
});
beforeEach(() => t.clock.set(MONDAY_MORNING));
afterAll(() => t.close());

async function bookGuest(barberId: string, date: string, time: string): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/appointments/public/appointments/guest',
    payload: guestBody({ ...s.slot, date, time }, { barberId }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}
const statusOf = async (id: string) =>
  (await queryRows<{ status: string; cancellation_reason: string | null }>(
    t.ctx.db,
    sql`select status, cancellation_reason from appointments where id = ${id}::uuid`,
  ))[0]!;
const setStatus = (id: string, payload: object, headers: Record<string, string>, method: 'PUT' | 'PATCH' = 'PUT') =>
  t.inject({ method, url: `/api/appointments/${id}/status`, payload, headers });
const ids = (res: { json(): { data: { _id: string }[] } }) => res.json().data.map((a) => a._id);

describe('GET /appointments/filtered', () => {
  const url = (q: string) => `/api/appointments/filtered?${q}`;
  const week = `startDate=2026-06-01&endDate=2026-06-07`;

  it('role matrix: guest 401, client 403, barber own only (Y asking for X: 403), admin all', async () => {
    const c = callers(s);
    expect((await t.inject({ method: 'GET', url: url(week), headers: c.guest })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: url(week), headers: c.client })).statusCode).toBe(403);

    const x = await t.inject({ method: 'GET', url: url(week), headers: c.barberX });
    expect(x.statusCode).toBe(200);
    expect(ids(x)).toEqual([onX]);
    const yAsksX = await t.inject({ method: 'GET', url: url(`${week}&barberId=${s.x.barber.id}`), headers: c.barberY });
    expect(yAsksX.statusCode).toBe(403);
    const yOwn = await t.inject({ method: 'GET', url: url(`${week}&barberId=${s.y.barber.id}`), headers: c.barberY });
    expect(ids(yOwn)).toEqual([onY]);

    const all = await t.inject({ method: 'GET', url: url(week), headers: c.admin });
    expect(ids(all)).toEqual(expect.arrayContaining([onX, onY]));
    const one = await t.inject({ method: 'GET', url: url(`${week}&barberId=${s.y.barber.id}`), headers: c.admin });
    expect(ids(one)).toEqual([onY]);
    // The calendar's "all barbers" option.
    for (const all of ['', 'all']) {
      const res = await t.inject({ method: 'GET', url: url(`${week}&barberId=${all}`), headers: c.admin });
      expect(ids(res)).toEqual(expect.arrayContaining([onX, onY]));
    }
  });

  it('sorts by start and derives the period from viewType when endDate is left out', async () => {
    const day = await t.inject({ method: 'GET', url: url('startDate=2026-06-03&viewType=day'), headers: s.admin.auth });
    const times = day.json().data.map((a: { date: string; time: string }) => `${a.date} ${a.time}`);
    expect(times).toEqual([...times].sort());
    expect(times.every((x: string) => x.startsWith('2026-06-03'))).toBe(true);
    const month = await t.inject({ method: 'GET', url: url('startDate=2026-06-01&viewType=month'), headers: s.admin.auth });
    expect(ids(month)).toEqual(expect.arrayContaining([onX, onY]));
    const before = await t.inject({ method: 'GET', url: url('startDate=2026-06-04&viewType=week'), headers: s.admin.auth });
    expect(ids(before)).not.toContain(onX);
  });

  it('validates the query in Italian', async () => {
    const bad = await t.inject({ method: 'GET', url: url('startDate=2026-06-01&viewType=year'), headers: s.admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tipo di vista non valido');
    const order = await t.inject({ method: 'GET', url: url('startDate=2026-06-05&endDate=2026-06-01'), headers: s.admin.auth });
    expect(order.json().message).toBe('La data di fine deve essere successiva alla data di inizio');
  });

  it('GET /admin/appointments answers the admin the same list; GET /admin/appointments/date one day', async () => {
    const admin = await t.inject({ method: 'GET', url: `/api/admin/appointments?${week}`, headers: s.admin.auth });
    expect(ids(admin)).toEqual(expect.arrayContaining([onX, onY]));
    expect((await t.inject({ method: 'GET', url: `/api/admin/appointments?${week}`, headers: s.x.user.auth })).statusCode).toBe(403);
    const day = await t.inject({ method: 'GET', url: `/api/admin/appointments/date?date=${WEDNESDAY}`, headers: s.admin.auth });
    expect(ids(day)).toEqual(expect.arrayContaining([onX, onY]));
    const other = await t.inject({ method: 'GET', url: '/api/admin/appointments/date?date=2026-06-04', headers: s.admin.auth });
    expect(ids(other)).not.toContain(onX);
  });
});

describe('GET /barbers/:id/appointments', () => {
  const range = 'start=2026-06-01T00:00:00.000Z&end=2026-06-08T00:00:00.000Z';
  it('answers the barber their own, 403 for another barber, admin anyone', async () => {
    const own = await t.inject({ method: 'GET', url: `/api/barbers/${s.x.barber.id}/appointments?${range}`, headers: s.x.user.auth });
    expect(own.statusCode).toBe(200);
    expect(ids(own)).toEqual([onX]);
    const other = await t.inject({ method: 'GET', url: `/api/barbers/${s.x.barber.id}/appointments?${range}`, headers: s.y.user.auth });
    expect(other.statusCode).toBe(403);
    const admin = await t.inject({ method: 'GET', url: `/api/barbers/${s.y.barber.id}/appointments?${range}`, headers: s.admin.auth });
    expect(ids(admin)).toEqual([onY]);
    expect((await t.inject({ method: 'GET', url: `/api/barbers/${s.y.barber.id}/appointments?${range}`, headers: s.client.auth })).statusCode).toBe(403);
  });

  it('needs ISO timestamps', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/barbers/${s.x.barber.id}/appointments?start=ieri&end=oggi`, headers: s.x.user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Data e ora non valide (formato ISO 8601)');
  });
});

describe('status changes', () => {
  it('barber X completes their own appointment (PUT and PATCH alike)', async () => {
    const id = await bookGuest(s.x.barber.id, WEDNESDAY, '14:00');
    const res = await setStatus(id, { status: 'completed', cancellationReason: 'ignored' }, s.x.user.auth, 'PATCH');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'completed', cancellationReason: null });
  });

  it("barber Y cannot touch X's appointment: 403 and nothing changes", async () => {
    for (const status of ['completed', 'cancelled', 'confirmed']) {
      const res = await setStatus(onX, { status }, s.y.user.auth);
      expect(res.statusCode).toBe(403);
    }
    expect((await statusOf(onX)).status).toBe('confirmed');
    expect((await setStatus(onX, { status: 'cancelled' }, s.client.auth)).statusCode).toBe(403);
    expect((await setStatus(onX, { status: 'cancelled' }, {})).statusCode).toBe(401);
  });

  it('a barber may only complete or cancel, and cancelled is final for barbers', async () => {
    const id = await bookGuest(s.x.barber.id, WEDNESDAY, '15:00');
    const pending = await setStatus(id, { status: 'pending' }, s.x.user.auth);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().code).toBe('STATUS_CHANGE_FORBIDDEN');
    const cancelled = await setStatus(id, { status: 'cancelled' }, s.x.user.auth);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancellato dal barbiere' });
    const again = await setStatus(id, { status: 'completed' }, s.x.user.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STATUS_FINAL', message: 'Gli appuntamenti cancellati non possono più essere modificati.' });
    expect((await statusOf(id)).status).toBe('cancelled');
  });

  it('the admin sets any status; the reason is kept only for cancelled', async () => {
    const id = await bookGuest(s.y.barber.id, WEDNESDAY, '16:00');
    const reason = "Cancellato dall'amministratore";
    const cancel = await setStatus(id, { status: 'cancelled', cancellationReason: reason }, s.admin.auth);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', cancellationReason: reason });
    const back = await setStatus(id, { status: 'pending', cancellationReason: reason }, s.admin.auth);
    expect(back.statusCode).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 'pending', cancellation_reason: null });
    const confirm = await setStatus(id, { status: 'confirmed' }, s.admin.auth);
    expect(confirm.json().data.status).toBe('confirmed');
  });

  it('moving a cancelled appointment back to confirmed re-checks the slot: 409 SLOT_TAKEN when taken meanwhile', async () => {
    const first = await bookGuest(s.y.barber.id, WEDNESDAY, '17:00');
    await setStatus(first, { status: 'cancelled' }, s.admin.auth);
    await bookGuest(s.y.barber.id, WEDNESDAY, '17:00');
    const res = await setStatus(first, { status: 'confirmed' }, s.admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_TAKEN');
    expect((await statusOf(first)).status).toBe('cancelled');
  });

  it('tells open booking pages of the barber-day', async () => {
    const id = await bookGuest(s.x.barber.id, WEDNESDAY, '18:00');
    const spy = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    await setStatus(id, { status: 'cancelled' }, s.x.user.auth);
    expect(spy).toHaveBeenCalledWith({ barberId: s.x.barber.id, dates: [WEDNESDAY] });
    spy.mockRestore();
  });

  it('answers 404 to the admin for an unknown appointment, 403 to a barber', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await setStatus(unknown, { status: 'completed' }, s.admin.auth)).statusCode).toBe(404);
    expect((await setStatus(unknown, { status: 'completed' }, s.x.user.auth)).statusCode).toBe(403);
  });
});

describe('POST /appointments/admin', () => {
  const body = (barberId: string, time: string, extra: object = {}) => ({
    clientNickname: 'Signor Bianchi (telefono)',
    barberId,
    service: 'Taglio + Shampoo',
    date: WEDNESDAY,
    time,
    duration: 999,
    price: 1,
    ...extra,
  });

  it('books through the slot engine: admin kind, nickname, booked by the admin, price from the service, no email', async () => {
    const barber = await makeBarber(t, { services: [s.slot.service] });
    const mails = (await outbox(t, 'booking-confirmation')).length;
    const res = await t.inject({ method: 'POST', url: '/api/appointments/admin', payload: body(barber.id, '09:00'), headers: s.admin.auth });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Prenotazione telefonica creata con successo!',
      data: {
        isAdminBooking: true,
        isGuestBooking: false,
        clientNickname: 'Signor Bianchi (telefono)',
        bookedBy: { firstName: 'Ada', lastName: 'Admin' },
        duration: 30,
        price: 30,
        status: 'confirmed',
        client: null,
      },
    });
    expect((await outbox(t, 'booking-confirmation')).length).toBe(mails);
    const grid = await t.inject({ method: 'GET', url: `/api/appointments/public/available-slots?barberId=${barber.id}&date=${WEDNESDAY}&duration=30` });
    expect(grid.json().data.find((c: { time: string }) => c.time === '09:00').available).toBe(false);
  });

  it('refuses a taken slot with 409 and a time the engine does not offer', async () => {
    const taken = await t.inject({ method: 'POST', url: '/api/appointments/admin', payload: body(s.x.barber.id, '10:00'), headers: s.admin.auth });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_TAKEN');
    const lunch = await t.inject({ method: 'POST', url: '/api/appointments/admin', payload: body(s.x.barber.id, '12:00'), headers: s.admin.auth });
    expect(lunch.statusCode).toBe(409);
    expect(lunch.json().code).toBe('SLOT_UNAVAILABLE');
  });

  it('needs the nickname and is for the admin only', async () => {
    const missing = await t.inject({ method: 'POST', url: '/api/appointments/admin', payload: body(s.x.barber.id, '09:30', { clientNickname: ' ' }), headers: s.admin.auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Il nome del cliente è obbligatorio');
    for (const headers of [s.x.user.auth, s.client.auth]) {
      expect((await t.inject({ method: 'POST', url: '/api/appointments/admin', payload: body(s.x.barber.id, '09:30'), headers })).statusCode).toBe(403);
    }
  });
});
