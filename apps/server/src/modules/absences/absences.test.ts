import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { guestBody, makeBarber, MONDAY_MORNING, WEDNESDAY } from '../../../test/helpers/booking';
import { expectRefused, type Staff } from '../../../test/helpers/staff';
import { bookGuest as bookStaffGuest, withStaff } from '../../../test/helpers/staff-suite';
import { PURGE_PAST_ABSENCES_JOB } from './service';

let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: MONDAY_MORNING });

const absenceCount = async () =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from temporary_absences`))[0]!.n;
const create = (payload: object, headers: Record<string, string> = s.admin.auth) => t.callRaw('createAbsence', { body: payload, headers });
const list = (date: string) => t.call('temporaryAbsences', { query: { date }, as: s.admin });
const freshBarber = () => makeBarber(t, { services: [s.slot.service] });
const bookGuest = (barberId: string, date: string, time: string) => bookStaffGuest(t, s, barberId, date, time);

describe('access', () => {
  it.each(['guest', 'client', 'barberX', 'barberY'] as const)('%s cannot list, create, change or delete absences', async (who) => {
    const before = await absenceCount();
    const body = { date: WEDNESDAY, startTime: '09:00', endTime: '10:00', reason: 'x', barberId: s.x.barber.id };
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { route: 'temporaryAbsences', query: { date: WEDNESDAY } },
      { route: 'createAbsence', body },
      { route: 'updateAbsence', params: { id }, body },
      { route: 'deleteAbsence', params: { id } },
    ] as const;
    await expectRefused(t, s, [...calls], [who]);
    expect(await absenceCount()).toBe(before);
  });
});

describe('create and list', () => {
  it('creates an absence outside any appointment and lists it with its time range and blocked slots', async () => {
    const barber = await freshBarber();
    await bookGuest(barber.id, WEDNESDAY, '10:00');
    const res = await create({ date: WEDNESDAY, startTime: '14:00', endTime: '15:30', reason: 'Dentista', notes: 'Torna alle 15:30', barberId: barber.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Assenza temporanea creata con successo' });
    const listed = (await list(WEDNESDAY)).json().data.find((a: { barberId: string }) => a.barberId === barber.id);
    expect(listed).toMatchObject({
      date: WEDNESDAY,
      startTime: '14:00',
      endTime: '15:30',
      timeRange: '14:00 - 15:30',
      reason: 'Dentista',
      notes: 'Torna alle 15:30',
      blockedSlots: ['14:00', '14:15', '14:30', '14:45', '15:00', '15:15'],
    });
    expect(listed._id).toBe(listed.id);
  });

  it('makes the blocked slots disappear from the public booking grid', async () => {
    const barber = await freshBarber();
    const grid = async () =>
      (await t.call('publicAvailableSlots', { query: { barberId: barber.id, date: WEDNESDAY, duration: '30' } })).json() as {
        time: string;
        available: boolean;
        isBlocked: boolean;
      }[];
    const before = await grid();
    expect(before.filter((c) => ['16:00', '16:15', '16:30', '16:45'].includes(c.time)).every((c) => c.available)).toBe(true);
    expect((await create({ date: WEDNESDAY, startTime: '16:00', endTime: '17:00', reason: 'Corso', barberId: barber.id })).statusCode).toBe(201);
    const after = await grid();
    for (const time of ['16:00', '16:15', '16:30', '16:45']) {
      expect(after.find((c) => c.time === time)).toMatchObject({ available: false, isBlocked: true });
    }
    // A 30-minute service at 15:45 would run into the absence; 17:00 is free again.
    expect(after.find((c) => c.time === '15:45')?.available).toBe(false);
    expect(after.find((c) => c.time === '17:00')?.available).toBe(true);
  });

  it('closes the whole studio without barberId and tells every open booking page', async () => {
    const spy = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    const res = await create({ date: '2026-06-06', startTime: '08:00', endTime: '09:00', reason: 'Inventario' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.barberId).toBeNull();
    const barbers = spy.mock.calls.map(([event]) => event.barberId);
    expect(barbers).toEqual(expect.arrayContaining([s.x.barber.id, s.y.barber.id]));
    expect(spy.mock.calls.every(([event]) => event.dates.join() === '2026-06-06')).toBe(true);
    spy.mockRestore();
  });

  it.each([
    [{ date: '2026-05-31' }, 'date', 'La data non può essere nel passato'],
    [{ startTime: '09:15' }, 'startTime', 'Scegli un orario tra le 08:00 e le 20:30, a intervalli di 30 minuti'],
    [{ endTime: '21:00' }, 'endTime', 'Scegli un orario tra le 08:00 e le 20:30, a intervalli di 30 minuti'],
    [{ startTime: '10:00', endTime: '10:00' }, 'endTime', "L'orario di fine deve essere successivo all'orario di inizio"],
    [{ startTime: '11:00', endTime: '10:00' }, 'endTime', "L'orario di fine deve essere successivo all'orario di inizio"],
    [{ date: undefined }, 'date', 'Data obbligatoria'],
  ])('refuses %o with 400 and writes nothing', async (override, field, message) => {
    const before = await absenceCount();
    const res = await create({ date: WEDNESDAY, startTime: '09:00', endTime: '10:00', reason: 'x', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[0].field).toBe(field);
    expect(await absenceCount()).toBe(before);
  });

  it('accepts today (shop zone) and answers 404 for an unknown barber', async () => {
    expect((await create({ date: '2026-06-01', startTime: '19:00', endTime: '20:00', reason: 'x', barberId: s.y.barber.id })).statusCode).toBe(201);
    const unknown = await create({ date: WEDNESDAY, startTime: '09:00', endTime: '10:00', reason: 'x', barberId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('conflicts with appointments', () => {
  it('refuses an absence over a confirmed appointment: 409 with the count and the appointments, nothing written', async () => {
    const barber = await freshBarber();
    const a = await bookGuest(barber.id, WEDNESDAY, '10:00');
    const b = await bookGuest(barber.id, WEDNESDAY, '10:30');
    const before = await absenceCount();
    const res = await create({ date: WEDNESDAY, startTime: '10:00', endTime: '11:00', reason: 'x', barberId: barber.id });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'ABSENCE_CONFLICT', message: 'Conflitto con 2 appuntamenti confermati' });
    expect(body.conflictingAppointments.map((x: { _id: string }) => x._id)).toEqual([a, b]);
    expect(await absenceCount()).toBe(before);
  });

  it('also refuses when an appointment started before and runs into the absence', async () => {
    const barber = await freshBarber();
    await bookGuest(barber.id, WEDNESDAY, '09:45'); // 09:45-10:15
    const res = await create({ date: WEDNESDAY, startTime: '10:00', endTime: '10:30', reason: 'x', barberId: barber.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Conflitto con 1 appuntamenti confermati');
  });

  it('allows back-to-back and other barbers, and ignores cancelled appointments', async () => {
    const barber = await freshBarber();
    await bookGuest(barber.id, WEDNESDAY, '09:30'); // ends 10:00
    await bookGuest(barber.id, WEDNESDAY, '11:00'); // starts at the absence's end
    const other = await freshBarber();
    await bookGuest(other.id, WEDNESDAY, '10:00');
    const cancelled = await bookGuest(barber.id, WEDNESDAY, '10:15');
    await t.call('staffAppointmentStatus', { params: { id: cancelled }, body: { status: 'cancelled' }, as: s.admin });
    const res = await create({ date: WEDNESDAY, startTime: '10:00', endTime: '11:00', reason: 'x', barberId: barber.id });
    expect(res.statusCode).toBe(201);
  });

  it('counts pending appointments too, and any barber for a studio-wide absence', async () => {
    const barber = await freshBarber();
    const a = await bookGuest(barber.id, '2026-06-05', '11:00');
    await t.ctx.db.execute(sql`update appointments set status = 'pending' where id = ${a}::uuid`);
    const res = await create({ date: '2026-06-05', startTime: '11:00', endTime: '11:30', reason: 'Chiuso' });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflictingAppointments).toHaveLength(1);
  });

  it('applies the rule again on update; the date is locked', async () => {
    const barber = await freshBarber();
    await bookGuest(barber.id, WEDNESDAY, '15:00');
    const created = await create({ date: WEDNESDAY, startTime: '13:00', endTime: '14:00', reason: 'Pranzo lungo', barberId: barber.id });
    const id = created.json().data._id;
    const put = (payload: object) => t.callRaw('updateAbsence', { params: { id }, body: payload, as: s.admin });

    const conflict = await put({ startTime: '14:00', endTime: '15:30', reason: 'Pranzo lungo', notes: '' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('Conflitto con 1 appuntamenti confermati');

    const moved = await put({ date: '2026-06-04', startTime: '13:00', endTime: '14:00', reason: 'x' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe("La data di un'assenza esistente non può essere modificata");

    const ok = await put({ date: WEDNESDAY, startTime: '13:30', endTime: '15:00', reason: 'Visita', notes: null });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Assenza aggiornata con successo',
      data: { startTime: '13:30', endTime: '15:00', timeRange: '13:30 - 15:00', reason: 'Visita', notes: null, barberId: barber.id },
    });
  });
});

describe('delete and clean-up', () => {
  it('deletes an absence, then answers 404', async () => {
    const created = await create({ date: WEDNESDAY, startTime: '18:00', endTime: '18:30', reason: 'x', barberId: s.x.barber.id });
    const id = created.json().data._id;
    const del = await t.call('deleteAbsence', { params: { id }, as: s.admin });
    expect(del.json()).toEqual({ success: true, message: 'Assenza eliminata con successo' });
    const again = await t.call('deleteAbsence', { params: { id }, as: s.admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('ABSENCE_NOT_FOUND');
  });

  it('removes absences of past days with the recurring job, keeping today and later', async () => {
    await create({ date: '2026-06-02', startTime: '08:00', endTime: '08:30', reason: 'ieri' });
    await create({ date: '2026-06-04', startTime: '08:00', endTime: '08:30', reason: 'domani' });
    t.clock.set('2026-06-03T06:00:00Z');
    await t.ctx.jobs.runDue();
    const [job] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from jobs where kind = ${PURGE_PAST_ABSENCES_JOB} and done_at is not null`);
    expect(job!.n).toBeGreaterThan(0);
    const left = await queryRows<{ date: string }>(t.ctx.db, sql`select date::text as date from temporary_absences order by date`);
    expect(left.every((r) => r.date >= '2026-06-03')).toBe(true);
    expect(left.some((r) => r.date === '2026-06-04')).toBe(true);
  });
});

describe('races', () => {
  it('an absence and a booking for the same time never both succeed (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const barber = await freshBarber();
      const [absence, booking] = await Promise.all([
        create({ date: WEDNESDAY, startTime: '10:00', endTime: '11:00', reason: 'x', barberId: barber.id }),
        t.call('guestBooking', {
          body: guestBody({ ...s.slot, date: WEDNESDAY, time: '10:30' }, { barberId: barber.id }),
        }),
      ]);
      // Both take the barber lock: whichever comes second sees the first and is refused.
      expect([absence.statusCode, booking.statusCode].sort()).toEqual([201, 409]);
    }
  });
});
