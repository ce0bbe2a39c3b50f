import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUser, refreshCookieOf } from '../../../test/helpers/factories';
import { signAccessToken } from '../../infra/tokens';

// Issue 23 items 3 and 4 (ADR 0033): logout ends the session of the Bearer token it is called with; the routes
// that act on the refresh cookie refuse other sites.

const APP = 'https://prenota.example.ch';
const PARTNER = 'https://app.partner.example.ch';
let t: TestApp;
withTestApp((app) => (t = app), { publicUrl: APP, corsOrigins: [PARTNER] });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.call('currentUser', { headers: bearer(token) });
async function login() {
  const user = await makeUser(t);
  const res = await t.call('login', { body: { email: user.email, password: user.password } });
  expect(res.statusCode).toBe(200);
  return { user, token: res.json().token as string, cookie: refreshCookieOf(res)! };
}

describe('POST /auth/logout with only Authorization: Bearer', () => {
  it('ends that token’s session at once: the next GET /auth/me with it is 401', async () => {
    const { token, cookie } = await login();
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.call('logout', { headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logout effettuato.' });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('TOKEN_EXPIRED');
    // The whole session: its refresh cookie is over too.
    expect((await t.call('refreshToken', { cookies: { rt: cookie } })).statusCode).toBe(401);
  });

  it('ends only that session: the same user on another device goes on', async () => {
    const phone = await login();
    const laptop = await t.call('login', { body: { email: phone.user.email, password: phone.user.password } });
    await t.call('logout', { headers: bearer(phone.token) });
    expect((await me(laptop.json().token as string)).statusCode).toBe(200);
  });

  it('an access token that expired a moment ago still ends its session (a client that logs out after a pause)', async () => {
    const { user, token } = await login();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; tv: number };
    const stale = await signAccessToken(t.ctx.config.jwtSecret, { sub: user.id, role: 'client', tv: claims.tv, sid: claims.sid }, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await me(stale)).statusCode).toBe(401);
    await t.call('logout', { headers: bearer(stale) });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a forged or foreign token ends nothing, and logout still answers 200', async () => {
    const victim = await login();
    const [header, payload] = victim.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await t.call('logout', { headers: bearer(forged) })).statusCode).toBe(200);
    // Someone else's session id in a token signed for another user does not end the victim's session.
    const other = await makeUser(t);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
    const crossed = await signAccessToken(t.ctx.config.jwtSecret, { sub: other.id, role: 'client', tv: 0, sid: claims.sid });
    await t.call('logout', { headers: bearer(crossed) });
    expect((await me(victim.token)).statusCode).toBe(200);
  });
});

describe('/auth/refresh-token and /auth/logout refuse other sites', () => {
  const call = (route: 'refreshToken' | 'logout', cookie: string, headers: Record<string, string>) =>
    t.call(route, { cookies: { rt: cookie }, headers });
  const routes = ['refreshToken', 'logout'] as const;

  it.each(routes)('%s: an Origin that is neither the app nor in CORS_ORIGINS gets 403 in Italian, and nothing happens', async (url) => {
    const session = await login();
    for (const origin of ['https://evil.example.com', 'http://prenota.example.ch.evil.com', 'null', 'https://sub.prenota.example.ch']) {
      const res = await call(url, session.cookie, { origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REFUSED', message: expect.stringMatching(/^Richiesta non consentita da un altro sito/) });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Nothing was rotated or ended: the cookie still refreshes from the app itself.
    expect((await call('refreshToken', session.cookie, { origin: APP })).statusCode).toBe(200);
  });

  it.each(routes)('%s: Sec-Fetch-Site: cross-site without an Origin gets 403', async (url) => {
    const session = await login();
    const res = await call(url, session.cookie, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('the app’s own origin (PUBLIC_URL or the host called), a CORS origin, and calls without Origin are served', async () => {
    const cases: Record<string, string>[] = [
      { origin: APP },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { origin: PARTNER },
      { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of cases) {
      const session = await login();
      const refreshed = await call('refreshToken', session.cookie, headers);
      expect(refreshed.statusCode, JSON.stringify(headers)).toBe(200);
      const out = await call('logout', refreshCookieOf(refreshed)!, headers);
      expect(out.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});
