import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeUser, refreshCookieOf } from '../../../test/helpers/factories';

// Issue 24, 'Staying logged in across origins' (ADR 0034): with BEARER_REFRESH=true, POST /auth/refresh-token
// with only the Bearer token, from an origin of CORS_ORIGINS, rotates within a live session, never past 24 hours
// from the login, and ends with logout and password change like any session. Off by default.

const PARTNER = 'https://app.partner.example.ch';
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ corsOrigins: [PARTNER], bearerRefresh: true });
  off = await createTestApp({ corsOrigins: [PARTNER] });
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const fromPartner = (token: string) => ({ authorization: `Bearer ${token}`, origin: PARTNER });
const me = (app: TestApp, token: string) => app.call('currentUser', { headers: { authorization: `Bearer ${token}` } });
/** The original client's refresh: fetch without credentials, so no cookie, only its stored token. */
const bearerRefresh = (token: string, app: TestApp = t, headers: Record<string, string> = fromPartner(token)) =>
  app.call('refreshToken', { headers });
async function login(app: TestApp = t) {
  const user = await makeUser(app);
  const res = await app.call('login', { body: { email: user.email, password: user.password }, headers: { origin: PARTNER } });
  expect(res.statusCode).toBe(200);
  return { user, token: res.json().token as string, cookie: refreshCookieOf(res)! };
}
const expiry = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;

describe('BEARER_REFRESH=true, from an origin of CORS_ORIGINS', () => {
  it('each refresh answers a new token of the same session, without a cookie; the chain goes on', async () => {
    const { user, token } = await login();
    let current = token;
    for (let i = 0; i < 4; i++) {
      t.clock.advance(14 * 60_000);
      const res = await bearerRefresh(current);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { email: user.email } });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.json().token).not.toBe(current);
      current = res.json().token as string;
      expect((await me(t, current)).statusCode).toBe(200);
    }
    // One session: still one family, one live row.
    const [rows] = await queryRows<{ families: number; live: number }>(
      t.ctx.db,
      sql`select count(distinct family_id)::int as families, count(*) filter (where used_at is null and revoked_at is null)::int as live
          from refresh_tokens where user_id = ${user.id}`,
    );
    expect(rows).toEqual({ families: 1, live: 1 });
  });

  it('never past 24 hours from the login: the token answered near the end expires at the 24 hours, then 401', async () => {
    const { token } = await login();
    let current = token;
    t.clock.advance(23 * 60 * 60_000 + 50 * 60_000);
    const near = await bearerRefresh(current);
    expect(near.statusCode).toBe(200);
    current = near.json().token as string;
    // 10 minutes left of the 24 hours: the token lives 10 minutes, not 15.
    const lifetime = expiry(current) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(9 * 60 - 5);
    expect(lifetime).toBeLessThanOrEqual(10 * 60);
    t.clock.advance(11 * 60_000);
    const past = await bearerRefresh(current);
    expect(past.statusCode).toBe(401);
    expect(past.json().code).toBe('REFRESH_INVALID');
  });

  it('a token used again after the chain moved on is a reuse: the session ends for everyone', async () => {
    const { token, cookie } = await login();
    const first = await bearerRefresh(token);
    const second = await bearerRefresh(first.json().token as string);
    expect(second.statusCode).toBe(200);
    t.clock.advance(60_000);
    const stolen = await bearerRefresh(token);
    expect(stolen.statusCode).toBe(401);
    expect((await me(t, second.json().token as string)).statusCode).toBe(401);
    expect((await t.call('refreshToken', { cookies: { rt: cookie } })).statusCode).toBe(401);
  });

  it('two tabs refreshing with the same token at once: both get a token, the session goes on', async () => {
    const { token } = await login();
    const [a, b] = await Promise.all([bearerRefresh(token), bearerRefresh(token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const res of [a, b]) expect((await me(t, res.json().token as string)).statusCode).toBe(200);
    const next = await bearerRefresh(a.json().token as string);
    expect(next.statusCode).toBe(200);
  });

  it('a token that expired while the laptop slept still refreshes, within the 24 hours', async () => {
    const { user, token } = await login();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; rid: string; tv: number };
    const { signAccessToken } = await import('../../infra/tokens');
    const slept = await signAccessToken(t.ctx.config.jwtSecret, { sub: user.id, role: 'client', tv: claims.tv, sid: claims.sid, rid: claims.rid }, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await me(t, slept)).statusCode).toBe(401);
    expect((await bearerRefresh(slept)).statusCode).toBe(200);
  });

  it('ended by logout with the Bearer token, and by a password change on another device', async () => {
    const out = await login();
    await t.call('logout', { headers: fromPartner(out.token) });
    expect((await bearerRefresh(out.token)).statusCode).toBe(401);

    const partner = await login();
    const laptop = await t.call('login', { body: { email: partner.user.email, password: partner.user.password } });
    const changed = await t.call('changePassword', {
      body: { currentPassword: partner.user.password, newPassword: 'Nuova-Password-55' },
      headers: { authorization: `Bearer ${laptop.json().token}` },
    });
    expect(changed.statusCode).toBe(200);
    expect((await bearerRefresh(partner.token)).statusCode).toBe(401);
  });

  it('a password change from this client keeps its Bearer session refreshing', async () => {
    const { user, token } = await login();
    const changed = await t.call('changePassword', {
      body: { currentPassword: user.password, newPassword: 'Nuova-Password-56' },
      headers: fromPartner(token),
    });
    expect(changed.statusCode).toBe(200);
    // The client keeps the token it had: it still refreshes.
    const res = await bearerRefresh(token);
    expect(res.statusCode).toBe(200);
    expect((await me(t, res.json().token as string)).statusCode).toBe(200);
  });

  it('only from a listed origin: the app itself, another site or no Origin need the cookie', async () => {
    const { token } = await login();
    const auth = { authorization: `Bearer ${token}` };
    expect((await bearerRefresh(token, t, { ...auth, origin: 'http://localhost:3000' })).statusCode).toBe(401);
    expect((await bearerRefresh(token, t, auth)).statusCode).toBe(401);
    expect((await bearerRefresh(token, t, { ...auth, origin: 'https://evil.example.com' })).statusCode).toBe(403);
    // None of these used the token up.
    expect((await bearerRefresh(token)).statusCode).toBe(200);
  });

  it('a forged token refreshes nothing', async () => {
    const { token } = await login();
    const [header, payload] = token.split('.');
    expect((await bearerRefresh(`${header}.${payload}.${'A'.repeat(43)}`)).statusCode).toBe(401);
  });
});

describe('BEARER_REFRESH off (the default)', () => {
  it('the Bearer token alone does not refresh, even from a listed origin', async () => {
    expect(t.ctx.config.bearerRefresh).toBe(true);
    expect(off.ctx.config.bearerRefresh).toBe(false);
    const { token, cookie } = await login(off);
    const res = await bearerRefresh(token, off);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('REFRESH_INVALID');
    // The cookie still works as always.
    expect((await off.call('refreshToken', { headers: { origin: PARTNER }, cookies: { rt: cookie } })).statusCode).toBe(200);
  });
});
