import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { makeUser, type TestUser } from './helpers/factories';
import { MONDAY_MORNING, WEDNESDAY, standardWeek } from './helpers/booking';
import type { Staff } from './helpers/staff';
import { withStaff } from './helpers/staff-suite';
import { originalClientCalls } from './helpers/original-client';

/**
 * Replays the calls of the spec's section 7 tables (000, 001, 002) as the original clients send them: their
 * payloads with the extra fields they carry, a bearer header that is empty on public calls, the X-Timezone
 * header. Each check reads the answer the way those clients read it (Array.isArray(data), data.map, _id,
 * workingHours, data.data ...), so a change of shape that would break them fails here.
 */
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), { everyTestAt: MONDAY_MORNING });

const call = originalClientCalls(() => t, { timeZone: 'Europe/Rome' });

const SERVICE = 'Taglio + Shampoo';

describe('001: public and customer side', () => {
  it('the guest booking page: barbers, one barber with workingHours, active services, vacation check, slots', async () => {
    const barbers = await call('GET', '/appointments/public/barbers');
    expect(barbers.status).toBe(200);
    expect(Array.isArray(barbers.data)).toBe(true);
    const names = barbers.data.map((b: { firstName: string }) => b.firstName);
    expect(names).toEqual(expect.arrayContaining(['Xeno', 'Yuri']));
    const x = barbers.data.find((b: { _id: string }) => b._id === s.x.barber.id);
    expect(x.services).toContain(SERVICE);

    const barber = await call('GET', `/appointments/public/barbers/${s.x.barber.id}`);
    expect(barber.data._id).toBe(s.x.barber.id);
    expect(barber.data.workingHours.find((d: { day: string }) => d.day === 'wednesday')).toMatchObject({
      isWorking: true,
      startTime: '09:00',
      endTime: '19:00',
      hasBreak: true,
    });
    expect(Array.isArray(barber.data.vacations)).toBe(true);

    const vacation = await call('GET', `/barbers/${s.x.barber.id}/check-vacation?date=${WEDNESDAY}`);
    expect(vacation.data).toEqual({ isOnVacation: false, vacationInfo: null });

    const services = await call('GET', '/services/active');
    expect(Array.isArray(services.data)).toBe(true);
    expect(services.data.map((v: { name: string }) => v.name)).toContain(SERVICE);
    const service = services.data.find((v: { name: string }) => v.name === SERVICE);
    expect(service).toMatchObject({ _id: s.slot.service.id, price: 30, duration: 30 });

    const query = new URLSearchParams({ barberId: s.x.barber.id, date: WEDNESDAY, duration: '30', serviceId: service._id });
    const slots = await call('GET', `/appointments/public/available-slots?${query}`);
    expect(Array.isArray(slots.data)).toBe(true);
    expect(slots.data.find((v: { time: string }) => v.time === '10:00')).toMatchObject({ available: true, isBooked: false });
  });

  it('the waiting list and the registered page read the barbers too', async () => {
    for (const path of ['/barbers/public', '/barbers']) {
      const res = await call('GET', path);
      expect(Array.isArray(res.data)).toBe(true);
      for (const b of res.data) expect(b).toMatchObject({ _id: expect.any(String), firstName: expect.any(String), services: expect.any(Array) });
    }
  });

  it('a guest books with the full payload (Italian mobile, service by name, payment fields) and the slot is taken', async () => {
    const res = await call('POST', '/appointments/public/appointments/guest', {
      body: {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        email: 'giulia.bianchi@example.it',
        phone: '+39 347 123 4567',
        barberId: s.x.barber.id,
        service: SERVICE,
        date: WEDNESDAY,
        time: '10:00',
        duration: 30,
        price: 1,
        paymentType: 'in_person',
        payment: { method: 'cash', status: 'pending', stripePaymentIntentId: null, amount: 1 },
      },
    });
    expect(res.status).toBe(201);
    expect(res.data.appointment || res.data.success).toBeTruthy();
    const id = res.data.appointment?._id ?? res.data._id ?? res.data.id;
    expect(id).toBe(res.data._id);
    // The client's price is ignored: the service's applies.
    expect(res.data.appointment).toMatchObject({ price: 30, duration: 30, service: SERVICE, time: '10:00' });
    expect(res.data.appointment.guestInfo.phone).toBe('+393471234567');

    const slots = await call('GET', `/appointments/public/available-slots?barberId=${s.x.barber.id}&date=${WEDNESDAY}&duration=30`);
    expect(slots.data.find((v: { time: string }) => v.time === '10:00')).toMatchObject({ available: false, isBooked: true });
  });

  it('a customer logs in, books, lists, modifies and cancels', async () => {
    const login = await call('POST', '/auth/login', { body: { email: s.client.email, password: s.client.password } });
    expect(login.status).toBe(200);
    const token = login.data.token as string;
    expect(login.data.user.role).toBe('client');

    const me = await call('GET', '/auth/me', { token });
    expect(me.data.role).toBe('client');
    expect(me.data.email).toBe(s.client.email);

    const booked = await call('POST', '/appointments', {
      token,
      body: { barberId: s.y.barber.id, service: SERVICE, date: WEDNESDAY, time: '11:00', duration: 30, price: 30, timezone: 'Europe/Rome' },
    });
    expect(booked.status).toBe(201);

    const mine = await call('GET', '/appointments/my-appointments', { token });
    expect(Array.isArray(mine.data)).toBe(true);
    const [appointment] = mine.data;
    expect(appointment).toMatchObject({
      _id: expect.any(String),
      barber: { _id: s.y.barber.id, firstName: 'Yuri' },
      service: SERVICE,
      date: WEDNESDAY,
      time: '11:00',
      duration: 30,
      price: 30,
      status: 'confirmed',
      cancellationReason: null,
    });

    const moved = await call('PUT', `/appointments/${appointment._id}`, {
      token,
      body: { barberId: s.y.barber.id, service: SERVICE, date: WEDNESDAY, time: '11:30', duration: 30, price: 30 },
    });
    expect(moved.status).toBe(200);

    const cancelled = await call('PUT', `/appointments/${appointment._id}/cancel`, { token, body: { cancellationReason: 'Cancellato dal cliente' } });
    expect(cancelled.status).toBe(200);
    const after = await call('GET', '/appointments/my-appointments', { token });
    expect(after.data.map((a: { status: string; time: string }) => `${a.time} ${a.status}`)).toEqual(['11:30 cancelled']);
  });
});

