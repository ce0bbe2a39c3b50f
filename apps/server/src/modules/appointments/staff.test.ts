import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import * as repo from './repo';
import type { TestApp } from '../../../test/helpers/test-app';
import { guestBody, makeBarber, makeService, MONDAY_MORNING, WEDNESDAY } from '../../../test/helpers/booking';
import { callers, outbox, type Staff } from '../../../test/helpers/staff';
import { bookGuest as bookStaffGuest, withStaff } from '../../../test/helpers/staff-suite';

let t: TestApp;
let s: Staff;
/** One appointment in each barber's diary on Wednesday, booked by guests. */
let onX: string;
let onY: string;
withStaff(
  async (app, staff) => {
    [t, s] = [app, staff];
    onX = await bookGuest(s.x.barber.id, WEDNESDAY, '10:00');
    onY = await bookGuest(s.y.barber.id, WEDNESDAY, '11:00');
  },
  { everyTestAt: MONDAY_MORNING },
);

const bookGuest = (barberId: string, date: string, time: string) => bookStaffGuest(t, s, barberId, date, time);
/** The booking grid's cells (a bare list, or a list under data). */
const cellsOf = (res: { json(): unknown }) => {
  const body = res.json() as { time: string; available: boolean }[] | { data: { time: string; available: boolean }[] };
  return Array.isArray(body) ? body : body.data;
};
const statusOf = async (id: string) =>
  (await queryRows<{ status: string; cancellation_reason: string | null }>(
    t.ctx.db,
    sql`select status, cancellation_reason from appointments where id = ${id}::uuid`,
  ))[0]!;
const setStatus = (id: string, payload: object, headers: Record<string, string>, method: 'PUT' | 'PATCH' = 'PUT') =>
  t.callRaw(method === 'PUT' ? 'staffAppointmentStatus' : 'staffAppointmentStatusPatch', { params: { id }, body: payload, headers });
type Listed = { _id: string; date: string; time: string; status: string };
/** A staff list's appointments (the lists answer a bare array). */
const listOf = (res: { json(): unknown }): Listed[] => {
  const body = res.json() as Listed[] | { data: Listed[] };
  return Array.isArray(body) ? body : body.data;
};
const ids = (res: { json(): unknown }) => listOf(res).map((a) => a._id);

