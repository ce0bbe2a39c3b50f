import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { makeBarber, MONDAY_MORNING, WEDNESDAY } from '../../../test/helpers/booking';
import type { Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';

/**
 * Issue 27 item 11: absences of the same barber may not overlap. The service refuses with a 400 that names the
 * absence in the way and changes nothing; the exclusion constraints of migration 0027 hold the rule underneath.
 */
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: MONDAY_MORNING });

const freshBarber = () => makeBarber(t, { services: [s.slot.service] });
const absences = (barberId: string | null) =>
  queryRows<{ start: string; end: string }>(
    t.ctx.db,
    sql`select start_time::text as start, end_time::text as "end" from temporary_absences
        where barber_id is not distinct from ${barberId}::uuid and date = ${WEDNESDAY} order by start_time`,
  );
const createAbsence = (barberId: string | null, startTime: string, endTime: string) =>
  t.call('createAbsence', {
    body: { date: WEDNESDAY, startTime, endTime, reason: 'Corso', ...(barberId ? { barberId } : {}) },
    as: s.admin,
  });

describe('temporary absences of one barber', () => {
  it('refuses an overlapping absence with 400, naming the one in the way, and stores nothing', async () => {
    const barber = await freshBarber();
    expect((await createAbsence(barber.id, '10:00', '11:30')).statusCode).toBe(201);
    const res = await createAbsence(barber.id, '11:00', '12:00');
    expect(res.statusCode).toBe(400);
    const message = "Si sovrappone a un'altra assenza dello stesso barbiere: 03.06.2026, 10:00 - 11:30";
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message, errors: [{ field: 'startTime', message }] });
    expect(await absences(barber.id)).toEqual([{ start: '10:00:00', end: '11:30:00' }]);
  });

  it('says the absence in the way in the caller\'s language, its date dd.mm.yyyy', async () => {
    const barber = await freshBarber();
    expect((await createAbsence(barber.id, '15:00', '16:00')).statusCode).toBe(201);
    const again = (extras: { headers?: Record<string, string>; cookies?: Record<string, string> }) =>
      t.callRaw('createAbsence', {
        body: { date: WEDNESDAY, startTime: '15:30', endTime: '16:30', reason: 'Corso', barberId: barber.id },
        as: s.admin,
        ...extras,
      });
    const german = 'Überschneidet sich mit einer anderen Abwesenheit desselben Coiffeurs: 03.06.2026, 15:00 - 16:00';
    expect((await again({ headers: { 'accept-language': 'de-CH' } })).json()).toMatchObject({
      code: 'VALIDATION',
      message: german,
      errors: [{ field: 'startTime', message: german }],
    });
    expect((await again({ headers: { 'accept-language': 'de-CH' }, cookies: { lang: 'fr' } })).json().message).toBe(
      'Chevauche une autre absence du même coiffeur : 03.06.2026, 15:00 - 16:00',
    );
    expect((await again({ headers: { 'accept-language': 'en-GB' } })).json().message).toBe(
      'Overlaps another absence of the same barber: 03.06.2026, 15:00 - 16:00',
    );
  });

  it('takes an absence that only touches another, and one of another barber at the same time', async () => {
    const barber = await freshBarber();
    const other = await freshBarber();
    expect((await createAbsence(barber.id, '10:00', '11:00')).statusCode).toBe(201);
    expect((await createAbsence(barber.id, '11:00', '12:00')).statusCode).toBe(201);
    expect((await createAbsence(other.id, '10:30', '11:30')).statusCode).toBe(201);
    expect(await absences(barber.id)).toHaveLength(2);
  });

  it('refuses an edit that would run into another absence, but lets one be edited over its own time', async () => {
    const barber = await freshBarber();
    const first = (await createAbsence(barber.id, '14:00', '15:00')).json().data;
    expect((await createAbsence(barber.id, '16:00', '17:00')).statusCode).toBe(201);
    const edit = (startTime: string, endTime: string) =>
      t.call('updateAbsence', { params: { id: first._id }, body: { startTime, endTime, reason: 'Corso' }, as: s.admin });
    expect((await edit('14:00', '15:30')).statusCode).toBe(200);
    const res = await edit('14:00', '16:30');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Si sovrappone a un'altra assenza dello stesso barbiere: 03.06.2026, 16:00 - 17:00");
    expect(await absences(barber.id)).toEqual([
      { start: '14:00:00', end: '15:30:00' },
      { start: '16:00:00', end: '17:00:00' },
    ]);
  });

  it("refuses two whole-studio absences over the same time; a barber's own beside the studio's is allowed", async () => {
    const barber = await freshBarber();
    expect((await createAbsence(null, '18:00', '19:00')).statusCode).toBe(201);
    const res = await createAbsence(null, '18:30', '19:30');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Si sovrappone a un'altra assenza dello stesso barbiere: 03.06.2026, 18:00 - 19:00");
    expect(await absences(null)).toEqual([{ start: '18:00:00', end: '19:00:00' }]);
    expect((await createAbsence(barber.id, '18:30', '19:30')).statusCode).toBe(201);
  });
});

