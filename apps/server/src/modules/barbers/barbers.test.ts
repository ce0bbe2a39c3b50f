import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser } from '../../../test/helpers/factories';
import { givenShop, makeBarber, makeService, MONDAY_MORNING, standardWeek, type BarberRow } from '../../../test/helpers/booking';

let t: TestApp;
let active: BarberRow;
let inactive: BarberRow;
beforeAll(async () => {
  t = await createTestApp();
  await givenShop(t);
  t.clock.set(MONDAY_MORNING);
  const cut = await makeService(t, { name: 'Taglio + Shampoo' });
  const beard = await makeService(t, { name: 'Barba Modellata' });
  const retired = await makeService(t, { name: 'Vecchio servizio', isActive: false });
  active = await makeBarber(t, {
    firstName: 'Aldo',
    services: [cut, beard, retired],
    vacations: [
      { startDate: '2026-05-01', endDate: '2026-05-10' },
      { startDate: '2026-06-10', endDate: '2026-06-14' },
    ],
  });
  inactive = await makeBarber(t, { firstName: 'Zeno', isActive: false, services: [cut] });
});
afterAll(() => t.close());

describe('barber lists', () => {
  it.each(['publicBarbers', 'waitingListBarbers', 'barberDirectory'] as const)(
    '%s lists active barbers with active service names and ids, hours and current or future vacations',
    async (route) => {
      const res = await t.call(route);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      // The spec's shape: the bare list (the original pages call data.map on it).
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((b: { _id: string }) => b._id)).toEqual([active.id]);
      const [barber] = body;
      expect(barber.services).toEqual(['Barba Modellata', 'Taglio + Shampoo']);
      expect(barber.serviceIds).toHaveLength(2);
      // The week as stored, in the spec's shape: day, isWorking, startTime, endTime, hasBreak, breakStart, breakEnd.
      expect(barber.workingHours).toEqual(standardWeek());
      expect(barber.vacations).toEqual([{ startDate: '2026-06-10', endDate: '2026-06-14' }]);
      // Public fields only: no contacts, no account link.
      expect(barber).not.toHaveProperty('email');
      expect(barber).not.toHaveProperty('phone');
      expect(barber).not.toHaveProperty('userId');
    },
  );
});

describe('GET /barbers for the admin', () => {
  it('answers every barber in the staff view (email, phone, inactive ones too); others get the public list', async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const res = await t.call('barberDirectory', { as: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { _id: string; email: string; phone: string; isActive: boolean }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((b) => b._id)).toEqual(expect.arrayContaining([active.id, inactive.id]));
    expect(list.find((b) => b._id === inactive.id)).toMatchObject({ isActive: false, email: 'barbiere@example.ch', phone: '+41795550000' });
    const client = await makeUser(t);
    const publicList = (await t.call('barberDirectory', { as: client })).json();
    expect(publicList.map((b: { _id: string }) => b._id)).toEqual([active.id]);
    expect(publicList[0]).not.toHaveProperty('email');
  });
});

describe('GET /appointments/public/barbers/:id', () => {
  it('answers one active barber', async () => {
    const res = await t.call('publicBarber', { params: { id: active.id } });
    expect(res.statusCode).toBe(200);
    // The barber itself, workingHours at the top level (the spec's guest page reads it so).
    expect(res.json()).toMatchObject({ _id: active.id, firstName: 'Aldo' });
    expect(res.json().workingHours).toHaveLength(7);
  });

  it.each([
    ['an inactive barber', () => inactive.id],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 Barbiere non trovato for %s', async (_label, id) => {
    const res = await t.call('publicBarber', { params: { id: id() } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'BARBER_NOT_FOUND', message: 'Barbiere non trovato' });
  });

  it('answers 400 in Italian for an id that is not one', async () => {
    const res = await t.call('publicBarber', { params: { id: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Identificativo non valido');
  });
});

describe('GET /barbers/:id/check-vacation', () => {
  const check = (id: string, date?: string) =>
    t.callRaw('barberVacationCheck', { params: { id }, query: { date } });

  it('reports the vacation covering the date, both ends included', async () => {
    for (const date of ['2026-06-10', '2026-06-12', '2026-06-14']) {
      const res = await check(active.id, date);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isOnVacation: true, vacationInfo: { startDate: '2026-06-10', endDate: '2026-06-14' } });
    }
  });

  it('reports no vacation on other days', async () => {
    const res = await check(active.id, '2026-06-15');
    expect(res.json()).toEqual({ isOnVacation: false, vacationInfo: null });
  });

  it('needs a real date and an active barber', async () => {
    expect((await check(active.id)).statusCode).toBe(400);
    expect((await check(active.id)).json().message).toBe('Data obbligatoria');
    expect((await check(active.id, '2026-02-31')).json().message).toBe('Data non valida');
    const gone = await check(inactive.id, '2026-06-15');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('BARBER_NOT_FOUND');
  });
});

describe('barber accounts', () => {
  it('links a barber account to its barber record (user.barberId)', async () => {
    const user = await makeUser(t, { role: 'barber' });
    const linked = await makeBarber(t, { userId: user.id });
    const me = await t.call('currentUser', { as: user });
    expect(me.json().barberId).toBe(linked.id);
    const client = await makeUser(t);
    const other = await t.call('currentUser', { as: client });
    expect(other.json().barberId).toBeNull();
  });
});
