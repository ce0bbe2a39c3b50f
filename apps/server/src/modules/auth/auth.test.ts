import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUser, refreshCookieOf } from '../../../test/helpers/factories';

let t: TestApp;
withTestApp((app) => (t = app));

const userCount = async () => (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from users`))[0]!.n;
const register = (body: unknown) => t.callRaw('register', { body });
const valid = { firstName: 'Luca', lastName: 'Verdi', email: 'Luca.Verdi@Example.ch', password: 'una-password-lunga' };

describe('register', () => {
  it('creates a client, answers {token, user} and sets an httpOnly refresh cookie', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ email: 'luca.verdi@example.ch', role: 'client', firstName: 'Luca', barberId: null });
    const cookie = res.cookies.find((c) => c.name === 'rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const me = await t.call('currentUser', { headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json()).toMatchObject({ email: 'luca.verdi@example.ch', role: 'client' });
  });

  it('refuses a taken email with 409 and an Italian message', async () => {
    const res = await register({ ...valid, email: 'luca.verdi@example.ch' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: 'Esiste già un account con questa email.' });
  });

  it.each([
    ['missing fields', {}, 'Il nome è obbligatorio'],
    ['a bad email', { ...valid, email: 'non-una-email' }, 'Email non valida'],
    ['a short password', { ...valid, email: 'x@example.ch', password: 'corta' }, 'La password deve essere di almeno 8 caratteri'],
    ['an unknown field', { ...valid, email: 'y@example.ch', role: 'admin' }, 'Campo non previsto: role'],
  ])('answers 400 in Italian for %s and writes nothing', async (_label, body, message) => {
    const before = await userCount();
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(json.errors.map((e: { message: string }) => e.message)).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('answers 413 for a 1 MB body and 400 for broken JSON, writing nothing', async () => {
    const before = await userCount();
    const big = await register({ ...valid, email: 'big@example.ch', firstName: 'a'.repeat(1024 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'La richiesta è troppo grande.' });
    const broken = await t.callRaw('register', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('BAD_JSON');
    expect(await userCount()).toBe(before);
  });
});

describe('login, me and roles', () => {
  it('logs in with the right password only, with the same answer for unknown emails', async () => {
    const user = await makeUser(t, { email: 'login@example.ch' });
    const ok = await t.call('login', { body: { email: 'LOGIN@example.ch', password: user.password } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('login@example.ch');
    const wrong = await t.call('login', { body: { email: 'login@example.ch', password: 'sbagliata' } });
    const unknown = await t.call('login', { body: { email: 'nobody@example.ch', password: 'sbagliata' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Email o password non corretti.');
  });

  it('answers 401 without a token and 403 for a client on an admin route', async () => {
    const none = await t.call('devOutbox');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHENTICATED');
    const client = await makeUser(t);
    const forbidden = await t.call('devOutbox', { as: client });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const admin = await makeUser(t, { role: 'admin' });
    expect((await t.call('devOutbox', { as: admin })).statusCode).toBe(200);
  });

  it('rejects a tampered or foreign token', async () => {
    const user = await makeUser(t);
    const tampered = `${user.token.slice(0, -3)}abc`;
    const res = await t.call('currentUser', { headers: { authorization: `Bearer ${tampered}` } });
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits login to 5 a minute per account and address, in Italian', async () => {
    const limited = await createTestApp({ loginRateLimit: 5 });
    try {
      const attempt = (email: string) =>
        limited.call('login', { body: { email, password: 'sbagliata' } });
      for (let i = 0; i < 5; i++) expect((await attempt('victim@example.ch')).statusCode).toBe(401);
      const sixth = await attempt('victim@example.ch');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('LOGIN_RATE_LIMITED');
      // When to try again: the rest of the minute.
      expect(sixth.json().message).toMatch(/^Troppi tentativi di accesso\. Riprova tra (1 minuto|\d+ secondi)\.$/);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same address is counted separately.
      expect((await attempt('other@example.ch')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('refresh tokens', () => {
  const login = async () => {
    const user = await makeUser(t);
    const res = await t.call('login', { body: { email: user.email, password: user.password } });
    return { user, cookie: refreshCookieOf(res)! };
  };
  const refresh = (cookie: string | undefined) =>
    t.call('refreshToken', cookie ? { cookies: { rt: cookie } } : {});

  it('rotates: each refresh answers a new token and a new cookie', async () => {
    const { cookie } = await login();
    const first = await refresh(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/^ey/);
    const next = refreshCookieOf(first)!;
    expect(next).not.toBe(cookie);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('a refresh token used again after the 30-second grace revokes the whole family', async () => {
    const { cookie } = await login();
    const rotated = refreshCookieOf(await refresh(cookie))!;
    t.clock.advance(31_000);
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_INVALID');
    // The legitimate successor is revoked too.
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('without a cookie answers 401', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const { cookie } = await login();
    const out = await t.call('logout', { cookies: { rt: cookie } });
    expect(out.statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('change-password needs the current one, ends older sessions and mails a confirmation', async () => {
    const user = await makeUser(t);
    const login = await t.call('login', { body: { email: user.email, password: user.password } });
    const oldCookie = refreshCookieOf(login)!;
    const wrong = await t.call('changePassword', {
      body: { currentPassword: 'sbagliata', newPassword: 'nuova-password-1' },
      as: user,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('La password attuale non è corretta.');
    // userId, when sent (the spec's body), must be the caller's own: another account's id is refused.
    const other = await t.call('changePassword', {
      body: { userId: randomUUID(), currentPassword: user.password, newPassword: 'nuova-password-1' },
      as: user,
    });
    expect(other.statusCode).toBe(403);
    const ok = await t.call('changePassword', {
      body: { userId: user.id, currentPassword: user.password, newPassword: 'nuova-password-1' },
      as: user,
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().token as string;
    expect((await t.call('currentUser', { as: user })).statusCode).toBe(401);
    expect((await t.call('currentUser', { headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(200);
    expect((await t.call('refreshToken', { cookies: { rt: oldCookie } })).statusCode).toBe(401);
    const relogin = await t.call('login', { body: { email: user.email, password: 'nuova-password-1' } });
    expect(relogin.statusCode).toBe(200);
    await t.ctx.jobs.runDue();
    const mails = await queryRows<{ kind: string; status: string }>(
      t.ctx.db,
      sql`select kind, status from outbound_messages where recipient = ${user.email}`,
    );
    expect(mails).toEqual([{ kind: 'password-changed', status: 'sent' }]);
  });

  it('reset by email: one-time token from the outbox sets a new password', async () => {
    const user = await makeUser(t);
    const answerFor = async (email: string) =>
      (await t.call('requestPasswordReset', { body: { email } })).json();
    const known = await answerFor(user.email);
    const unknown = await answerFor('nessuno@example.ch');
    expect(known).toEqual(unknown);
    await t.ctx.jobs.runDue();
    const [mail] = await queryRows<{ body_text: string; status: string }>(
      t.ctx.db,
      sql`select body_text, status from outbound_messages where recipient = ${user.email} and kind = 'password-reset'`,
    );
    expect(mail?.status).toBe('sent');
    const token = /token=([\w-]+)/.exec(mail!.body_text)![1]!;
    const confirm = (newPassword: string) =>
      t.call('confirmPasswordReset', { body: { token, newPassword } });
    expect((await confirm('password-nuova-123')).statusCode).toBe(200);
    const again = await confirm('altra-password-123');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
    const login = await t.call('login', { body: { email: user.email, password: 'password-nuova-123' } });
    expect(login.statusCode).toBe(200);
    expect((await t.call('currentUser', { as: user })).statusCode).toBe(401);
  });
});
