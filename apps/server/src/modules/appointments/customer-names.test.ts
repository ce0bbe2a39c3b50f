import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { MONDAY_MORNING, WEDNESDAY } from '../../../test/helpers/booking';
import type { Staff } from '../../../test/helpers/staff';
import { bookGuest, withStaff } from '../../../test/helpers/staff-suite';

/**
 * Issue 27 item 3: a customer booked by phone has a name and a number wherever staff read an appointment; the
 * API says who it is for in one `customer` field, whichever way the booking was made.
 */
let t: TestApp;
let s: Staff;
let phoneBooking: string;
let guestBooking: string;
withStaff(
  async (app, staff) => {
    [t, s] = [app, staff];
    const res = await t.call('adminBooking', {
      body: { clientNickname: 'Giulia Neri', clientPhone: '079 555 10 03', barberId: s.x.barber.id, serviceId: s.slot.service.id, date: WEDNESDAY, time: '09:00' },
      as: s.admin,
    });
    expect(res.statusCode).toBe(201);
    phoneBooking = res.json().data._id;
    guestBooking = await bookGuest(t, s, s.x.barber.id, WEDNESDAY, '10:00');
  },
  { everyTestAt: MONDAY_MORNING },
);

type Listed = { _id: string; customer: { name: string; phone: string | null; email: string | null; kind: string } };
const byId = (list: Listed[], id: string) => list.find((a) => a._id === id)?.customer;

describe('the customer of an appointment', () => {
  it("names the phone booking in the barber's list of that day, with its number", async () => {
    const res = await t.call('barberAppointments', {
      params: { id: s.x.barber.id },
      query: { start: '2026-06-02T22:00:00.000Z', end: '2026-06-03T22:00:00.000Z' },
      as: s.x.user,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Listed[];
    expect(byId(list, phoneBooking)).toEqual({ name: 'Giulia Neri', phone: '+41795551003', email: null, kind: 'phone' });
    expect(byId(list, guestBooking)).toEqual({ name: 'Anna Neri', phone: '+41791234567', email: 'anna.neri@example.ch', kind: 'guest' });
  });

  it("names it in the admin's day and in an absence's conflict list", async () => {
    const day = await t.call('adminDayAppointments', { query: { date: WEDNESDAY }, as: s.admin });
    expect(byId(day.json() as Listed[], phoneBooking)?.name).toBe('Giulia Neri');
    const conflict = await t.call('createAbsence', {
      body: { barberId: s.x.barber.id, date: WEDNESDAY, startTime: '09:00', endTime: '09:30', reason: 'Visita' },
      as: s.admin,
    });
    expect(conflict.statusCode).toBe(409);
    const listed = conflict.json().conflictingAppointments as Listed[];
    expect(byId(listed, phoneBooking)).toMatchObject({ name: 'Giulia Neri', phone: '+41795551003', kind: 'phone' });
  });
});
