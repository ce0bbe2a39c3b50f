import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { makeUser, refreshCookieOf } from '../../../test/helpers/factories';
import { makeBarber } from '../../../test/helpers/booking';
import { expectRefused, outbox, type Staff } from '../../../test/helpers/staff';
import { withStaff } from '../../../test/helpers/staff-suite';

let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]));

const userCount = async () => (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from users`))[0]!.n;
const newUser = { email: 'nuovo.utente@example.ch', firstName: 'Nina', lastName: 'Bassi', phone: '+41 79 555 12 34', role: 'client', password: 'Suggerita#1' };
const login = (email: string, password: string) => t.call('login', { body: { email, password } });

describe('admin users: access', () => {
  it('only the admin: guest 401, client and barbers 403, nothing written', async () => {
    const before = await userCount();
    await expectRefused(t, s, [
      { route: 'adminUsers' },
      { route: 'createUser', body: newUser },
      { route: 'resetUserPassword', params: { id: s.client.id }, body: { newPassword: 'Qualcosa-1' } },
      { route: 'deleteUser', params: { id: s.client.id } },
    ]);
    expect(await userCount()).toBe(before);
  });
});

describe('admin users', () => {
  it('creates an account that can log in; a duplicate email is refused', async () => {
    const res = await t.callRaw('createUser', { body: newUser, as: s.admin });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Utente creato con successo!', data: { email: 'nuovo.utente@example.ch', role: 'client', isActive: true } });
    expect((await login(newUser.email, newUser.password)).statusCode).toBe(200);
    const dup = await t.callRaw('createUser', { body: newUser, as: s.admin });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('EMAIL_TAKEN');
  });

  it('requires every field with Italian messages', async () => {
    const res = await t.callRaw('createUser', { body: { ...newUser, email: 'x@example.ch', phone: '' }, as: s.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Il telefono è obbligatorio');
    const reset = await t.callRaw('resetUserPassword', { params: { id: s.client.id }, body: {}, as: s.admin });
    expect(reset.json().message).toBe('ID utente e nuova password sono richiesti');
  });

  it('lists accounts with their barber link', async () => {
    const res = await t.call('adminUsers', { as: s.admin });
    // A bare array, like every other list (ADR 0003): the original admin client calls .map on it.
    expect(Array.isArray(res.json())).toBe(true);
    const x = res.json().find((u: { _id: string }) => u._id === s.x.user.id);
    expect(x).toMatchObject({ role: 'barber', barberId: s.x.barber.id, isActive: true });
  });

  it('edits role and names; making someone a barber links the barber record with their email', async () => {
    const u = await makeUser(t, { email: 'diventa.barbiere@example.ch' });
    const record = await makeBarber(t);
    await t.ctx.db.execute(sql`update barbers set email = 'diventa.barbiere@example.ch' where id = ${record.id}::uuid`);
    const res = await t.call('updateUser', {
      params: { id: u.id },
      body: { firstName: 'Dario', lastName: 'Neri', phone: '079 111 22 33', role: 'barber' },
      as: s.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Utente aggiornato con successo!', data: { role: 'barber', firstName: 'Dario', barberId: record.id } });
  });

  it('takes the whole user read from the list back (issue 24): its read-only fields are ignored, unknown ones refused', async () => {
    const u = await makeUser(t, { email: 'intero@example.ch', firstName: 'Intero', phone: '+41 79 123 45 00' });
    const list = await t.call('adminUsers', { as: s.admin });
    const read = list.json().find((x: { _id: string }) => x._id === u.id);
    expect(read).toMatchObject({ _id: u.id, isActive: true, createdAt: expect.any(String), profileImage: null });
    const whole = { ...read, id: read._id, __v: 0, updatedAt: read.createdAt, firstName: 'Cambiato' };
    const res = await t.call('updateUser', { params: { id: u.id }, body: whole, as: s.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: u.id, firstName: 'Cambiato', email: 'intero@example.ch', isActive: true });
    const unknown = await t.call('updateUser', { params: { id: u.id }, body: { ...whole, firstName: 'Altro', password: 'Nuova-Password-1' }, as: s.admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Campo non previsto: password');
    const [row] = await queryRows<{ first_name: string }>(t.ctx.db, sql`select first_name from users where id = ${u.id}::uuid`);
    expect(row!.first_name).toBe('Cambiato');
  });

  it('an admin cannot demote or delete themselves, and the last admin stays', async () => {
    const self = await t.call('updateUser', { params: { id: s.admin.id }, body: { firstName: 'Ada', lastName: 'Admin', phone: '079 000 00 01', role: 'client' }, as: s.admin });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('OWN_ACCOUNT');
    expect((await t.call('deleteUser', { params: { id: s.admin.id }, as: s.admin })).json().code).toBe('OWN_ACCOUNT');

    // Two admins: one may demote the other, after which the remaining one is the last.
    const second = await makeUser(t, { role: 'admin' });
    const demote = await t.call('updateUser', { params: { id: second.id }, body: { firstName: 'B', lastName: 'Admin', phone: '079 000 00 02', role: 'client' }, as: s.admin });
    expect(demote.statusCode).toBe(200);
    // The demoted admin's token no longer opens admin routes (the role is read from the database).
    const after = await t.call('updateUser', { params: { id: s.admin.id }, body: { firstName: 'Ada', lastName: 'Admin', phone: '079 000 00 01', role: 'client' }, as: second });
    expect(after.statusCode).toBe(403);
    const [admins] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from users where role = 'admin' and is_active`);
    expect(admins!.n).toBe(1);
  });

  it('deleting deactivates the account and ends its sessions', async () => {
    const u = await makeUser(t, { email: 'da.eliminare@example.ch' });
    const session = await login(u.email, u.password);
    const cookie = refreshCookieOf(session)!;
    const res = await t.call('deleteUser', { params: { id: u.id }, as: s.admin });
    expect(res.json()).toEqual({ success: true, message: 'Utente eliminato con successo!' });
    expect((await t.call('currentUser', { as: u })).statusCode).toBe(401);
    expect((await t.call('refreshToken', { cookies: { rt: cookie } })).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
  });

  it('reset-password sets the password, ends the sessions and emails a notice without the password', async () => {
    const u = await makeUser(t, { email: 'reset.me@example.ch' });
    const session = await login(u.email, u.password);
    const cookie = refreshCookieOf(session)!;
    const res = await t.call('resetUserPassword', { params: { id: u.id }, body: { newPassword: 'Nuova-Password-9' }, as: s.admin });
    expect(res.json()).toEqual({ success: true, message: "Password ripristinata con successo. Una email è stata inviata all'utente." });
    expect((await t.call('currentUser', { as: u })).statusCode).toBe(401);
    expect((await t.call('refreshToken', { cookies: { rt: cookie } })).statusCode).toBe(401);
    expect((await login(u.email, 'Nuova-Password-9')).statusCode).toBe(200);
    const mails = (await outbox(t, 'admin-password-reset')).filter((m) => m.recipient === u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).not.toContain('Nuova-Password-9');
  });
});

