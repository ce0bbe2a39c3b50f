import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import {
  guestBody,
  makeAbsence,
  makeBarber,
  makeService,
  MONDAY_MORNING,
  standardWeek,
  WEDNESDAY,
  type FreeSlot,
} from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]), { everyTestAt: MONDAY_MORNING });

type AnySlot = { time: string; barberId: string; barberName: string };
const anyBarber = (query: Record<string, string>) =>
  t.callRaw('anyBarberSlots', { query });
const at = (data: AnySlot[], time: string) => data.find((s) => s.time === time);

let guests = 0;
/** A guest booking of that barber's time, each by a different guest (the per-guest limits stay out of it). */
async function book(barberId: string, serviceId: string, date: string, time: string) {
  guests += 1;
  const res = await t.call('guestBooking', {
    body: guestBody(slot, {
      barberId,
      serviceId,
      date,
      time,
      email: `ospite${guests}@example.ch`,
      phone: `079 555 ${String(10 + guests).padStart(2, '0')} 00`,
    }),
  });
  return res;
}

describe('GET /appointments/public/any-barber-slots', () => {
  it('merges the free times of every barber offering the service, giving each to the least busy barber', async () => {
    const service = await makeService(t);
    const aldo = await makeBarber(t, { firstName: 'Aldo', lastName: 'Verdi', services: [service] });
    const bruno = await makeBarber(t, { firstName: 'Bruno', lastName: 'Galli', services: [service] });
    // Carlo starts at 11:00 on Wednesdays and works through lunch.
    const late = await makeBarber(t, {
      firstName: 'Carlo',
      lastName: 'Neri',
      services: [service],
      workingHours: standardWeek({ wednesday: { startTime: '11:00', hasBreak: false, breakStart: null, breakEnd: null } }),
    });
    const before = (await anyBarber({ serviceId: service.id, date: WEDNESDAY })).json();
    expect(before).toMatchObject({ success: true, date: WEDNESDAY, barbers: 3 });
    // Equal load: the name decides, the same way every time.
    expect(at(before.data, '09:00')).toEqual({ time: '09:00', barberId: aldo.id, barberName: 'Aldo Verdi' });
    expect(at(before.data, '14:00')?.barberId).toBe(aldo.id);
    // Aldo and Bruno are at lunch: the lunch-time slots are Carlo's alone.
    expect(at(before.data, '12:00')?.barberId).toBe(late.id);
    expect(at(before.data, '09:00')).toBeTruthy();
    const times = before.data.map((s: AnySlot) => s.time);
    expect(times).toEqual([...times].sort());
    expect(new Set(times).size).toBe(times.length);

    expect((await book(aldo.id, service.id, WEDNESDAY, '09:00')).statusCode).toBe(201);
    const after = (await anyBarber({ serviceId: service.id, date: WEDNESDAY })).json();
    // Aldo now has a booking: every time Bruno also has goes to Bruno, 09:00 included.
    expect(at(after.data, '09:00')?.barberId).toBe(bruno.id);
    expect(at(after.data, '10:00')?.barberId).toBe(bruno.id);
    expect(at(after.data, '14:00')?.barberId).toBe(bruno.id);
    expect(at(after.data, '12:30')?.barberId).toBe(late.id);
    expect((await book(bruno.id, service.id, WEDNESDAY, '16:00')).statusCode).toBe(201);
    const later = (await anyBarber({ serviceId: service.id, date: WEDNESDAY })).json();
    expect(at(later.data, '14:00')?.barberId).toBe(late.id);
    expect(at(later.data, '10:00')?.barberId).toBe(aldo.id);
  });

  it('books the barber of the chosen time; the same time taken meanwhile is a 409', async () => {
    const service = await makeService(t);
    await makeBarber(t, { services: [service] });
    const { data } = (await anyBarber({ serviceId: service.id, date: WEDNESDAY })).json();
    const chosen = at(data, '11:00')!;
    expect((await book(chosen.barberId, service.id, WEDNESDAY, '11:00')).statusCode).toBe(201);
    const again = await book(chosen.barberId, service.id, WEDNESDAY, '11:00');
    expect(again.statusCode).toBe(409);
  });

  it('leaves out barbers who do not offer the service, inactive barbers and absences', async () => {
    const service = await makeService(t);
    const other = await makeService(t);
    const offering = await makeBarber(t, { services: [service] });
    await makeBarber(t, { services: [other] });
    await makeBarber(t, { services: [service], isActive: false });
    await makeAbsence(t, { barberId: offering.id, date: WEDNESDAY, startTime: '15:00', endTime: '16:00' });

    const body = (await anyBarber({ serviceId: service.id, date: WEDNESDAY })).json();
    expect(body.barbers).toBe(1);
    expect(body.data.every((s: AnySlot) => s.barberId === offering.id)).toBe(true);
    expect(body.data.map((s: AnySlot) => s.time)).not.toContain('15:00');
    expect(body.data.map((s: AnySlot) => s.time)).not.toContain('15:30');
    expect(at(body.data, '16:00')).toBeTruthy();

    // The one barber is away the rest of Wednesday (around the hour above: one barber's absences never overlap,
    // ADR 0058): nobody else may stand in for him.
    await makeAbsence(t, { barberId: offering.id, date: WEDNESDAY, startTime: '09:00', endTime: '15:00' });
    await makeAbsence(t, { barberId: offering.id, date: WEDNESDAY, startTime: '16:00', endTime: '19:00' });
    expect((await anyBarber({ serviceId: service.id, date: WEDNESDAY })).json().data).toEqual([]);
  });

  it('without a date, answers the first day on which any of them has a free time', async () => {
    const service = await makeService(t);
    await makeBarber(t, { services: [service], vacations: [{ startDate: '2026-06-01', endDate: '2026-06-03' }] });
    await makeBarber(t, { services: [service], vacations: [{ startDate: '2026-06-01', endDate: '2026-06-04' }] });
    const first = (await anyBarber({ serviceId: service.id })).json();
    expect(first.date).toBe('2026-06-04');
    expect(first.data[0].time).toBe('09:00');
    expect((await anyBarber({ serviceId: service.id, from: '2026-06-06' })).json().date).toBe('2026-06-06');
    // Sunday is closed for both: the next Monday.
    expect((await anyBarber({ serviceId: service.id, from: '2026-06-07' })).json().date).toBe('2026-06-08');
    // Past the booking window there is nothing to offer.
    expect((await anyBarber({ serviceId: service.id, from: '2026-08-01' })).json()).toEqual({
      success: true,
      date: null,
      barbers: 2,
      data: [],
    });
  });

  it('answers an empty day when nobody offers the service, and 404 for an unknown or inactive service', async () => {
    const lonely = await makeService(t);
    expect((await anyBarber({ serviceId: lonely.id })).json()).toEqual({ success: true, date: null, barbers: 0, data: [] });
    const unknown = await anyBarber({ serviceId: '00000000-0000-4000-8000-000000000000', date: WEDNESDAY });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SERVICE_NOT_FOUND', message: 'Servizio non trovato' });
    const inactive = await makeService(t, { isActive: false });
    expect((await anyBarber({ serviceId: inactive.id })).statusCode).toBe(404);
  });

  it.each([
    ['no service', {}, 'Scegli un servizio valido'],
    ['a service that is not an id', { serviceId: 'taglio' }, 'Scegli un servizio valido'],
    ['an impossible date', { serviceId: '00000000-0000-4000-8000-000000000000', date: '2026-02-31' }, 'Data non valida'],
    ['a start that is not a date', { serviceId: '00000000-0000-4000-8000-000000000000', from: 'domani' }, 'Data non valida'],
  ])('answers 400 in Italian for %s', async (_label, query, message) => {
    const res = await anyBarber(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message });
  });
});
