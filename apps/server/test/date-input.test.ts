import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import type { TestApp } from './helpers/test-app';
import { MONDAY_MORNING, WEDNESDAY } from './helpers/booking';
import type { Staff } from './helpers/staff';
import { withStaff } from './helpers/staff-suite';

/**
 * Issue 24: a date-time sent where a date is expected is read on the shop's clock (Europe/Zurich here), for every
 * date field (ADR 0035). The original client's date picker sends local midnight as UTC: 18 December is
 * 2026-12-17T23:00:00.000Z, a summer day ...T22:00:00.000Z. Before, the server kept the UTC date and each save
 * moved a vacation one day earlier.
 */
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: MONDAY_MORNING });

/** Local midnight of a Zurich date as the original client sends it. */
const midnightUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Zurich is UTC+2 from the last Sunday of March to the last Sunday of October, UTC+1 otherwise.
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Zurich', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(Date.UTC(y, m - 1, d, 12)))
    .find((p) => p.type === 'timeZoneName')!.value;
  const hours = Number(offset.replace('GMT', ''));
  return new Date(Date.UTC(y, m - 1, d) - hours * 3_600_000).toISOString();
};

const vacationsOf = async (id: string) =>
  queryRows<{ s: string; e: string }>(
    t.ctx.db,
    sql`select start_date::text as s, end_date::text as e from barber_vacations where barber_id = ${id}::uuid order by start_date`,
  );
const saveVacations = (vacations: unknown) =>
  t.callRaw('saveVacations', { params: { id: s.x.barber.id }, body: { vacations }, as: s.admin });
const onVacation = async (date: string) =>
  (await t.call('barberVacationCheck', { params: { id: s.x.barber.id }, query: { date } })).json()
    .isOnVacation as boolean;

describe('vacations sent as date-times keep their days', () => {
  it('18-19 December sent as ...T23:00:00.000Z stays 18-19 December, at every save', async () => {
    expect(midnightUtc('2026-12-18')).toBe('2026-12-17T23:00:00.000Z');
    const period = { startDate: midnightUtc('2026-12-18'), endDate: midnightUtc('2026-12-19') };
    for (let save = 0; save < 3; save++) {
      const res = await saveVacations([period]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.vacations).toEqual([{ startDate: '2026-12-18', endDate: '2026-12-19' }]);
      expect(await vacationsOf(s.x.barber.id)).toEqual([{ s: '2026-12-18', e: '2026-12-19' }]);
    }
    // The admin's 'Salva Modifiche' sends back what it read: still no slide.
    const again = await saveVacations([{ startDate: '2026-12-18', endDate: '2026-12-19' }]);
    expect(again.json().data.vacations).toEqual([{ startDate: '2026-12-18', endDate: '2026-12-19' }]);
    expect(await onVacation('2026-12-17')).toBe(false);
    expect(await onVacation('2026-12-18')).toBe(true);
    expect(await onVacation('2026-12-19')).toBe(true);
    expect(await onVacation('2026-12-20')).toBe(false);
    // The check itself takes the date-time form too.
    expect(await onVacation(midnightUtc('2026-12-17'))).toBe(false);
    expect(await onVacation(midnightUtc('2026-12-18'))).toBe(true);
    await saveVacations([]);
  });

  it('in summer (...T22:00:00.000Z) and across both DST changes', async () => {
    const periods = [
      // Summer time.
      ['2026-07-18', '2026-07-19'],
      // Spring change, Sunday 28 March 2027: the Saturday starts in CET (+1), the Monday in CEST (+2).
      ['2027-03-27', '2027-03-29'],
      // Autumn change, Sunday 31 October 2027: the Saturday starts in CEST, the Monday in CET.
      ['2027-10-30', '2027-11-01'],
    ] as const;
    const sent = periods.map(([from, to]) => ({ startDate: midnightUtc(from), endDate: midnightUtc(to) }));
    expect(sent.map((p) => [p.startDate, p.endDate])).toEqual([
      ['2026-07-17T22:00:00.000Z', '2026-07-18T22:00:00.000Z'],
      ['2027-03-26T23:00:00.000Z', '2027-03-28T22:00:00.000Z'],
      ['2027-10-29T22:00:00.000Z', '2027-10-31T23:00:00.000Z'],
    ]);
    const res = await saveVacations(sent);
    expect(res.statusCode).toBe(200);
    expect(await vacationsOf(s.x.barber.id)).toEqual(periods.map(([from, to]) => ({ s: from, e: to })));
    expect(await onVacation('2027-03-26')).toBe(false);
    expect(await onVacation('2027-03-28')).toBe(true);
    expect(await onVacation('2027-11-01')).toBe(true);
    expect(await onVacation('2027-11-02')).toBe(false);
    await saveVacations([]);
  });

  it('a new barber created with date-time vacations keeps their days too', async () => {
    const res = await t.call('createBarber', {
      body: {
        firstName: 'Dora',
        lastName: 'Date',
        email: 'dora.date@example.ch',
        phone: '079 111 22 55',
        services: [s.slot.service.id],
        vacations: [{ startDate: midnightUtc('2026-12-24'), endDate: midnightUtc('2026-12-26') }],
      },
      as: s.admin,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().vacations).toEqual([{ startDate: '2026-12-24', endDate: '2026-12-26' }]);
  });

  it('a date-time that is no date is refused in Italian, and nothing is stored', async () => {
    const res = await saveVacations([{ startDate: '2026-12-18T25:00:00.000Z', endDate: '2026-12-19' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Data non valida (formato AAAA-MM-GG)');
    expect(await vacationsOf(s.x.barber.id)).toEqual([]);
  });
});

describe('every other date input reads a date-time the same way', () => {
  it('absences: created and listed with the date-time form land on the shop day', async () => {
    const created = await t.call('createAbsence', {
      body: { date: midnightUtc('2026-06-04'), startTime: '09:00', endTime: '10:00', reason: 'Corso', barberId: s.y.barber.id },
      as: s.admin,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.date).toBe('2026-06-04');
    const listed = await t.call('temporaryAbsences', { query: { date: midnightUtc('2026-06-04') }, as: s.admin });
    expect(listed.json().data.map((a: { _id: string }) => a._id)).toEqual([created.json().data._id]);
    const updated = await t.call('updateAbsence', {
      params: { id: created.json().data._id },
      body: { date: midnightUtc('2026-06-04'), startTime: '09:00', endTime: '11:00', reason: 'Corso' },
      as: s.admin,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ date: '2026-06-04', endTime: '11:00' });
  });

  it('slots, the booking itself and the staff day list', async () => {
    const date = midnightUtc(WEDNESDAY);
    expect(date).toBe('2026-06-02T22:00:00.000Z');
    const slots = await t.call('publicAvailableSlots', {
      query: { barberId: s.x.barber.id, date, duration: '30' },
    });
    expect(slots.statusCode).toBe(200);
    expect(slots.json().find((c: { time: string }) => c.time === '11:00')).toMatchObject({ available: true });
    const booked = await t.call('guestBooking', {
      body: { firstName: 'Dino', lastName: 'Data', email: 'dino@example.ch', phone: '079 123 45 99', barberId: s.x.barber.id, serviceId: s.slot.service.id, date, time: '11:00' },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().appointment).toMatchObject({ date: WEDNESDAY, time: '11:00', startsAt: '2026-06-03T09:00:00.000Z' });
    const day = await t.call('adminDayAppointments', { query: { date }, as: s.admin });
    expect(day.json().map((a: { _id: string }) => a._id)).toContain(booked.json()._id);
  });
});
