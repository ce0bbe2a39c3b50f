import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { appointments, orders } from '../../db/schema';
import type { TestApp } from '../../../test/helpers/test-app';
import { makeUser, refreshCookieOf, type TestUser } from '../../../test/helpers/factories';
import { callers, outbox, type Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';
import { multipartBody, photoWithLocation } from '../../../test/helpers/uploads';

let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]));

const upload = (auth: Record<string, string>, file: { name: string; type: string; data: Buffer; field?: string } | null) => {
  const body = multipartBody(file);
  return t.callRaw('uploadProfileImage', { body: body.payload, headers: { ...auth, ...body.headers } });
};
const me = async (auth: Record<string, string>) => (await t.call('currentUser', { headers: auth })).json();
const login = (email: string, password: string) => t.call('login', { body: { email, password } });
const fileOf = (url: string) => join(t.uploadsDir, url.replace('/media/', ''));

describe('avatar: POST and DELETE /users/profile/image', () => {
  it('stores a JPG as WebP without metadata, shows it in the session and replaces the previous file', async () => {
    const user = await makeUser(t);
    const res = await upload(user.auth, { name: 'io.jpg', type: 'image/jpeg', data: await photoWithLocation(1200, 900) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Immagine profilo aggiornata con successo', profileImage: { url: expect.stringMatching(/^\/media\/avatars\/.+\.webp$/) } });
    // Raw on purpose: the stored image is a static /media file, not an API route.
    const served = await t.inject({ method: 'GET', url: body.profileImage.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
    expect((await me(user.auth)).profileImage).toEqual(body.profileImage);

    // A PNG replaces it; the old file goes.
    const second = await upload(user.auth, { name: 'io.png', type: 'image/png', data: await photoWithLocation(300, 300, 'png') });
    expect(second.statusCode).toBe(200);
    expect(second.json().profileImage.url).not.toBe(body.profileImage.url);
    expect(existsSync(fileOf(body.profileImage.url))).toBe(false);
    expect(existsSync(fileOf(second.json().profileImage.url))).toBe(true);

    const removed = await t.call('deleteProfileImage', { as: user });
    expect(removed.json()).toMatchObject({ success: true, message: 'Immagine profilo rimossa con successo', profileImage: null });
    expect(existsSync(fileOf(second.json().profileImage.url))).toBe(false);
    expect((await me(user.auth)).profileImage).toBeNull();
  });

  it('judges by content: a GIF, a text file named .jpg and an empty form are refused with the spec’s text', async () => {
    const user = await makeUser(t);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } }).gif().toBuffer();
    for (const file of [
      { name: 'a.gif', type: 'image/gif', data: gif },
      { name: 'finta.jpg', type: 'image/jpeg', data: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'a.webp', type: 'image/jpeg', data: await sharp(gif).webp().toBuffer() },
    ]) {
      const res = await upload(user.auth, file);
      expect(`${file.name} ${res.statusCode}`).toBe(`${file.name} 400`);
      expect(res.json().message).toBe('Solo immagini JPG e PNG sono permesse');
    }
    expect((await upload(user.auth, null)).json().message).toBe('Solo immagini JPG e PNG sono permesse');
    expect((await me(user.auth)).profileImage).toBeNull();
  });

  it('PUT uploads like the spec’s POST (the original client’s method, issue 24), with the same checks', async () => {
    const user = await makeUser(t);
    const put = async (auth: Record<string, string>, file: Parameters<typeof multipartBody>[0]) => {
      const body = multipartBody(file);
      return t.callRaw('uploadProfileImagePut', { body: body.payload, headers: { ...auth, ...body.headers } });
    };
    const res = await put(user.auth, { name: 'io.jpg', type: 'image/jpeg', data: await photoWithLocation(400, 300) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, profileImage: { url: expect.stringMatching(/^\/media\/avatars\/.+\.webp$/) } });
    expect((await me(user.auth)).profileImage).toEqual(res.json().profileImage);
    const fake = await put(user.auth, { name: 'finta.jpg', type: 'image/jpeg', data: Buffer.from('<html></html>') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Solo immagini JPG e PNG sono permesse');
    expect((await me(user.auth)).profileImage).toEqual(res.json().profileImage);
    expect((await put({}, { name: 'a.jpg', type: 'image/jpeg', data: await photoWithLocation(50, 50) })).statusCode).toBe(401);
  });

  it('refuses a file over 5 MB with the spec’s text; a guest cannot upload', async () => {
    const user = await makeUser(t);
    const big = Buffer.concat([await photoWithLocation(100, 100), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(user.auth, { name: 'grande.jpg', type: 'image/jpeg', data: big });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("L'immagine non può superare i 5MB");
    expect((await upload({}, { name: 'a.jpg', type: 'image/jpeg', data: await photoWithLocation(50, 50) })).statusCode).toBe(401);
    expect((await t.call('deleteProfileImage')).statusCode).toBe(401);
  });

  it('a barber’s avatar shows on the public barber cards', async () => {
    const res = await upload(s.x.user.auth, { name: 'x.jpg', type: 'image/jpeg', data: await photoWithLocation(200, 200) });
    const list = (await t.call('waitingListBarbers')).json() as { _id: string; profileImage: unknown }[];
    expect(list.find((b) => b._id === s.x.barber.id)?.profileImage).toEqual(res.json().profileImage);
    expect(list.find((b) => b._id === s.y.barber.id)?.profileImage).toBeNull();
  });
});

describe('PUT /users/profile with a password change (001 section 3)', () => {
  it('a wrong current password refuses the whole save: nothing changes', async () => {
    const user = await makeUser(t, { firstName: 'Prima' });
    const res = await t.call('updateProfile', {
      body: { firstName: 'Dopo', lastName: 'X', phone: '079 123 45 67', currentPassword: 'sbagliata', newPassword: 'Nuova-Password-9', email: user.email },
      as: user,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('La password attuale non è corretta.');
    expect((await me(user.auth)).firstName).toBe('Prima');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const half = await t.call('updateProfilePatch', { body: { firstName: 'A', lastName: 'B', newPassword: 'Nuova-Password-9' }, as: user });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Tutti i campi sono obbligatori.');
  });

  it('changes data and password together: the old password stops working, other sessions end, an email is sent', async () => {
    const user = await makeUser(t);
    const other = await login(user.email, user.password);
    const otherCookie = refreshCookieOf(other)!;
    const res = await t.call('updateProfile', {
      body: { firstName: 'Nuovo', lastName: 'Nome', phone: '079 765 43 21', currentPassword: user.password, newPassword: 'Nuova-Password-9', email: 'ignorata@example.ch' },
      as: user,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { firstName: 'Nuovo', email: user.email, phone: '+41797654321' }, token: expect.any(String) });
    expect(refreshCookieOf(res)).toBeTruthy();
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Nuova-Password-9')).statusCode).toBe(200);
    // The other session: its refresh cookie and the old access token are dead; this device's new token works.
    expect((await t.call('refreshToken', { cookies: { rt: otherCookie } })).statusCode).toBe(401);
    expect((await t.call('currentUser', { as: user })).statusCode).toBe(401);
    expect((await t.call('currentUser', { headers: { authorization: `Bearer ${body.token}` } })).statusCode).toBe(200);
    expect((await outbox(t, 'password-changed')).filter((m) => m.recipient === user.email)).toHaveLength(1);
  });

  it('another user’s profile is untouchable: only the token decides whose profile changes', async () => {
    const victim = await makeUser(t, { firstName: 'Vittima' });
    const attacker = await makeUser(t);
    // userId is no field of ours: refused. _id is one the server sends (the profile read back whole, issue 24):
    // ignored, so the save changes the caller's own profile, never the one it names.
    const named = await t.callRaw('updateProfile', { body: { firstName: 'Preso', lastName: 'X', userId: victim.id }, as: attacker });
    expect(named.statusCode).toBe(400);
    const byId = await t.call('updateProfile', { body: { firstName: 'Preso', lastName: 'X', _id: victim.id }, as: attacker });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().user).toMatchObject({ _id: attacker.id, firstName: 'Preso' });
    expect((await me(attacker.auth)).firstName).toBe('Preso');
    const pwd = await t.call('changePassword', {
      body: { userId: victim.id, currentPassword: attacker.password, newPassword: 'Rubata-Password-1' },
      as: attacker,
    });
    expect(pwd.statusCode).toBe(403);
    expect((await me(victim.auth)).firstName).toBe('Vittima');
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
    expect((await login(attacker.email, attacker.password)).statusCode).toBe(200);
  });
});

let customers = 0;
/** A client with an online booking, a guest booking under the same email, an order and a waiting-list entry. */
async function customerWithHistory(): Promise<TestUser & { phone: string; note: string; address: string }> {
  // Each customer's appointments on days of their own (a barber's appointments never overlap) and details of their own.
  const day = (n: number) => `2026-05-${String(1 + customers * 2 + n).padStart(2, '0')}`;
  customers++;
  const phone = `+4179111223${customers}`;
  const note = `Allergia ${customers}`;
  const address = `Via Privata ${customers}`;
  const user = await makeUser(t, { firstName: 'Carla', lastName: 'Storia', phone });
  const base = {
    barberId: s.x.barber.id,
    serviceId: s.slot.service.id,
    serviceName: s.slot.service.name,
    durationMinutes: 30,
    priceRappen: 3000,
    status: 'completed' as const,
  };
  await t.ctx.db.insert(appointments).values([
    { ...base, startsAt: new Date(`${day(0)}T08:00:00Z`), endsAt: new Date(`${day(0)}T08:30:00Z`), bookingKind: 'online', clientUserId: user.id, notes: note },
    {
      ...base,
      startsAt: new Date(`${day(1)}T08:00:00Z`),
      endsAt: new Date(`${day(1)}T08:30:00Z`),
      bookingKind: 'guest',
      guestFirstName: 'Carla',
      guestLastName: 'Storia',
      guestEmail: user.email.toUpperCase(),
      guestPhone: phone,
    },
  ]);
  await t.ctx.db.insert(orders).values({
    orderNumber: `BS-${user.id.slice(0, 8)}`,
    status: 'delivered',
    userId: user.id,
    customerName: 'Carla Storia',
    customerEmail: user.email,
    customerPhone: phone,
    customerAddress: address,
    customerPostalCode: '6900',
    customerCity: 'Lugano',
    subtotalRappen: 2500,
    totalRappen: 2500,
    paymentMethod: 'cash',
    paymentStatus: 'paid',
  });
  await t.ctx.db.execute(
    sql`insert into waiting_list_entries (user_id, service_id, preferred_days, preferred_time_slots, expires_at)
        values (${user.id}::uuid, ${s.slot.service.id}::uuid, '{monday}', '{morning}', now() + interval '30 days')`,
  );
  return { ...user, phone, note, address };
}

describe("'Scarica i miei dati': GET /users/profile/export", () => {
  it('gives the profile, appointments (guest ones with the email too), orders, waiting list and consents; nobody else’s', async () => {
    const user = await customerWithHistory();
    const someoneElse = await customerWithHistory();
    const res = await t.call('exportMyData', { as: user });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="i-miei-dati-.+\.json"/);
    const data = res.json();
    expect(data.profile).toMatchObject({ _id: user.id, email: user.email, firstName: 'Carla', phone: user.phone });
    expect(data.appointments).toHaveLength(2);
    expect(data.appointments[0]).toMatchObject({ time: '10:00', price: 30, notes: user.note, status: 'completed' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ total: 25, customerInfo: { address: user.address } });
    expect(data.waitingList).toHaveLength(1);
    expect(data.waitingList[0]).toMatchObject({ preferredDays: ['monday'], status: 'pending' });
    expect(Array.isArray(data.consents)).toBe(true);
    expect(JSON.stringify(data)).not.toContain(someoneElse.email);
  });

  it('the admin can export a customer’s data on request; nobody else can', async () => {
    const user = await customerWithHistory();
    const res = await t.call('exportUserData', { params: { id: user.id }, as: s.admin });
    expect(res.json().appointments).toHaveLength(2);
    const c = callers(s);
    for (const who of [c.client, c.barberX]) {
      expect((await t.call('exportUserData', { params: { id: user.id }, headers: who })).statusCode).toBe(403);
    }
    expect((await t.call('exportMyData')).statusCode).toBe(401);
  });
});

describe("'Elimina account': POST /users/profile/delete and POST /admin/users/:id/erase", () => {
  const countRows = async (table: string, where: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n;

  it('a wrong password changes nothing; the right one deletes the personal data and keeps the records anonymous', async () => {
    const user = await customerWithHistory();
    const avatar = await upload(user.auth, { name: 'a.jpg', type: 'image/jpeg', data: await photoWithLocation(100, 100) });
    const before = await countRows('appointments', sql`true`);
    const wrong = await t.call('deleteMyAccount', { body: { password: 'sbagliata' }, as: user });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('La password non è corretta.');
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const res = await t.call('deleteMyAccount', { body: { password: user.password }, as: user });
    expect(res.statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await t.call('currentUser', { as: user })).statusCode).toBe(401);
    expect(await countRows('users', sql`id = ${user.id}::uuid`)).toBe(0);
    // The shop's records stay (statistics and accounts), without anything that names the person.
    expect(await countRows('appointments', sql`true`)).toBe(before);
    const leftovers = await queryRows(
      t.ctx.db,
      sql`select 1 from appointments where lower(guest_email) = lower(${user.email}) or guest_phone = ${user.phone} or notes = ${user.note}
          union all select 1 from orders where customer_email = ${user.email} or customer_address = ${user.address}
          union all select 1 from waiting_list_entries where user_id = ${user.id}::uuid`,
    );
    expect(leftovers).toEqual([]);
    expect(await countRows('orders', sql`customer_name = 'Cliente eliminato'`)).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(avatar.json().profileImage.url))).toBe(false);
    const [erasure] = await queryRows<{ requested_by: string; appointments_anonymised: number; orders_anonymised: number }>(
      t.ctx.db,
      sql`select requested_by, appointments_anonymised, orders_anonymised from account_erasures order by erased_at desc limit 1`,
    );
    expect(erasure).toEqual({ requested_by: 'self', appointments_anonymised: 2, orders_anonymised: 1 });
  });

  it('the admin deletes a customer on request; not their own account, and nobody else may', async () => {
    const user = await customerWithHistory();
    const c = callers(s);
    for (const who of [c.client, c.barberX]) {
      expect((await t.call('eraseUser', { params: { id: user.id }, headers: who })).statusCode).toBe(403);
    }
    expect((await t.call('eraseUser', { params: { id: s.admin.id }, as: s.admin })).json().code).toBe('OWN_ACCOUNT');
    const res = await t.call('eraseUser', { params: { id: user.id }, as: s.admin });
    expect(res.statusCode).toBe(200);
    expect(await countRows('users', sql`id = ${user.id}::uuid`)).toBe(0);
    expect((await t.call('eraseUser', { params: { id: user.id }, as: s.admin })).statusCode).toBe(404);
  });

  it('the last admin cannot delete their own account', async () => {
    const res = await t.call('deleteMyAccount', { body: { password: s.admin.password }, as: s.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
  });
});