describe('002: admin panel', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await call('POST', '/auth/login', { body: { email: s.admin.email, password: s.admin.password } })).data.token;
  });

  it('GET /auth/me answers the user, so the role keeps the admin in the panel', async () => {
    const me = await call('GET', '/auth/me', { token: admin });
    expect(me.data).toMatchObject({ _id: s.admin.id, role: 'admin', firstName: 'Ada' });
  });

  it('the calendar: filtered list (ISO timestamps), admin list, phone booking, staff slots, status change', async () => {
    const guest = await call('POST', '/appointments/public/appointments/guest', {
      body: {
        firstName: 'Ospite',
        lastName: 'Calendario',
        email: 'ospite@example.ch',
        phone: '079 555 12 12',
        barberId: s.y.barber.id,
        service: SERVICE,
        date: WEDNESDAY,
        time: '15:00',
        duration: 30,
        price: 30,
        paymentType: 'in_person',
      },
    });
    expect(guest.status).toBe(201);

    const slots = await call('GET', `/appointments/available-slots?date=${WEDNESDAY}&barberId=${s.y.barber.id}&duration=30`, { token: admin });
    expect(Array.isArray(slots.data)).toBe(true);
    expect(slots.data.find((v: { time: string }) => v.time === '16:00')?.available).toBe(true);
    const booked = await call('POST', '/appointments/admin', {
      token: admin,
      body: { clientNickname: 'Mario al telefono', barberId: s.y.barber.id, service: SERVICE, date: WEDNESDAY, time: '16:00', duration: 30, price: 30 },
    });
    expect(booked.status).toBe(201);
    expect(booked.data).toMatchObject({ success: true, message: 'Prenotazione telefonica creata con successo!' });

    const range = new URLSearchParams({
      startDate: '2026-06-01T00:00:00.000Z',
      endDate: '2026-06-07T23:59:59.999Z',
      barberId: s.y.barber.id,
      viewType: 'week',
    });
    const filtered = await call('GET', `/appointments/filtered?${range}`, { token: admin });
    expect(filtered.status).toBe(200);
    // "a list or an object with an appointments map of groups": the list.
    expect(Array.isArray(filtered.data)).toBe(true);
    const byTime = Object.fromEntries(filtered.data.map((a: { time: string }) => [a.time, a]));
    // The guest is the client the calendar shows (not 'Cliente Sconosciuto').
    expect(byTime['15:00'].client).toMatchObject({ firstName: 'Ospite', lastName: 'Calendario', phone: '+41795551212' });
    expect(byTime['15:00'].isGuestBooking).toBe(true);
    expect(byTime['16:00']).toMatchObject({ clientNickname: 'Mario al telefono', isAdminBooking: true, bookedBy: { firstName: 'Ada' } });

    const all = await call('GET', `/admin/appointments?startDate=2026-06-01&endDate=2026-06-07`, { token: admin });
    expect(Array.isArray(all.data)).toBe(true);
    expect(all.data.length).toBeGreaterThanOrEqual(2);

    const status = await call('PATCH', `/appointments/${byTime['16:00']._id}/status`, {
      token: admin,
      body: { status: 'cancelled', cancellationReason: "Cancellato dall'amministratore" },
    });
    expect(status.status).toBe(200);
    expect(status.data.success).toBe(true);
  });

  it('absences: data.data is the list; create, update and delete read the success flag; the day list is an array', async () => {
    const created = await call('POST', '/admin/temporary-absences', {
      token: admin,
      body: { date: '2026-06-05', startTime: '09:00', endTime: '10:30', reason: 'Formazione', notes: '' },
    });
    expect(created.data.success).toBe(true);
    const list = await call('GET', '/admin/temporary-absences?date=2026-06-05', { token: admin });
    expect(Array.isArray(list.data.data)).toBe(true);
    const [absence] = list.data.data;
    expect(absence).toMatchObject({ id: expect.any(String), startTime: '09:00', endTime: '10:30', timeRange: '09:00 - 10:30', reason: 'Formazione' });
    expect(Array.isArray(absence.blockedSlots)).toBe(true);
    const updated = await call('PUT', `/admin/temporary-absences/${absence.id}`, {
      token: admin,
      body: { startTime: '09:00', endTime: '10:00', reason: 'Formazione', notes: 'Corso' },
    });
    expect(updated.data.success).toBe(true);
    const removed = await call('DELETE', `/admin/temporary-absences/${absence.id}`, { token: admin });
    expect(removed.data.success).toBe(true);

    const day = await call('GET', `/admin/appointments/date?date=${WEDNESDAY}`, { token: admin });
    expect(Array.isArray(day.data)).toBe(true);
    expect(day.data.map((a: { time: string }) => a.time)).toEqual(expect.arrayContaining(['10:00', '15:00']));
  });

  it('barbers: full list, create with services by name, the three edit calls, profile, notification, delete', async () => {
    const list = await call('GET', '/barbers', { token: admin });
    expect(Array.isArray(list.data)).toBe(true);
    expect(list.data[0]).toMatchObject({ _id: expect.any(String), email: expect.any(String), phone: expect.any(String), isActive: true });

    const created = await call('POST', '/barbers', {
      token: admin,
      body: {
        firstName: 'Nuovo',
        lastName: 'Barbiere',
        email: 'nuovo.barbiere@example.ch',
        phone: '0791234567',
        services: [SERVICE],
        vacations: [{ startDate: '2026-07-01', endDate: '2026-07-03' }],
        workingHours: standardWeek(),
      },
    });
    expect(created.status).toBe(201);
    const id = (created.data._id ?? created.data.id) as string;
    expect(id).toEqual(expect.any(String));
    expect(created.data.services).toEqual([SERVICE]);
    expect(created.data.phone).toBe('+41791234567');

    const one = await call('GET', `/barbers/${id}`, { token: admin });
    expect(one.status).toBe(200);
    const byEmail = await call('GET', '/barbers/find-by-email?email=nuovo.barbiere@example.ch', { token: admin });
    expect(byEmail.status).toBe(200);

    // The admin editor's save: services, working hours, vacations (each with the fields it holds), then the notice.
    expect((await call('PUT', `/barbers/${id}/services`, { token: admin, body: { services: [SERVICE] } })).status).toBe(200);
    const hours = one.data.data.workingHours.map((d: object) => ({ ...d, _id: 'x' }));
    expect((await call('PUT', `/barbers/${id}/working-hours`, { token: admin, body: { workingHours: hours } })).status).toBe(200);
    expect((await call('PUT', `/barbers/${id}/vacations`, { token: admin, body: { vacations: [{ startDate: '2026-07-01', endDate: '2026-07-04' }] } })).status).toBe(200);
    expect((await call('POST', '/notifications/schedule-update', { token: admin, body: { barberId: id } })).status).toBe(200);
    const profile = await call('PUT', `/barbers/${id}`, {
      token: admin,
      body: { firstName: 'Nuovo', lastName: 'Barbiere', email: 'nuovo.barbiere@example.ch', phone: '+41791234567', bio: '' },
    });
    expect(profile.status).toBe(200);
    expect((await call('DELETE', `/barbers/${id}`, { token: admin })).status).toBe(200);
  });

  it('services: list, create, update, delete', async () => {
    const list = await call('GET', '/admin/services', { token: admin });
    expect(Array.isArray(list.data.data)).toBe(true);
    const created = await call('POST', '/admin/services', { token: admin, body: { name: 'Rasatura', price: 25, duration: 20, description: 'Con panno caldo' } });
    expect(created.status).toBe(201);
    const id = created.data.data._id;
    const updated = await call('PUT', `/admin/services/${id}`, { token: admin, body: { name: 'Rasatura', price: 27.5, duration: 20, description: '' } });
    expect(updated.data.data.price).toBe(27.5);
    expect((await call('DELETE', `/admin/services/${id}`, { token: admin })).data.success).toBe(true);
  });

  it('users: list, create, update, reset password, delete', async () => {
    // The bare list: the original admin client calls .map on the answer (issue 24, ADR 0003).
    const list = await call('GET', '/admin/users', { token: admin });
    expect(Array.isArray(list.data)).toBe(true);
    const created = await call('POST', '/admin/users', {
      token: admin,
      body: { email: 'nuovo.cliente@example.ch', firstName: 'Nuovo', lastName: 'Cliente', phone: '+41 79 000 11 22', role: 'client', password: 'Password!123' },
    });
    expect(created.status).toBe(201);
    const id = created.data.data._id;
    const updated = await call('PUT', `/admin/users/${id}`, {
      token: admin,
      body: { email: 'nuovo.cliente@example.ch', firstName: 'Nuovo', lastName: 'Cliente', phone: '+41 79 000 11 22', role: 'barber' },
    });
    expect(updated.data.data.role).toBe('barber');
    expect((await call('POST', `/admin/users/${id}/reset-password`, { token: admin, body: { newPassword: 'Altra-Password-1' } })).data.success).toBe(true);
    expect((await call('DELETE', `/admin/users/${id}`, { token: admin })).data.success).toBe(true);
  });
});

