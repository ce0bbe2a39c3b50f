import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { makeUser } from '../../../test/helpers/factories';
import { guestBody, makeService, MONDAY_MORNING, standardWeek, WEDNESDAY } from '../../../test/helpers/booking';
import { callers, expectRefused, outbox, type Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';

let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: MONDAY_MORNING });

const barberRow = async (id: string) =>
  (await queryRows<{ first_name: string; phone: string; bio: string | null; working_hours: unknown; is_active: boolean }>(
    t.ctx.db,
    sql`select first_name, phone, bio, working_hours, is_active from barbers where id = ${id}::uuid`,
  ))[0]!;
const vacationsOf = async (id: string) =>
  queryRows<{ s: string; e: string }>(
    t.ctx.db,
    sql`select start_date::text as s, end_date::text as e from barber_vacations where barber_id = ${id}::uuid order by start_date`,
  );
const servicesOf = async (id: string) =>
  (await queryRows<{ id: string }>(t.ctx.db, sql`select service_id as id from barber_services where barber_id = ${id}::uuid`)).map((r) => r.id);

const profile = { firstName: 'Nuovo', lastName: 'Nome', email: 'nuovo@example.ch', phone: '079 222 33 44', bio: 'Sfumature' };
const week = standardWeek({ saturday: { isWorking: false, startTime: null, endTime: null, hasBreak: false, breakStart: null, breakEnd: null } });

describe("role matrix: barber X on barber Y's record", () => {
  const writes = (id: string) => [
    { route: 'updateBarber', params: { id }, body: profile },
    { route: 'saveWorkingHours', params: { id }, body: { workingHours: week } },
    { route: 'saveVacations', params: { id }, body: { vacations: [{ startDate: '2026-07-01', endDate: '2026-07-05' }] } },
    { route: 'saveBarberServices', params: { id }, body: { services: [s.slot.service.id] } },
    { route: 'notifyScheduleUpdate', body: { barberId: id } },
  ] as const;

  it('guest 401, client 403, barber X on Y 403 - and Y is unchanged', async () => {
    const before = await barberRow(s.y.barber.id);
    await expectRefused(t, s, writes(s.y.barber.id));
    const c = callers(s);
    for (const who of ['guest', 'client', 'barberX'] as const) {
      // Reading is open to any logged-in user (as in the spec's clients), in the public view.
      const read = await t.call('barberView', { params: { id: s.y.barber.id }, headers: c[who] });
      expect(read.statusCode).toBe(who === 'guest' ? 401 : 200);
      if (who !== 'guest') {
        expect(read.json().data).toMatchObject({ _id: s.y.barber.id });
        expect(read.json().data).not.toHaveProperty('email');
      }
    }
    expect(await barberRow(s.y.barber.id)).toEqual(before);
    expect(await vacationsOf(s.y.barber.id)).toEqual([]);
    expect(await outbox(t, 'schedule-update')).toEqual([]);
  });

  it('barber Y on their own record: 200 for every call', async () => {
    const spy = vi.spyOn(t.ctx.realtime, 'slotsChanged');
    for (const { route, ...input } of writes(s.y.barber.id)) {
      const res = await t.callRaw(route, { ...input, as: s.y.user });
      expect(`${route} -> ${res.statusCode}`).toBe(`${route} -> 200`);
    }
    const read = await t.call('barberView', { params: { id: s.y.barber.id }, as: s.y.user });
    expect(read.json().data).toMatchObject({ _id: s.y.barber.id, firstName: 'Nuovo', phone: '+41792223344', bio: 'Sfumature', email: 'nuovo@example.ch' });
    expect(read.json().data.vacations).toEqual([{ startDate: '2026-07-01', endDate: '2026-07-05' }]);
    // Hours, vacations and services each refresh the next 31 days of this barber's booking pages.
    const events = spy.mock.calls.map(([e]) => e).filter((e) => e.barberId === s.y.barber.id);
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events[0]!.dates).toHaveLength(31);
    expect(events[0]!.dates[0]).toBe('2026-06-01');
    spy.mockRestore();
    const [notice] = await outbox(t, 'schedule-update');
    expect(notice).toMatchObject({ recipient: 'nuovo@example.ch', subject: 'I tuoi orari sono stati aggiornati' });
    expect(notice!.body_text).toContain('Sabato: chiuso');
  });

  it('a barber cannot deactivate themselves nor reach the admin routes', async () => {
    const self = await t.call('updateBarber', { params: { id: s.x.barber.id }, body: { ...profile, email: 'x@example.ch', isActive: false }, as: s.x.user });
    expect(self.statusCode).toBe(403);
    expect((await t.call('deactivateBarber', { params: { id: s.x.barber.id }, as: s.x.user })).statusCode).toBe(403);
    expect((await t.call('adminBarbers', { as: s.x.user })).statusCode).toBe(403);
    expect((await barberRow(s.x.barber.id)).is_active).toBe(true);
  });

  it('find-by-email: the admin finds anyone; a barber only with their own email, answering their linked record', async () => {
    const own = await t.call('barberByEmail', { query: { email: s.x.user.email }, as: s.x.user });
    expect(own.statusCode).toBe(200);
    expect(own.json().data._id).toBe(s.x.barber.id);
    const other = await t.call('barberByEmail', { query: { email: s.y.user.email }, as: s.x.user });
    expect(other.statusCode).toBe(403);
    const admin = await t.call('barberByEmail', { query: { email: 'barbiere@example.ch' }, as: s.admin });
    expect(admin.statusCode).toBe(200);
    const unlinked = await makeUser(t, { role: 'barber' });
    const missing = await t.call('barberByEmail', { query: { email: unlinked.email }, as: unlinked });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe('Impossibile trovare il profilo barbiere associato a questo account.');
  });
});