describe('PUT and PATCH /users/profile', () => {
  it('needs a login', async () => {
    expect((await t.call('updateProfile', { body: { firstName: 'A', lastName: 'B' } })).statusCode).toBe(401);
  });

  it('updates the own names and phone; the email stays as it is', async () => {
    const u = await makeUser(t, { email: 'profilo@example.ch' });
    const res = await t.call('updateProfilePatch', {
      body: { firstName: 'Paola', lastName: 'Rossi', phone: '079 123 45 67', email: 'altro@example.ch' },
      as: u,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profilo aggiornato con successo!',
      user: { firstName: 'Paola', lastName: 'Rossi', phone: '+41791234567', email: 'profilo@example.ch' },
    });
  });

  it('validates with the profile messages', async () => {
    const missing = await t.call('updateProfile', { body: { firstName: '', lastName: 'Rossi' }, as: s.client });
    expect(missing.json().message).toBe('Tutti i campi contrassegnati con * sono obbligatori.');
    const phone = await t.call('updateProfile', { body: { firstName: 'A', lastName: 'B', phone: '123' }, as: s.client });
    expect(phone.json().message).toBe('Inserisci un numero di telefono valido (formato internazionale).');
    const barberNoPhone = await t.call('updateProfile', { body: { firstName: 'A', lastName: 'B' }, as: s.y.user });
    expect(barberNoPhone.statusCode).toBe(400);
  });

  it("a barber's profile also updates their barber record (names, phone, bio)", async () => {
    const res = await t.call('updateProfile', {
      body: { firstName: 'Xeno', lastName: 'Forbici', phone: '+41 79 765 43 21', bio: 'Tagli classici' },
      as: s.x.user,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.barberId).toBe(s.x.barber.id);
    const [row] = await queryRows<{ last_name: string; phone: string; bio: string }>(t.ctx.db, sql`select last_name, phone, bio from barbers where id = ${s.x.barber.id}::uuid`);
    expect(row).toEqual({ last_name: 'Forbici', phone: '+41797654321', bio: 'Tagli classici' });
  });
});

describe('races', () => {
  it('two admins demoting each other at once leave one admin', async () => {
    const a = await makeUser(t, { role: 'admin' });
    const b = await makeUser(t, { role: 'admin' });
    // Leave exactly a and b as active admins.
    await t.ctx.db.execute(sql`update users set role = 'client' where role = 'admin' and id not in (${a.id}::uuid, ${b.id}::uuid)`);
    const body = { firstName: 'X', lastName: 'Y', phone: '079 000 00 09', role: 'client' };
    const results = await Promise.all([
      t.callRaw('updateUser', { params: { id: b.id }, body, as: a }),
      t.callRaw('updateUser', { params: { id: a.id }, body, as: b }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const [admins] = await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from users where role = 'admin' and is_active`);
    expect(admins!.n).toBe(1);
  });
});