describe('002: barber panel', () => {
  let barber: TestUser;
  let token: string;
  beforeAll(async () => {
    barber = s.x.user;
    token = (await call('POST', '/auth/login', { body: { email: barber.email, password: barber.password } })).data.token;
  });

  it('reads the role and barberId from /auth/me, its record, its appointments as an array', async () => {
    const me = await call('GET', '/auth/me', { token });
    expect(me.data).toMatchObject({ role: 'barber', barberId: s.x.barber.id });
    const record = await call('GET', `/barbers/${me.data.barberId}`, { token });
    expect(record.data.data).toMatchObject({ _id: s.x.barber.id, email: expect.any(String) });
    const range = new URLSearchParams({ start: '2026-06-01T00:00:00.000Z', end: '2026-06-08T00:00:00.000Z' });
    const mine = await call('GET', `/barbers/${s.x.barber.id}/appointments?${range}`, { token });
    expect(Array.isArray(mine.data)).toBe(true);
    expect(mine.data.map((a: { time: string }) => a.time)).toContain('10:00');
  });

  it('any logged-in user may read a barber (GET /barbers/:id)', async () => {
    const client = await makeUser(t);
    const res = await call('GET', `/barbers/${s.y.barber.id}`, { token: client.token });
    expect(res.status).toBe(200);
    expect(res.data.data).toMatchObject({ _id: s.y.barber.id, workingHours: expect.any(Array) });
  });

  it('changes the password with the spec body {userId, currentPassword, newPassword}', async () => {
    const res = await call('POST', '/auth/change-password', {
      token,
      body: { userId: barber.id, currentPassword: barber.password, newPassword: 'Nuova-Password-1' },
    });
    expect(res.status).toBe(200);
    expect(res.data.success).toBe(true);
  });
});