describe('working hours', () => {
  const put = (workingHours: unknown, headers = s.x.user.auth) =>
    t.callRaw('saveWorkingHours', { params: { id: s.x.barber.id }, body: { workingHours }, headers });

  it.each([
    [{ startTime: null }, 'Gli orari di apertura e chiusura sono obbligatori per i giorni lavorativi'],
    [{ breakStart: '' }, 'Gli orari della pausa pranzo sono obbligatori quando la pausa è attiva'],
    [{ breakStart: '08:00' }, "La pausa pranzo deve essere compresa nell'orario di lavoro"],
    [{ breakStart: '13:00', breakEnd: '12:00' }, "L'orario di inizio pausa deve essere precedente all'orario di fine pausa"],
  ])('refuses monday %o with the spec message and writes nothing', async (monday, message) => {
    const before = await barberRow(s.x.barber.id);
    const res = await put(standardWeek({ monday }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[0].field).toMatch(/^workingHours\.0\./);
    expect(await barberRow(s.x.barber.id)).toEqual(before);
  });

  it('stores break times as null when the break is off, and the booking grid follows', async () => {
    const res = await put(standardWeek({ wednesday: { hasBreak: false, breakStart: '12:00', breakEnd: '13:00', endTime: '14:00' } }));
    expect(res.statusCode).toBe(200);
    const wednesday = res.json().data.workingHours[2];
    expect(wednesday).toEqual({ day: 'wednesday', isWorking: true, startTime: '09:00', endTime: '14:00', hasBreak: false, breakStart: null, breakEnd: null });
    const grid = await t.call('publicAvailableSlots', { query: { barberId: s.x.barber.id, date: WEDNESDAY, duration: '30' } });
    const cells = grid.json() as { time: string; available: boolean }[];
    expect(cells.find((c) => c.time === '12:00')?.available).toBe(true);
    expect(cells.find((c) => c.time === '13:30')?.available).toBe(true);
    expect(cells.some((c) => c.time === '14:00' && c.available)).toBe(false);
    await put(standardWeek());
  });
});

describe('vacations', () => {
  const put = (vacations: unknown) =>
    t.callRaw('saveVacations', { params: { id: s.x.barber.id }, body: { vacations }, as: s.admin });

  it('refuses an end before the start and a new period starting in the past, with the messages', async () => {
    const order = await put([{ startDate: '2026-07-10', endDate: '2026-07-05' }]);
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('La data di fine deve essere successiva alla data di inizio');
    const past = await put([{ startDate: '2026-05-30', endDate: '2026-06-02' }]);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('La data di inizio non può essere precedente a oggi');
    expect(await vacationsOf(s.x.barber.id)).toEqual([]);
  });

  it('drops rows with an empty date, replaces the list, keeps a period under way when re-sent', async () => {
    const first = await put([{ startDate: '2026-06-01', endDate: '2026-06-02' }, { startDate: '', endDate: '2026-08-01' }, { startDate: '2026-08-10', endDate: '2026-08-12' }]);
    expect(first.statusCode).toBe(200);
    expect(await vacationsOf(s.x.barber.id)).toEqual([{ s: '2026-06-01', e: '2026-06-02' }, { s: '2026-08-10', e: '2026-08-12' }]);
    // The next day the first period has started: re-sending it is fine, dropping the other removes it.
    t.clock.set('2026-06-02T06:00:00Z');
    const second = await put([{ startDate: '2026-06-01', endDate: '2026-06-02' }]);
    expect(second.statusCode).toBe(200);
    expect(await vacationsOf(s.x.barber.id)).toEqual([{ s: '2026-06-01', e: '2026-06-02' }]);
    await put([]);
  });
});

describe('services', () => {
  it("needs at least one ('Seleziona almeno un servizio') and only active services", async () => {
    const none = await t.call('saveBarberServices', { params: { id: s.x.barber.id }, body: { services: [] }, as: s.x.user });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Seleziona almeno un servizio');
    const retired = await makeService(t, { isActive: false });
    const inactive = await t.call('saveBarberServices', { params: { id: s.x.barber.id }, body: { services: [retired.id] }, as: s.x.user });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors[0]).toEqual({ field: 'services.0', message: 'Servizio non valido' });
    expect(await servicesOf(s.x.barber.id)).toEqual([s.slot.service.id]);
  });

  it('takes the services by name, as the spec\'s clients send them (ids too), and refuses an unknown name', async () => {
    const shave = await makeService(t, { name: 'Rasatura Classica' });
    const res = await t.call('saveBarberServices', { params: { id: s.x.barber.id }, body: { services: ['rasatura classica', s.slot.service.id] }, as: s.admin });
    expect(res.statusCode).toBe(200);
    expect(await servicesOf(s.x.barber.id)).toEqual(expect.arrayContaining([shave.id, s.slot.service.id]));
    const unknown = await t.call('saveBarberServices', { params: { id: s.x.barber.id }, body: { services: ['Taglio Inventato'] }, as: s.admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({ field: 'services.0', message: 'Servizio non valido' });
  });

  it('replaces the offered services', async () => {
    const beard = await makeService(t, { name: 'Barba' });
    const res = await t.call('saveBarberServices', { params: { id: s.x.barber.id }, body: { services: [beard.id, s.slot.service.id] }, as: s.x.user });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.services).toEqual(['Barba', 'Taglio + Shampoo']);
  });
});

describe('POST /barbers', () => {
  const create = (payload: object) => t.callRaw('createBarber', { body: payload, as: s.admin });
  const base = { firstName: 'Luca', lastName: 'Verdi', services: [] as string[], vacations: [] };

  it.each([
    ['079 123 45 67', '+41791234567'],
    ['0041 79 123 45 67', '+41791234567'],
    ['79 123 45 67', '+41791234567'],
    ['+39 333 123 4567', '+393331234567'],
  ])('normalises the phone %s to %s (+41 by default)', async (phone, stored) => {
    const email = `luca-${stored.slice(1)}-${phone.length}@example.ch`;
    const res = await create({ ...base, email, phone });
    expect(res.statusCode).toBe(201);
    // The barber at the top level: the spec's client reads _id from the answer.
    expect(res.json()).toMatchObject({ success: true, message: 'Barbiere creato con successo!', phone: stored, isActive: true, userId: null });
    expect(typeof res.json()._id).toBe('string');
    // Without hours sent, the admin defaults: Mon-Fri 09:00-19:00, Sat to 17:00, Sunday off, break 12:00-12:30.
    expect(res.json().workingHours[5]).toMatchObject({ day: 'saturday', endTime: '17:00', breakEnd: '12:30' });
  });

  it('accepts the services by name (the spec\'s admin client) and stores the services they name', async () => {
    const res = await create({ ...base, email: 'per.nome@example.ch', phone: '079 123 00 11', services: [s.slot.service.name] });
    expect(res.statusCode).toBe(201);
    expect(res.json().services).toEqual([s.slot.service.name]);
    expect(await servicesOf(res.json()._id)).toEqual([s.slot.service.id]);
  });

  it.each([
    [{ firstName: '' }, 'Il nome è obbligatorio'],
    [{ lastName: undefined }, 'Il cognome è obbligatorio'],
    [{ email: 'non-una-email' }, 'Email non valida'],
    [{ phone: '' }, 'Il telefono è obbligatorio'],
    [{ phone: '12' }, 'Inserisci un numero di telefono valido (formato internazionale).'],
  ])('refuses %o with the message', async (override, message) => {
    const res = await create({ ...base, email: 'manca@example.ch', phone: '079 000 00 00', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('links an existing account with the same email (a client becomes a barber) or creates one on request', async () => {
    const client = await makeUser(t, { email: 'futuro.barbiere@example.ch' });
    const linked = await create({ ...base, email: 'Futuro.Barbiere@example.ch', phone: '079 111 11 11', services: [s.slot.service.id] });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().userId).toBe(client.id);
    const me = await t.call('currentUser', { as: client });
    expect(me.json()).toMatchObject({ role: 'barber', barberId: linked.json()._id });

    const fresh = await create({ ...base, email: 'con.account@example.ch', phone: '079 111 11 12', createAccount: true, password: 'Password-Nuova-1' });
    expect(fresh.statusCode).toBe(201);
    const login = await t.call('login', { body: { email: 'con.account@example.ch', password: 'Password-Nuova-1' } });
    expect(login.json().user).toMatchObject({ role: 'barber', barberId: fresh.json()._id });

    const dup = await create({ ...base, email: 'con.account@example.ch', phone: '079 111 11 13' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('BARBER_EMAIL_TAKEN');
  });
});

describe('GET /admin/barbers and DELETE /barbers/:id', () => {
  it('deactivates, keeps history and future appointments, and hides the barber from booking pages', async () => {
    const created = await t.call('createBarber', {
      body: { firstName: 'Temp', lastName: 'Orario', email: 'temp@example.ch', phone: '079 999 99 99', services: [s.slot.service.id] },
      as: s.admin,
    });
    const id = created.json()._id;
    const booked = await t.call('guestBooking', { body: guestBody({ ...s.slot, date: WEDNESDAY, time: '10:00' }, { barberId: id }) });
    expect(booked.statusCode).toBe(201);
    const del = await t.call('deactivateBarber', { params: { id }, as: s.admin });
    expect(del.json()).toEqual({ success: true, data: { _id: id, isActive: false, futureAppointments: 1 }, message: 'Barbiere eliminato con successo!' });
    const publicList = await t.call('barberDirectory');
    expect(publicList.json().map((b: { _id: string }) => b._id)).not.toContain(id);
    const staffList = await t.call('adminBarbers', { as: s.admin });
    expect(staffList.json().data.find((b: { _id: string }) => b._id === id)).toMatchObject({ isActive: false, email: 'temp@example.ch' });
    const appointments = await queryRows<{ status: string }>(t.ctx.db, sql`select status from appointments where barber_id = ${id}::uuid`);
    expect(appointments).toEqual([{ status: 'confirmed' }]);
    // The admin can re-open the diary.
    const back = await t.call('updateBarber', { params: { id }, body: { firstName: 'Temp', lastName: 'Orario', email: 'temp@example.ch', phone: '079 999 99 99', isActive: true }, as: s.admin });
    expect(back.json().data.isActive).toBe(true);
  });
});
