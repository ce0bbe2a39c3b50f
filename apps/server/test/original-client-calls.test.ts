import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_WORKING_HOURS } from '@barber/shared/domain/working-hours';
import { clearShopCache } from '../src/modules/shop/service';
import type { TestApp } from './helpers/test-app';
import { MONDAY_MORNING } from './helpers/booking';
import type { Staff } from './helpers/staff';
import { withStaff } from './helpers/staff-suite';
import { originalClientCalls } from './helpers/original-client';
import { multipartBody, photoWithLocation } from './helpers/uploads';

/**
 * Issue 24, replayed as the original client (dcreativo-design-studio/barber-shop) makes its calls, for the items
 * of the date picker, the admin services and users, the avatar and the new barber's hours: its payloads (whole
 * records sent back, dates as its picker sends them), a bearer header that is empty on public calls, X-Timezone.
 * Each answer is read the way that client reads it. The session items of issue 24 are in
 * original-client-sessions.test.ts; the spec's own tables in spec-compat.test.ts.
 */
let t: TestApp;
let s: Staff;
let admin: string;
withStaff(
  async (app, staff) => {
    [t, s] = [app, staff];
    admin = (await call('POST', '/auth/login', { body: { email: s.admin.email, password: s.admin.password } })).data.token;
  },
  { everyTestAt: MONDAY_MORNING },
);

const call = originalClientCalls(() => t, { timeZone: 'Europe/Zurich' });

/**
 * The client's date picker: a 'YYYY-MM-DD' it shows becomes a Date at the browser's local midnight (the shop's
 * users are in Zurich), sent with toISOString(): 18 December goes out as 2026-12-17T23:00:00.000Z.
 */
function pickerDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Zurich', timeZoneName: 'shortOffset' })
    .formatToParts(noon)
    .find((p) => p.type === 'timeZoneName')!.value;
  return new Date(Date.UTC(y, m - 1, d) - Number(offset.replace('GMT', '')) * 3_600_000).toISOString();
}

describe('dates as the date picker sends them', () => {
  it("vacations keep their days at every 'Salva Modifiche', winter, summer and across the DST changes", async () => {
    expect(pickerDate('2026-12-18')).toBe('2026-12-17T23:00:00.000Z');
    expect(pickerDate('2026-07-18')).toBe('2026-07-17T22:00:00.000Z');
    const periods = [
      ['2026-07-18', '2026-07-19'],
      ['2026-12-18', '2026-12-19'],
      ['2027-03-27', '2027-03-29'],
      ['2027-10-30', '2027-11-01'],
    ];
    const barberId = s.x.barber.id;
    // The barber edit of the admin panel makes its calls (002 section 7) with the vacations from its pickers.
    let vacations = periods.map(([from, to]) => ({ startDate: pickerDate(from!), endDate: pickerDate(to!) }));
    for (let save = 0; save < 3; save++) {
      const saved = await call('PUT', `/barbers/${barberId}/vacations`, { token: admin, body: { vacations } });
      expect(saved.status).toBe(200);
      // It reads the barber back, shows the dates in its pickers, and sends them again at the next save.
      const read = await call('GET', `/barbers/${barberId}`, { token: admin });
      const shown = read.data.data.vacations as { startDate: string; endDate: string }[];
      expect(shown.map((v) => [v.startDate, v.endDate])).toEqual(periods);
      vacations = shown.map((v) => ({ startDate: pickerDate(v.startDate), endDate: pickerDate(v.endDate) }));
    }
    const check = async (date: string) =>
      (await call('GET', `/barbers/${barberId}/check-vacation?date=${encodeURIComponent(date)}`)).data.isOnVacation as boolean;
    expect(await check('2026-12-17')).toBe(false);
    expect(await check('2026-12-18')).toBe(true);
    expect(await check(pickerDate('2026-12-17'))).toBe(false);
    expect(await check(pickerDate('2026-12-19'))).toBe(true);
    expect(await check('2026-12-20')).toBe(false);
    await call('PUT', `/barbers/${barberId}/vacations`, { token: admin, body: { vacations: [] } });
  });

  it('an absence made with the picker lands on the day it shows', async () => {
    const created = await call('POST', '/admin/temporary-absences', {
      token: admin,
      body: { date: pickerDate('2026-06-05'), startTime: '09:00', endTime: '10:30', reason: 'Formazione', notes: '', barberId: s.y.barber.id },
    });
    expect(created.status).toBe(201);
    expect(created.data.data.date).toBe('2026-06-05');
    const listed = await call('GET', `/admin/temporary-absences?date=${encodeURIComponent(pickerDate('2026-06-05'))}`, { token: admin });
    expect(listed.data.data.map((a: { _id: string }) => a._id)).toEqual([created.data.data._id]);
  });
});