describe('vacations of one barber', () => {
  const save = (barberId: string, vacations: { startDate: string; endDate: string }[]) =>
    t.call('saveVacations', { params: { id: barberId }, body: { vacations }, as: s.admin });
  const stored = async (barberId: string) =>
    (await t.call('barberView', { params: { id: barberId }, as: s.admin })).json().data.vacations;

  it('refuses a period over a saved one with 400 naming its dates, on the new period, and saves nothing', async () => {
    const barber = await freshBarber();
    const saved = { startDate: '2026-06-10', endDate: '2026-06-14' };
    expect((await save(barber.id, [saved])).statusCode).toBe(200);
    const res = await save(barber.id, [saved, { startDate: '2026-06-14', endDate: '2026-06-20' }]);
    expect(res.statusCode).toBe(400);
    const message = "Si sovrappone a un'altra assenza dello stesso barbiere: dal 10.06.2026 al 14.06.2026";
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, errors: [{ field: 'vacations.1.startDate', message }] });
    expect(await stored(barber.id)).toEqual([saved]);
    const german = await t.callRaw('saveVacations', {
      params: { id: barber.id },
      body: { vacations: [saved, { startDate: '2026-06-14', endDate: '2026-06-20' }] },
      as: s.admin,
      headers: { 'accept-language': 'de-CH' },
    });
    const inGerman = 'Überschneidet sich mit einer anderen Abwesenheit desselben Coiffeurs: vom 10.06.2026 bis 14.06.2026';
    expect(german.json()).toMatchObject({ message: inGerman, errors: [{ field: 'vacations.1.startDate', message: inGerman }] });
  });

  it('takes a period that starts the day after another ends, and refuses two new ones that overlap', async () => {
    const barber = await freshBarber();
    const periods = [
      { startDate: '2026-06-10', endDate: '2026-06-14' },
      { startDate: '2026-06-15', endDate: '2026-06-16' },
    ];
    expect((await save(barber.id, periods)).statusCode).toBe(200);
    expect(await stored(barber.id)).toEqual(periods);
    const res = await save(barber.id, [...periods, { startDate: '2026-06-01', endDate: '2026-06-30' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'vacations.2.startDate', message: "Si sovrappone a un'altra assenza dello stesso barbiere: dal 10.06.2026 al 14.06.2026" },
    ]);
    expect(await stored(barber.id)).toEqual(periods);
  });

  it('refuses a new barber whose vacations overlap, creating nothing', async () => {
    const res = await t.callRaw('createBarber', {
      body: {
        firstName: 'Nuovo',
        lastName: 'Sovrapposto',
        email: 'nuovo.sovrapposto@example.ch',
        phone: '079 555 10 99',
        services: [],
        vacations: [
          { startDate: '2026-06-10', endDate: '2026-06-12' },
          { startDate: '2026-06-12', endDate: '2026-06-13' },
        ],
      },
      as: s.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Si sovrappone a un'altra assenza dello stesso barbiere: dal 10.06.2026 al 12.06.2026");
    const [row] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from barbers where email = 'nuovo.sovrapposto@example.ch'`);
    expect(row!.n).toBe(0);
  });
});
