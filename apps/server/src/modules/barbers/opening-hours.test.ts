import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_WORKING_HOURS, type WorkingDay } from '@barber/shared/domain/working-hours';
import { queryRows } from '../../db/client';
import { migrationsDir } from '../../db/migrate';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { guestBody, makeBarber, MONDAY_MORNING, standardWeek, WEDNESDAY } from '../../../test/helpers/booking';
import type { Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';
import { setupBody } from '../../../test/helpers/setup';
import { clearShopCache } from '../shop/service';

// ADR 0014: a barber works only while the shop is open. Every save path refuses hours outside the shop's, in
// Italian, naming the day and the shop's hours; the slot engine clips rows saved before the rule.

let t: TestApp;
let s: Staff;
withStaff(
  async (app, staff) => {
    [t, s] = [app, staff];
    // The demo shop's week: Monday afternoon only, Saturday to 17:00, Sunday closed.
    const opening = [
      { day: 'monday', open: true, startTime: '14:00', endTime: '19:00' },
      ...['tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day, open: true, startTime: '09:00', endTime: '19:00' })),
      { day: 'saturday', open: true, startTime: '09:00', endTime: '17:00' },
      { day: 'sunday', open: false, startTime: null, endTime: null },
    ];
    await app.ctx.db.execute(sql`update shop_settings set opening_hours = ${JSON.stringify(opening)}::jsonb where id = 1`);
    clearShopCache(app.ctx.db);
  },
  { everyTestAt: MONDAY_MORNING },
);

const MONDAY_MESSAGE = 'Lunedì il negozio è aperto 14:00-19:00: gli orari di lavoro devono rientrare in questa fascia.';
const SATURDAY_MESSAGE = 'Sabato il negozio è aperto 09:00-17:00: gli orari di lavoro devono rientrare in questa fascia.';
const SUNDAY_MESSAGE = 'Domenica il negozio è chiuso: questo giorno non può essere lavorativo.';

/** Inside the demo shop's hours: Monday 14-19, Tuesday-Friday 09-19 with lunch, Saturday 09-17. */
const inside = standardWeek({
  monday: { startTime: '14:00', hasBreak: false, breakStart: null, breakEnd: null },
  saturday: { endTime: '17:00' },
});
/** The bug of issue 17: bookable Monday from 09:00 while the shop opens at 14:00. */
const mondayMorning = standardWeek({ saturday: { endTime: '17:00' } });

const hoursOf = async (id: string) =>
  (await queryRows<{ h: WorkingDay[] }>(t.ctx.db, sql`select working_hours as h from barbers where id = ${id}::uuid`))[0]!.h;
const slots = async (barberId: string, date: string) =>
  (await t.call('publicAvailableSlots', { query: { barberId, date, duration: '30' } })).json() as {
    time: string;
    available: boolean;
  }[];

describe('saving working hours outside the shop', () => {
  it("the admin's edit is refused with the day and the shop's hours, and nothing changes", async () => {
    const before = await hoursOf(s.y.barber.id);
    const res = await t.call('saveWorkingHours', {
      params: { id: s.y.barber.id },
      body: { workingHours: mondayMorning },
      as: s.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MONDAY_MESSAGE, errors: [{ field: 'workingHours.0.startTime', message: MONDAY_MESSAGE }] });
    expect(await hoursOf(s.y.barber.id)).toEqual(before);
  });

  it('the same refusal in the caller\'s language: the day and the shop\'s hours in German, French, English', async () => {
    const refusal = async (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      (
        await t.callRaw('saveWorkingHours', { params: { id: s.y.barber.id }, body: { workingHours: mondayMorning }, as: s.admin, headers, cookies })
      ).json() as { message: string; errors: { message: string }[] };
    const german = await refusal({ 'accept-language': 'de-CH' });
    expect(german.message).toBe('Am Montag ist das Geschäft von 14:00-19:00 geöffnet: Die Arbeitszeiten müssen in diesem Rahmen liegen.');
    expect(german.errors[0]!.message).toBe(german.message);
    expect((await refusal({ 'accept-language': 'de-CH' }, { lang: 'fr' })).message).toMatch(/Lundi.*14:00-19:00/i);
    expect((await refusal({ 'accept-language': 'en' })).message).toMatch(/Monday.*14:00-19:00/);
  });

  it("the barber's own schedule tab: every offending day has its own message; hours inside are saved", async () => {
    const late = standardWeek({
      monday: { startTime: '14:00', hasBreak: false, breakStart: null, breakEnd: null },
      saturday: { endTime: '18:00' },
      sunday: { isWorking: true, startTime: '10:00', endTime: '12:00' },
    });
    const res = await t.call('saveWorkingHours', {
      params: { id: s.x.barber.id },
      body: { workingHours: late },
      as: s.x.user,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'workingHours.5.endTime', message: SATURDAY_MESSAGE },
      { field: 'workingHours.6.startTime', message: SUNDAY_MESSAGE },
    ]);
    const ok = await t.call('saveWorkingHours', {
      params: { id: s.x.barber.id },
      body: { workingHours: inside },
      as: s.x.user,
    });
    expect(ok.statusCode).toBe(200);
    expect((await hoursOf(s.x.barber.id))[0]).toMatchObject({ day: 'monday', startTime: '14:00', endTime: '19:00' });
  });

  it('a new barber: hours sent are checked; without hours the default week starts inside the shop', async () => {
    const base = { firstName: 'Nino', lastName: 'Orari', phone: '079 111 22 33', services: [s.slot.service.id] };
    const refused = await t.call('createBarber', {
      body: { ...base, email: 'nino@example.ch', workingHours: mondayMorning },
      as: s.admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MONDAY_MESSAGE);
    expect(await queryRows(t.ctx.db, sql`select 1 from barbers where email = 'nino@example.ch'`)).toEqual([]);

    const created = await t.call('createBarber', {
      body: { ...base, email: 'nino2@example.ch' },
      as: s.admin,
    });
    expect(created.statusCode).toBe(201);
    const week = await hoursOf(created.json()._id);
    // The default 09:00-19:00 with lunch 12:00-12:30 becomes Monday 14:00-19:00 (the lunch falls outside).
    expect(week[0]).toEqual({ day: 'monday', isWorking: true, startTime: '14:00', endTime: '19:00', hasBreak: false, breakStart: null, breakEnd: null });
    expect(week[5]).toMatchObject({ day: 'saturday', startTime: '09:00', endTime: '17:00' });
  });
});

describe("a new barber with the original client's default hours (issue 24, ADR 0038)", () => {
  const base = { firstName: 'Olga', lastName: 'Originale', phone: '079 111 22 44' };
  const post = (email: string, workingHours: WorkingDay[]) =>
    t.call('createBarber', {
      body: { ...base, services: [s.slot.service.id], email, workingHours },
      as: s.admin,
    });

  it('days sent exactly as the default week are fitted to the shop, as for a barber created without hours', async () => {
    const res = await post('olga@example.ch', DEFAULT_WORKING_HOURS.map((d) => ({ ...d })));
    expect(res.statusCode).toBe(201);
    const week = await hoursOf(res.json()._id);
    expect(week[0]).toEqual({ day: 'monday', isWorking: true, startTime: '14:00', endTime: '19:00', hasBreak: false, breakStart: null, breakEnd: null });
    expect(week[1]).toEqual({ ...DEFAULT_WORKING_HOURS[1] });
    expect(week[5]).toMatchObject({ day: 'saturday', startTime: '09:00', endTime: '17:00' });
    expect(week[6]).toMatchObject({ day: 'sunday', isWorking: false });
  });

  it('a day chosen outside the shop is still refused with the Italian reason, the default days around it or not', async () => {
    const week = DEFAULT_WORKING_HOURS.map((d) => ({ ...d }));
    week[0] = { ...week[0]!, startTime: '08:00' };
    const res = await post('olga2@example.ch', week);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MONDAY_MESSAGE);
    const sunday = DEFAULT_WORKING_HOURS.map((d) => ({ ...d }));
    sunday[6] = { ...DEFAULT_WORKING_HOURS[1]!, day: 'sunday' };
    const closed = await post('olga3@example.ch', sunday);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(SUNDAY_MESSAGE);
    const [row] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from barbers where email in ('olga2@example.ch', 'olga3@example.ch')`);
    expect(row!.n).toBe(0);
  });
});

describe('the slot engine and old data', () => {
  it("never offers a time the shop is closed, even for hours saved before the rule, and booking agrees", async () => {
    const old = await makeBarber(t, { workingHours: mondayMorning, services: [s.slot.service] });
    const nextMonday = '2026-06-08';
    const monday = await slots(old.id, nextMonday);
    expect(monday[0]?.time).toBe('14:00');
    expect(monday.every((slot) => slot.time >= '14:00')).toBe(true);
    expect(monday.filter((slot) => slot.available)).toHaveLength(19);
    const saturday = await slots(old.id, '2026-06-06');
    expect(saturday.at(-1)?.time).toBe('16:45');
    const calendar = await t.call('availabilityCalendar', {
      query: { barberId: old.id, duration: '30', from: nextMonday, days: '1' },
    });
    expect(calendar.json().data[0]).toMatchObject({ date: nextMonday, firstTime: '14:00' });

    const booking = await t.call('guestBooking', {
      body: guestBody({ ...s.slot, date: nextMonday, time: '10:00' }, { barberId: old.id }),
    });
    expect(booking.statusCode).toBe(409);
    const afternoon = await t.call('guestBooking', {
      body: guestBody({ ...s.slot, date: WEDNESDAY, time: '09:00' }, { barberId: old.id }),
    });
    expect(afternoon.statusCode).toBe(201);
  });

  it('the migration brings old rows inside the shop with the same clipping (and changes nothing twice)', async () => {
    const old = await makeBarber(t, {
      workingHours: standardWeek({
        monday: { startTime: '10:00', breakStart: '13:00', breakEnd: '14:30' },
        saturday: { endTime: '18:00' },
        sunday: { isWorking: true, startTime: '10:00', endTime: '12:00', hasBreak: false, breakStart: null, breakEnd: null },
      }),
    });
    const file = readFileSync(join(migrationsDir(), '0008_hours_within_shop.sql'), 'utf8');
    await t.database.exec(file);
    const week = await hoursOf(old.id);
    expect(week[0]).toEqual({ day: 'monday', isWorking: true, startTime: '14:00', endTime: '19:00', hasBreak: true, breakStart: '14:00', breakEnd: '14:30' });
    expect(week[1]).toEqual(standardWeek()[1]);
    expect(week[5]).toMatchObject({ day: 'saturday', startTime: '09:00', endTime: '17:00', breakStart: '12:00' });
    expect(week[6]).toEqual({ day: 'sunday', isWorking: false, startTime: null, endTime: null, hasBreak: false, breakStart: null, breakEnd: null });
    await t.database.exec(file);
    expect(await hoursOf(old.id)).toEqual(week);
  });
});

describe("setting the shop's hours when barbers already exist (create-admin, then the panel, then setup)", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  const setup = (openingHours: object[]) =>
    fresh.callRaw('completeSetup', { body: setupBody(fresh, { shop: { openingHours } }) });
  const week = (mondayStart: string) => [
    { day: 'monday', open: true, startTime: mondayStart, endTime: '19:00' },
    ...['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => ({ day, open: true, startTime: '09:00', endTime: '19:00' })),
    { day: 'sunday', open: false, startTime: null, endTime: null },
  ];

  it("refuses hours that would leave a barber working while the shop is closed, naming barber and day", async () => {
    await makeBarber(fresh, { firstName: 'Davide', lastName: 'Colombo', workingHours: standardWeek() });
    const res = await setup(week('14:00'));
    expect(res.statusCode).toBe(400);
    const message = `Gli orari di Davide Colombo non rientrano negli orari del negozio. ${MONDAY_MESSAGE} Modifica prima gli orari del barbiere.`;
    expect(res.json()).toMatchObject({ message, errors: [{ field: 'shop.openingHours.0.startTime', message }] });
    expect(await queryRows(fresh.ctx.db, sql`select 1 from users where role = 'admin'`)).toEqual([]);
    expect((await setup(week('09:00'))).statusCode).toBe(201);
  });
});
