import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { MONDAY_MORNING, WEDNESDAY } from '../../../test/helpers/booking';
import type { Staff } from '../../../test/helpers/staff';
import { bookGuest, withStaff } from '../../../test/helpers/staff-suite';

/**
 * Issue 27 item 2: a vacation is saved when it is added, and one over booked appointments is refused with them
 * (409) until the editor confirms; a vacation once saved closes its days to customers.
 */
let t: TestApp;
let s: Staff;
let booked: string;
withStaff(
  async (app, staff) => {
    [t, s] = [app, staff];
    booked = await bookGuest(t, s, s.x.barber.id, WEDNESDAY, '10:00');
  },
  { everyTestAt: MONDAY_MORNING },
);

const vacations = () => t.call('barberView', { params: { id: s.x.barber.id }, as: s.x.user });
const slots = (date: string) =>
  t.call('publicAvailableSlots', { query: { barberId: s.x.barber.id, date, duration: 30 } });
const freeTimes = async (date: string) =>
  ((await slots(date)).json() as { time: string; available: boolean }[]).filter((c) => c.available).map((c) => c.time);

describe('PUT /barbers/:id/vacations and booked appointments', () => {
  it('refuses a new period over a booking with 409 and the booking (name included), and saves nothing', async () => {
    const res = await t.call('saveVacations', {
      params: { id: s.x.barber.id },
      body: { vacations: [{ startDate: WEDNESDAY, endDate: WEDNESDAY }] },
      as: s.x.user,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VACATION_CONFLICT',
      message: 'La vacanza coincide con un appuntamento prenotato',
      conflictingAppointments: [{ _id: booked, customer: { name: 'Anna Neri', kind: 'guest' } }],
    });
    expect((await vacations()).json().data.vacations).toEqual([]);
  });

  it('saves it once confirmed; an already saved period is not asked about again; customers cannot book inside', async () => {
    const thursday = '2026-06-04';
    expect(await freeTimes(thursday)).toContain('10:00');
    const res = await t.call('saveVacations', {
      params: { id: s.x.barber.id },
      body: { vacations: [{ startDate: WEDNESDAY, endDate: thursday }], confirmConflicts: true },
      as: s.x.user,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vacations).toEqual([{ startDate: WEDNESDAY, endDate: thursday }]);
    // A later save of the whole list (another period added far from any booking) keeps it without asking.
    const again = await t.call('saveVacations', {
      params: { id: s.x.barber.id },
      body: { vacations: [{ startDate: WEDNESDAY, endDate: thursday }, { startDate: '2026-06-20', endDate: '2026-06-21' }] },
      as: s.x.user,
    });
    expect(again.statusCode).toBe(200);
    expect(await freeTimes(thursday)).toEqual([]);
    const guest = await t.call('guestBooking', {
      body: { firstName: 'Luca', lastName: 'Rossi', email: 'luca@example.ch', phone: '079 555 10 03', barberId: s.x.barber.id, serviceId: s.slot.service.id, date: thursday, time: '10:00' },
    });
    expect(guest.statusCode).toBe(409);
  });
});