describe('GET /appointments/filtered', () => {
  const week = { startDate: '2026-06-01', endDate: '2026-06-07' };

  it('role matrix: guest 401, client 403, barber own only (Y asking for X: 403), admin all', async () => {
    const c = callers(s);
    expect((await t.call('staffAppointments', { query: week, headers: c.guest })).statusCode).toBe(401);
    expect((await t.call('staffAppointments', { query: week, headers: c.client })).statusCode).toBe(403);

    const x = await t.call('staffAppointments', { query: week, headers: c.barberX });
    expect(x.statusCode).toBe(200);
    expect(ids(x)).toEqual([onX]);
    const yAsksX = await t.call('staffAppointments', { query: { ...week, barberId: s.x.barber.id }, headers: c.barberY });
    expect(yAsksX.statusCode).toBe(403);
    const yOwn = await t.call('staffAppointments', { query: { ...week, barberId: s.y.barber.id }, headers: c.barberY });
    expect(ids(yOwn)).toEqual([onY]);

    const all = await t.call('staffAppointments', { query: week, headers: c.admin });
    expect(ids(all)).toEqual(expect.arrayContaining([onX, onY]));
    const one = await t.call('staffAppointments', { query: { ...week, barberId: s.y.barber.id }, headers: c.admin });
    expect(ids(one)).toEqual([onY]);
    // The calendar's "all barbers" option.
    for (const all of ['', 'all']) {
      const res = await t.call('staffAppointments', { query: { ...week, barberId: all }, headers: c.admin });
      expect(ids(res)).toEqual(expect.arrayContaining([onX, onY]));
    }
  });

  it('sorts by start and derives the period from viewType when endDate is left out', async () => {
    const day = await t.call('staffAppointments', { query: { startDate: '2026-06-03', viewType: 'day' }, as: s.admin });
    const times = listOf(day).map((a) => `${a.date} ${a.time}`);
    expect(times).toEqual([...times].sort());
    expect(times.every((x: string) => x.startsWith('2026-06-03'))).toBe(true);
    const month = await t.call('staffAppointments', { query: { startDate: '2026-06-01', viewType: 'month' }, as: s.admin });
    expect(ids(month)).toEqual(expect.arrayContaining([onX, onY]));
    const before = await t.call('staffAppointments', { query: { startDate: '2026-06-04', viewType: 'week' }, as: s.admin });
    expect(ids(before)).not.toContain(onX);
  });

  it('validates the query in Italian', async () => {
    const bad = await t.callRaw('staffAppointments', { query: { startDate: '2026-06-01', viewType: 'year' }, as: s.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tipo di vista non valido');
    const order = await t.call('staffAppointments', { query: { startDate: '2026-06-05', endDate: '2026-06-01' }, as: s.admin });
    expect(order.json().message).toBe('La data di fine deve essere successiva alla data di inizio');
  });

  it('takes ISO date-times as the original barber panel sends them, as shop-local dates', async () => {
    // Tuesday 23:00 UTC is Wednesday 01:00 in Lugano; Wednesday 00:00 UTC is Wednesday 02:00.
    for (const query of [{ startDate: '2026-06-02T22:00:00.000Z', endDate: '2026-06-03T00:00:00.000Z' }, { startDate: '2026-06-03T00:00:00.000Z' }]) {
      const res = await t.call('staffAppointments', { query, as: s.admin });
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual(expect.arrayContaining([onX, onY]));
      expect(listOf(res).every((a) => a.date === WEDNESDAY)).toBe(true);
    }
    const monday = await t.call('staffAppointments', { query: { startDate: '2026-06-01T10:00:00+02:00', viewType: 'day' }, as: s.x.user });
    expect(ids(monday)).toEqual([]);
  });

  it('answers 400 with an Italian message to any malformed date, on both list routes', async () => {
    const message = 'Data non valida (formato AAAA-MM-GG o data e ora ISO 8601)';
    const bad = ['foo', '', 'null', '0', '-1', '2026-02-31', '2026-06-01T25:00:00Z', '9999-12-31', '1e309', 'x'.repeat(5000)];
    for (const route of ['staffAppointments', 'adminAppointments'] as const) {
      for (const value of bad) {
        for (const query of [{ startDate: value }, { startDate: '2026-06-01', endDate: value }]) {
          const res = await t.call(route, { query, as: s.admin });
          expect(res.statusCode, `${route} ${JSON.stringify(query)}`).toBe(400);
          expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
        }
      }
      const twice = await t.callRaw(route, { query: { startDate: ['2026-06-01', '2026-06-02'] }, as: s.admin });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe(message);
      const tooLong = await t.call(route, { query: { startDate: '2026-06-01T00:00:00Z', endDate: '2026-09-01T00:00:00Z' }, as: s.admin });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('Il periodo richiesto non può superare 62 giorni');
    }
  });

  it('GET /admin/appointments answers the admin the same list; GET /admin/appointments/date one day', async () => {
    const admin = await t.call('adminAppointments', { query: week, as: s.admin });
    expect(ids(admin)).toEqual(expect.arrayContaining([onX, onY]));
    expect((await t.call('adminAppointments', { query: week, as: s.x.user })).statusCode).toBe(403);
    const day = await t.call('adminDayAppointments', { query: { date: WEDNESDAY }, as: s.admin });
    expect(ids(day)).toEqual(expect.arrayContaining([onX, onY]));
    const other = await t.call('adminDayAppointments', { query: { date: '2026-06-04' }, as: s.admin });
    expect(ids(other)).not.toContain(onX);
  });
});

describe('GET /barbers/:id/appointments', () => {
  const range = { start: '2026-06-01T00:00:00.000Z', end: '2026-06-08T00:00:00.000Z' };
  it('answers the barber their own, 403 for another barber, admin anyone', async () => {
    const own = await t.call('barberAppointments', { params: { id: s.x.barber.id }, query: range, as: s.x.user });
    expect(own.statusCode).toBe(200);
    expect(ids(own)).toEqual([onX]);
    const other = await t.call('barberAppointments', { params: { id: s.x.barber.id }, query: range, as: s.y.user });
    expect(other.statusCode).toBe(403);
    const admin = await t.call('barberAppointments', { params: { id: s.y.barber.id }, query: range, as: s.admin });
    expect(ids(admin)).toEqual([onY]);
    expect((await t.call('barberAppointments', { params: { id: s.y.barber.id }, query: range, as: s.client })).statusCode).toBe(403);
  });

  it('needs ISO timestamps', async () => {
    const res = await t.call('barberAppointments', { params: { id: s.x.barber.id }, query: { start: 'ieri', end: 'oggi' }, as: s.x.user });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Data e ora non valide (formato ISO 8601)');
  });
});

/** Wednesday 14:30 in Lugano: the afternoon appointments of these tests have started. */
const WEDNESDAY_AFTERNOON = '2026-06-03T12:30:00Z';
const events = async (id: string) =>
  (await repo.listStatusEvents(t.ctx.db, id)).map((e) => ({
    from: e.fromStatus,
    to: e.toStatus,
    by: e.changedByUserId,
    at: e.changedAt.toISOString(),
    reason: e.reason,
  }));

describe('status changes', () => {
  it('barber X completes their own appointment once it has started (PUT and PATCH alike)', async () => {
    const id = await bookGuest(s.x.barber.id, WEDNESDAY, '14:00');
    t.clock.set(WEDNESDAY_AFTERNOON);
    const res = await setStatus(id, { status: 'completed', cancellationReason: 'ignored' }, s.x.user.auth, 'PATCH');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'completed', cancellationReason: null });
  });

  it("nobody completes an appointment before it starts: next week's appointment stays confirmed", async () => {
    const nextWeek = '2026-06-08';
    const id = await bookGuest(s.x.barber.id, nextWeek, '10:00');
    for (const headers of [s.x.user.auth, s.admin.auth]) {
      const res = await setStatus(id, { status: 'completed' }, headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'APPOINTMENT_NOT_STARTED',
        message: 'Non puoi segnare come completato un appuntamento che non è ancora iniziato.',
      });
    }
    // One minute before it starts is still too early; at the start it is allowed.
    t.clock.set('2026-06-08T07:59:00Z');
    expect((await setStatus(id, { status: 'completed' }, s.x.user.auth)).statusCode).toBe(409);
    expect((await statusOf(id)).status).toBe('confirmed');
    expect(await events(id)).toEqual([]);
    // Its time is still taken: a guest cannot book the same 10:00.
    t.clock.set(MONDAY_MORNING);
    const guest = await t.call('guestBooking', {
      body: guestBody({ ...s.slot, date: nextWeek, time: '10:00' }, { barberId: s.x.barber.id }),
    });
    expect(guest.statusCode).toBe(409);
    t.clock.set('2026-06-08T08:00:00Z');
    expect((await setStatus(id, { status: 'completed' }, s.x.user.auth)).statusCode).toBe(200);
  });

  it("a completed appointment keeps its time: the rest of it is not offered again and cannot be booked", async () => {
    const hour = await makeService(t, { name: 'Taglio lungo', durationMinutes: 60 });
    const barber = await makeBarber(t, { services: [hour] });
    const slot = { ...s.slot, barber, service: hour };
    const booked = await t.call('guestBooking', {
      body: guestBody({ ...slot, date: WEDNESDAY, time: '15:00' }),
    });
    expect(booked.statusCode).toBe(201);
    const id = (booked.json()._id ?? booked.json().data._id) as string;
    // Wednesday 15:05: the appointment (15:00-16:00) has started and is marked completed.
    t.clock.set('2026-06-03T13:05:00Z');
    expect((await setStatus(id, { status: 'completed' }, s.admin.auth)).statusCode).toBe(200);
    const grid = await t.call('publicAvailableSlots', {
      query: { barberId: barber.id, date: WEDNESDAY, duration: '30' },
    });
    const cells = cellsOf(grid);
    for (const time of ['15:15', '15:30', '15:45']) expect(cells.find((c) => c.time === time)?.available).toBe(false);
    expect(cells.find((c) => c.time === '16:00')?.available).toBe(true);
    const again = await t.call('guestBooking', {
      body: guestBody({ ...slot, date: WEDNESDAY, time: '15:30' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SLOT_TAKEN');
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

  it('a barber may only complete or cancel, and cancelled is final', async () => {
    const id = await bookGuest(s.x.barber.id, WEDNESDAY, '15:00');
    const pending = await setStatus(id, { status: 'pending' }, s.x.user.auth);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().code).toBe('STATUS_CHANGE_FORBIDDEN');
    const cancelled = await setStatus(id, { status: 'cancelled' }, s.x.user.auth);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancellato dal barbiere' });
    t.clock.set(WEDNESDAY_AFTERNOON);
    const again = await setStatus(id, { status: 'completed' }, s.x.user.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STATUS_FINAL', message: 'Gli appuntamenti cancellati non possono più essere modificati.' });
    expect((await statusOf(id)).status).toBe('cancelled');
  });

  it('the admin sets pending, confirmed and completed; the cancellation reason is kept only for cancelled', async () => {
    const id = await bookGuest(s.y.barber.id, WEDNESDAY, '16:00');
    const reason = "Cancellato dall'amministratore";
    const pending = await setStatus(id, { status: 'pending', cancellationReason: reason }, s.admin.auth);
    expect(pending.statusCode).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 'pending', cancellation_reason: null });
    t.clock.set('2026-06-03T14:10:00Z');
    expect((await setStatus(id, { status: 'completed' }, s.admin.auth)).json().data.status).toBe('completed');
    // A completed appointment may be put back (a mistake), with a reason only (issue 23 item 6): it keeps its time.
    const unexplained = await setStatus(id, { status: 'confirmed' }, s.admin.auth);
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().code).toBe('STATUS_REASON_REQUIRED');
    expect((await statusOf(id)).status).toBe('completed');
    // A moment later: the history tells a change by its time (the 0005 trigger).
    t.clock.set('2026-06-03T14:12:00Z');
    const corrected = await setStatus(id, { status: 'confirmed', reason: 'Segnato per errore' }, s.admin.auth);
    expect(corrected.json().data).toMatchObject({ status: 'confirmed', statusChangeReason: 'Segnato per errore' });
    const cancel = await setStatus(id, { status: 'cancelled', cancellationReason: reason }, s.admin.auth);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', cancellationReason: reason });
  });

  it('a cancelled appointment is never revived, not even by the admin, so its freed time stays free', async () => {
    const first = await bookGuest(s.y.barber.id, WEDNESDAY, '17:00');
    await setStatus(first, { status: 'cancelled' }, s.admin.auth);
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
      const res = await setStatus(first, { status }, s.admin.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('STATUS_FINAL');
    }
    expect((await statusOf(first)).status).toBe('cancelled');
    await bookGuest(s.y.barber.id, WEDNESDAY, '17:00');
  });

  it('records who changed the status and when, in the same transaction as the change', async () => {
    const id = await bookGuest(s.x.barber.id, WEDNESDAY, '17:30');
    t.clock.set('2026-06-03T15:35:00Z');
    const done = await setStatus(id, { status: 'completed' }, s.x.user.auth);
    expect(done.json().data).toMatchObject({
      statusChangedAt: '2026-06-03T15:35:00.000Z',
      statusChangedBy: { firstName: 'Xeno' },
    });
    t.clock.set('2026-06-03T16:00:00Z');
    await setStatus(id, { status: 'cancelled', reason: 'Il cliente non si è presentato' }, s.admin.auth);
    expect(await events(id)).toEqual([
      { from: 'confirmed', to: 'completed', by: s.x.user.id, at: '2026-06-03T15:35:00.000Z', reason: null },
      { from: 'completed', to: 'cancelled', by: s.admin.id, at: '2026-06-03T16:00:00.000Z', reason: 'Il cliente non si è presentato' },
    ]);
    // The calendar shows the last change.
    const list = await t.call('adminAppointments', { query: { startDate: WEDNESDAY }, as: s.admin });
    expect(listOf(list).find((a) => a._id === id)).toMatchObject({
      statusChangedAt: '2026-06-03T16:00:00.000Z',
      statusChangedBy: { firstName: 'Ada', lastName: 'Admin' },
    });
    // A refused change and a change to the same status write nothing.
    await setStatus(id, { status: 'confirmed' }, s.admin.auth);
    expect(await events(id)).toHaveLength(2);
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
    const res = await t.call('adminBooking', { body: body(barber.id, '09:00'), as: s.admin });
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
    const grid = await t.call('publicAvailableSlots', { query: { barberId: barber.id, date: WEDNESDAY, duration: '30' } });
    expect(cellsOf(grid).find((c) => c.time === '09:00')?.available).toBe(false);
  });

  it('refuses a taken slot with 409 and a time the engine does not offer', async () => {
    const taken = await t.call('adminBooking', { body: body(s.x.barber.id, '10:00'), as: s.admin });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLOT_TAKEN');
    const lunch = await t.call('adminBooking', { body: body(s.x.barber.id, '12:00'), as: s.admin });
    expect(lunch.statusCode).toBe(409);
    expect(lunch.json().code).toBe('SLOT_UNAVAILABLE');
  });

  it('keeps the phone client\'s number when given (E.164, shown as guestInfo.phone); a bad one is 400', async () => {
    const barber = await makeBarber(t, { services: [s.slot.service] });
    const res = await t.call('adminBooking', {
      body: body(barber.id, '11:00', { clientPhone: '079 555 12 34' }),
      as: s.admin,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ client: null, guestInfo: { phone: '+41795551234' }, clientNickname: 'Signor Bianchi (telefono)' });
    const none = await t.call('adminBooking', { body: body(barber.id, '11:30', { clientPhone: '' }), as: s.admin });
    expect(none.json().data.guestInfo).toBeNull();
    const bad = await t.call('adminBooking', { body: body(barber.id, '14:00', { clientPhone: 'abc' }), as: s.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('needs the nickname and is for the admin only', async () => {
    const missing = await t.call('adminBooking', { body: body(s.x.barber.id, '09:30', { clientNickname: ' ' }), as: s.admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Il nome del cliente è obbligatorio');
    for (const headers of [s.x.user.auth, s.client.auth]) {
      expect((await t.call('adminBooking', { body: body(s.x.barber.id, '09:30'), headers })).statusCode).toBe(403);
    }
  });
});
