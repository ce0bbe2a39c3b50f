import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import type { TestApp } from './helpers/test-app';
import { MONDAY_MORNING, WEDNESDAY } from './helpers/booking';
import type { Staff } from './helpers/staff';
import { withStaff } from './helpers/staff-suite';
import { originalClientCalls } from './helpers/original-client';

/**
 * Issues 23 and 24, the accounts and sessions part: the original client's calls replayed as it makes them, from
 * its own origin (a shop that runs that client beside this server, CORS_ORIGINS with BEARER_REFRESH=true). It
 * calls with `fetch` without credentials: never a cookie, only the stored token as a Bearer header ('' without
 * one) and X-Timezone. It keeps the token it holds unless an answer it reads gives it another (login, register,
 * refresh). Each check reads the answer the way that client does.
 */
const CLIENT_ORIGIN = 'https://barbiere.example.ch';
let t: TestApp;
let s: Staff;
withStaff((app, staff) => ([t, s] = [app, staff]), {
  everyTestAt: MONDAY_MORNING,
  config: { corsOrigins: [CLIENT_ORIGIN], bearerRefresh: true, publicUrl: 'https://api.barbiere.example.ch' },
});

const call = originalClientCalls(() => t, { timeZone: 'Europe/Rome', origin: CLIENT_ORIGIN });

const SERVICE = 'Taglio + Shampoo';
const login = async (email: string, password: string) => {
  const res = await call('POST', '/auth/login', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.data.token as string;
};

describe('001: register, then log in and book, before the email is confirmed', () => {
  it('registers, logs in with the same details, books, lists its booking; the confirmation email went out', async () => {
    const email = 'mario.originale@example.ch';
    const registered = await call('POST', '/auth/register', {
      body: { firstName: 'Mario', lastName: 'Originale', email, phone: '+39 347 123 4567', password: 'Password-Orig-1' },
    });
    expect(registered.status).toBe(201);
    expect(registered.data.user).toMatchObject({ email, role: 'client', emailConfirmed: false });
    const token = await login(email, 'Password-Orig-1');

    const booked = await call('POST', '/appointments', {
      token,
      body: { barberId: s.x.barber.id, service: SERVICE, date: WEDNESDAY, time: '11:00', duration: 30, price: 30, timezone: 'Europe/Rome' },
    });
    expect(booked.status).toBe(201);
    const mine = await call('GET', '/appointments/my-appointments', { token });
    expect(Array.isArray(mine.data)).toBe(true);
    expect(mine.data.map((a: { time: string }) => a.time)).toEqual(['11:00']);
    const [mail] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from outbound_messages where recipient = ${email} and kind = 'email-confirmation'`,
    );
    expect(mail!.n).toBe(1);
  });
});

describe('001: the profile page changes the password and stays logged in', () => {
  it('PUT /users/profile with the new password: the token it keeps goes on working; another device is logged out', async () => {
    const token = await login(s.client.email, s.client.password);
    const otherDevice = await login(s.client.email, s.client.password);
    const saved = await call('PUT', '/users/profile', {
      token,
      body: {
        firstName: 'Cliente',
        lastName: 'Fedele',
        email: s.client.email,
        phone: '+41 79 123 45 67',
        currentPassword: s.client.password,
        newPassword: 'Password-Cambiata-1',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.success).toBe(true);
    // The client ignores the answer's token: its next calls use the one it holds.
    expect((await call('GET', '/auth/me', { token })).status).toBe(200);
    expect((await call('GET', '/appointments/my-appointments', { token })).status).toBe(200);
    expect((await call('GET', '/auth/me', { token: otherDevice })).status).toBe(401);
    s.client.password = 'Password-Cambiata-1';
  });
});

describe('002: the barber changes the password with the spec body and stays in the panel', () => {
  it('POST /auth/change-password {userId, currentPassword, newPassword}: the panel’s next calls are 200', async () => {
    const barber = s.y.user;
    const token = await login(barber.email, barber.password);
    const changed = await call('POST', '/auth/change-password', {
      token,
      body: { userId: barber.id, currentPassword: barber.password, newPassword: 'Password-Barbiere-2' },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.success).toBe(true);
    const me = await call('GET', '/auth/me', { token });
    expect(me.data).toMatchObject({ role: 'barber', barberId: s.y.barber.id });
    expect((await call('GET', `/barbers/${s.y.barber.id}`, { token })).status).toBe(200);
  });

  it('the admin changes the password the same way and stays in the panel', async () => {
    const token = await login(s.admin.email, s.admin.password);
    const changed = await call('POST', '/auth/change-password', {
      token,
      body: { userId: s.admin.id, currentPassword: s.admin.password, newPassword: 'Password-Admin-2' },
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/admin/users', { token })).status).toBe(200);
    s.admin.password = 'Password-Admin-2';
  });
});

describe("001: 'Password dimenticata?' asks at /auth/reset-password", () => {
  it('POST /auth/reset-password {email} answers success and sends the link', async () => {
    const res = await call('POST', '/auth/reset-password', { body: { email: s.x.user.email } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true, message: "Se l'email è registrata, riceverai a breve un link per reimpostare la password." });
    const [mail] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from outbound_messages where recipient = ${s.x.user.email} and kind = 'password-reset'`,
    );
    expect(mail!.n).toBe(1);
  });
});

describe('000: staying logged in from another origin (token refresh every 14 minutes)', () => {
  it('refreshes with only its Bearer token through a working day; logout ends the session at once', async () => {
    let token = await login(s.x.user.email, s.x.user.password);
    // Eight hours of the client's timer, each refresh with the token the previous one gave.
    for (let i = 0; i < 34; i++) {
      t.clock.advance(14 * 60_000);
      const refreshed = await call('POST', '/auth/refresh-token', { token });
      expect(refreshed.status).toBe(200);
      expect(refreshed.data).toMatchObject({ success: true, token: expect.any(String), user: { email: s.x.user.email } });
      expect(refreshed.setCookie).toBeUndefined();
      token = refreshed.data.token;
    }
    expect((await call('GET', '/auth/me', { token })).status).toBe(200);
    const out = await call('POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect((await call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await call('POST', '/auth/refresh-token', { token })).status).toBe(401);
  });

  it('as the original token did, the session ends 24 hours after the login: then /login', async () => {
    let token = await login(s.client.email, s.client.password);
    // The client's timer late in the day (the steps between are the test above's; the refresh route allows 60 a
    // minute per address, and this file's clock moves faster than that).
    t.clock.advance(23 * 60 * 60_000 + 40 * 60_000);
    const late = await call('POST', '/auth/refresh-token', { token });
    expect(late.status).toBe(200);
    token = late.data.token;
    t.clock.advance(14 * 60_000);
    const last = await call('POST', '/auth/refresh-token', { token });
    expect(last.status).toBe(200);
    token = last.data.token;
    t.clock.advance(14 * 60_000);
    const over = await call('POST', '/auth/refresh-token', { token });
    expect(over.status).toBe(401);
    expect(over.data).toMatchObject({ success: false, code: 'REFRESH_INVALID' });
  });
});
