import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeUser } from '../../../test/helpers/factories';
import {
  guestBody,
  makeAbsence,
  makeBarber,
  makeService,
  MONDAY_MORNING,
  WEDNESDAY,
  type FreeSlot,
} from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]), { everyTestAt: MONDAY_MORNING });

const slots = (query: Record<string, string | number>) =>
  t.callRaw('publicAvailableSlots', { query });
type SlotDto = { time: string; available: boolean; isBooked: boolean; isBreak: boolean; isPast: boolean; isBlocked: boolean };
const cell = (body: SlotDto[], time: string) => body.find((s) => s.time === time);
/** Why a day has no slots: the availability calendar for that one day. */
const dayStatus = async (barberId: string, date: string) =>
  (await t.call('availabilityCalendar', { query: { barberId, duration: '30', from: date, days: '1' } })).json().data[0].day;

describe('GET /appointments/public/available-slots', () => {
  it("lays the 15-minute grid of the barber's day with break cells, in the shop's time zone", async () => {
    const res = await slots({ barberId: slot.barber.id, date: WEDNESDAY, duration: 30 });
    expect(res.statusCode).toBe(200);
    // The spec's shape: the bare list of slots.
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(40);
    expect(body[0]).toEqual({ time: '09:00', available: true, isBooked: false, isBreak: false, isPast: false, isBlocked: false });
    expect(body.at(-1).time).toBe('18:45');
    expect(body.filter((s: SlotDto) => s.isBreak).map((s: SlotDto) => s.time)).toEqual(['12:00', '12:15', '12:30', '12:45']);
    // A 30-minute service cannot start at 11:45: it would run into the break.
    expect(cell(body, '11:45')?.available).toBe(false);
    expect(cell(body, '11:30')?.available).toBe(true);
  });

  it('uses the duration of the service when serviceId is given, and refuses a service the barber does not offer', async () => {
    const long = await makeService(t, { durationMinutes: 60 });
    const barber = await makeBarber(t, { services: [long] });
    const res = await slots({ barberId: barber.id, date: WEDNESDAY, duration: 15, serviceId: long.id });
    expect(cell(res.json(), '11:00')?.available).toBe(true);
    expect(cell(res.json(), '11:15')?.available).toBe(false);
    expect(cell(res.json(), '18:00')?.available).toBe(true);
    expect(cell(res.json(), '18:15')?.available).toBe(false);
    const notOffered = await slots({ barberId: barber.id, date: WEDNESDAY, duration: 30, serviceId: slot.service.id });
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json()).toMatchObject({ code: 'SERVICE_NOT_FOUND', message: 'Servizio non trovato' });
  });

  it('marks booked cells after a booking', async () => {
    const barber = await makeBarber(t, { services: [slot.service] });
    const booked = await t.call('guestBooking', {
      body: guestBody({ ...slot, barber, time: '15:00' }),
    });
    expect(booked.statusCode).toBe(201);
    const body = (await slots({ barberId: barber.id, date: WEDNESDAY, duration: 30 })).json();
    expect(cell(body, '15:00')).toMatchObject({ isBooked: true, available: false });
    expect(cell(body, '15:15')).toMatchObject({ isBooked: true, available: false });
    // 14:45 + 30 minutes would overlap 15:00.
    expect(cell(body, '14:45')).toMatchObject({ isBooked: false, available: false });
    expect(cell(body, '14:30')?.available).toBe(true);
    expect(cell(body, '15:30')?.available).toBe(true);
  });

  it('marks past cells on today', async () => {
    t.clock.set('2026-06-03T08:05:00Z'); // 10:05 in Lugano
    const body = (await slots({ barberId: slot.barber.id, date: WEDNESDAY, duration: 30 })).json();
    expect(cell(body, '10:00')).toMatchObject({ isPast: true, available: false });
    expect(cell(body, '10:15')).toMatchObject({ isPast: false, available: true });
  });

  it("blocks the barber's absences and the whole studio's", async () => {
    const barber = await makeBarber(t, { services: [slot.service] });
    await makeAbsence(t, { barberId: barber.id, date: WEDNESDAY, startTime: '15:00', endTime: '16:00' });
    await makeAbsence(t, { barberId: null, date: WEDNESDAY, startTime: '17:00', endTime: '17:30' });
    const body = (await slots({ barberId: barber.id, date: WEDNESDAY, duration: 30 })).json();
    expect(body.filter((s: SlotDto) => s.isBlocked).map((s: SlotDto) => s.time)).toEqual(['15:00', '15:15', '15:30', '15:45', '17:00', '17:15']);
    expect(cell(body, '16:00')?.available).toBe(true);
  });

  it('answers an empty list for a day that is not open, and the one-day calendar says why', async () => {
    const barber = await makeBarber(t, { services: [slot.service], vacations: [{ startDate: '2026-06-03', endDate: '2026-06-05' }] });
    expect((await slots({ barberId: barber.id, date: WEDNESDAY, duration: 30 })).json()).toEqual([]);
    expect(await dayStatus(barber.id, WEDNESDAY)).toEqual({ kind: 'vacation', vacation: { startDate: '2026-06-03', endDate: '2026-06-05' } });
    expect((await slots({ barberId: slot.barber.id, date: '2026-06-07', duration: 30 })).json()).toEqual([]);
    expect(await dayStatus(slot.barber.id, '2026-06-07')).toEqual({ kind: 'closed', weekday: 'sunday' });
    expect((await slots({ barberId: slot.barber.id, date: '2026-07-02', duration: 30 })).json()).toEqual([]);
    expect(await dayStatus(slot.barber.id, '2026-07-02')).toEqual({ kind: 'outside-window' });
    expect((await slots({ barberId: slot.barber.id, date: '2026-07-01', duration: 30 })).json().length).toBeGreaterThan(0);
    expect(await dayStatus(slot.barber.id, '2026-07-01')).toEqual({ kind: 'open' });
    expect((await slots({ barberId: slot.barber.id, date: '2026-05-31', duration: 30 })).json()).toEqual([]);
  });

  it.each([
    ['no parameters', {}],
    ['no duration', { date: WEDNESDAY }],
    ['no date', { duration: 30 }],
    ['an impossible date', { date: '2026-02-31', duration: 30 }],
    ['a duration that is not a number', { date: WEDNESDAY, duration: 'abc' }],
  ])("answers 400 'Parametri mancanti per la richiesta degli slot' for %s", async (_label, query) => {
    const res = await slots({ barberId: slot.barber.id, ...query });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'SLOT_PARAMS_MISSING',
      message: 'Parametri mancanti per la richiesta degli slot',
    });
  });

  it('answers 400 without a barber and 404 for an unknown or inactive one', async () => {
    expect((await slots({ date: WEDNESDAY, duration: 30 })).statusCode).toBe(400);
    const unknown = await slots({ barberId: '00000000-0000-4000-8000-000000000000', date: WEDNESDAY, duration: 30 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Barbiere non trovato');
    const inactive = await makeBarber(t, { isActive: false, services: [slot.service] });
    expect((await slots({ barberId: inactive.id, date: WEDNESDAY, duration: 30 })).statusCode).toBe(404);
  });
});

describe('GET /appointments/available-slots (staff)', () => {
  it('answers the admin and barbers the same list as the public grid; guests 401, clients 403', async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const barberUser = await makeUser(t, { role: 'barber' });
    const client = await makeUser(t);
    const query = { barberId: slot.barber.id, date: WEDNESDAY, duration: '30' };
    const publicGrid = (await slots({ barberId: slot.barber.id, date: WEDNESDAY, duration: 30 })).json();
    for (const user of [admin, barberUser]) {
      const res = await t.call('staffAvailableSlots', { query, as: user });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(publicGrid);
    }
    expect((await t.call('staffAvailableSlots', { query })).statusCode).toBe(401);
    expect((await t.call('staffAvailableSlots', { query, as: client })).statusCode).toBe(403);
    const missing = await t.callRaw('staffAvailableSlots', { query: { date: WEDNESDAY }, as: admin });
    expect(missing.json()).toMatchObject({ code: 'SLOT_PARAMS_MISSING', message: 'Parametri mancanti per la richiesta degli slot' });
  });
});