describe('admin services: its paths, the whole service sent back', () => {
  it('creates with POST /services and updates with PUT /services/:id, sending back what it read', async () => {
    const created = await call('POST', '/services', { token: admin, body: { name: 'Barba Classica', price: 25, duration: 20, description: 'Con panno caldo' } });
    expect(created.status).toBe(201);
    const id = created.data.data._id ?? created.data.data.id;
    const list = await call('GET', '/admin/services', { token: admin });
    const service = list.data.data.find((v: { _id: string }) => v._id === id);
    // The form spreads the service it edits, with fields only the server writes.
    const body = { ...service, id, __v: 0, createdAt: '2026-06-01T06:00:00.000Z', updatedAt: '2026-06-01T06:00:00.000Z', price: 27 };
    const updated = await call('PUT', `/services/${id}`, { token: admin, body });
    expect(updated.status).toBe(200);
    expect(updated.data.data).toMatchObject({ _id: id, name: 'Barba Classica', price: 27, duration: 20 });
    const typo = await call('PUT', `/services/${id}`, { token: admin, body: { ...body, prezzo: 30 } });
    expect(typo.status).toBe(400);
    expect(typo.data.message).toBe('Campo non previsto: prezzo');
    // A barber is no admin: the same path refuses them.
    const barber = (await call('POST', '/auth/login', { body: { email: s.x.user.email, password: s.x.user.password } })).data.token;
    expect((await call('PUT', `/services/${id}`, { token: barber, body })).status).toBe(403);
    expect((await call('POST', '/services', { body: { name: 'X', price: 1, duration: 5 } })).status).toBe(401);
  });
});

describe('admin users: the list it maps, the whole user sent back', () => {
  it('GET /admin/users is the bare list; PUT /admin/users/:id with the whole user succeeds', async () => {
    const list = await call('GET', '/admin/users', { token: admin });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.data)).toBe(true);
    const rows = list.data.map((u: { _id: string; email: string; role: string }) => `${u.email} ${u.role}`);
    expect(rows).toContain(`${s.client.email} client`);
    const user = list.data.find((u: { _id: string }) => u._id === s.client.id);
    const saved = await call('PUT', `/admin/users/${user._id}`, {
      token: admin,
      body: { ...user, id: user._id, __v: 0, updatedAt: user.createdAt, firstName: 'Rinominata', phone: '+41 79 555 00 11' },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.data).toMatchObject({ _id: s.client.id, firstName: 'Rinominata', role: 'client', isActive: true });
  });
});

describe('avatar', () => {
  it('PUT /users/profile/image uploads the photo like the spec’s POST', async () => {
    const token = (await call('POST', '/auth/login', { body: { email: s.client.email, password: s.client.password } })).data.token;
    const form = multipartBody({ field: 'image', name: 'me.jpg', type: 'image/jpeg', data: await photoWithLocation(400, 400) });
    // Raw on purpose: the original client's own PUT path and multipart bytes.
    const res = await t.inject({
      method: 'PUT',
      url: '/api/users/profile/image',
      payload: form.payload,
      headers: { ...form.headers, Authorization: `Bearer ${token}`, 'X-Timezone': 'Europe/Zurich' },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().profileImage.url as string;
    expect(url).toMatch(/^\/media\/avatars\/.+\.webp$/);
    expect((await call('GET', '/auth/me', { token })).data.profileImage).toEqual({ url });
  });
});

describe("a new barber with the client's default hours where the shop opens later", () => {
  beforeAll(async () => {
    // The demo shop's week: Monday from 14:00, Saturday to 17:00, Sunday closed.
    const opening = [
      { day: 'monday', open: true, startTime: '14:00', endTime: '19:00' },
      ...['tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day, open: true, startTime: '09:00', endTime: '19:00' })),
      { day: 'saturday', open: true, startTime: '09:00', endTime: '17:00' },
      { day: 'sunday', open: false, startTime: null, endTime: null },
    ];
    await t.ctx.db.execute(sql`update shop_settings set opening_hours = ${JSON.stringify(opening)}::jsonb where id = 1`);
    clearShopCache(t.ctx.db);
  });

  const barber = (email: string, workingHours: unknown) => ({
    firstName: 'Nuovo',
    lastName: 'Barbiere',
    email,
    phone: '+41 79 555 22 33',
    bio: '',
    services: ['Taglio + Shampoo'],
    vacations: [],
    workingHours,
  });

  it('POST /barbers with its defaults (the spec’s admin defaults) is created, its Monday fitted to the shop', async () => {
    const res = await call('POST', '/barbers', { token: admin, body: barber('nuovo.barbiere@example.ch', DEFAULT_WORKING_HOURS) });
    expect(res.status).toBe(201);
    // The client reads the new barber's _id (or id) at the top level.
    expect(res.data._id ?? res.data.id).toEqual(expect.any(String));
    const monday = res.data.workingHours.find((d: { day: string }) => d.day === 'monday');
    expect(monday).toMatchObject({ isWorking: true, startTime: '14:00', endTime: '19:00' });
    expect(res.data.workingHours.find((d: { day: string }) => d.day === 'tuesday')).toMatchObject({ startTime: '09:00', endTime: '19:00' });
  });

  it('hours chosen outside the shop are still a 400 with the Italian reason, and nothing is created', async () => {
    const week = DEFAULT_WORKING_HOURS.map((d) => (d.day === 'monday' ? { ...d, startTime: '10:00' } : { ...d }));
    const res = await call('POST', '/barbers', { token: admin, body: barber('fuori.orario@example.ch', week) });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe('Lunedì il negozio è aperto 14:00-19:00: gli orari di lavoro devono rientrare in questa fascia.');
    const list = await call('GET', '/barbers', { token: admin });
    expect(list.data.map((b: { email: string }) => b.email)).not.toContain('fuori.orario@example.ch');
  });
});
