import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { newOpaqueToken } from '../../infra/tokens';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUser, refreshCookieOf } from '../../../test/helpers/factories';

// Issue 8: the per-account login cap, access tokens bound to their session (sid), the refresh grace and
// single-use, short-lived reset links.

let t: TestApp;
withTestApp((app) => (t = app));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.call('currentUser', { headers: bearer(token) });
const refresh = (cookie: string) => t.call('refreshToken', { cookies: { rt: cookie } });
const login = async (email: string, password: string) => {
  const res = await t.call('login', { body: { email, password } });
  expect(res.statusCode).toBe(200);
  return { token: res.json().token as string, cookie: refreshCookieOf(res)! };
};

describe('per-account login cap', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ loginRateLimit: 5, trustProxy: true });
  });
  afterAll(() => capped.close());
  const attempt = (email: string, password: string, address: string) =>
    capped.call('login', {
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    });

  it('eight failed logins on one account from eight addresses get 429 from the 6th on, and so does the right password', async () => {
    const victim = await makeUser(capped, { email: 'capped@example.ch' });
    const statuses: number[] = [];
    let last;
    for (let i = 1; i <= 8; i++) {
      last = await attempt(victim.email, 'sbagliata', `203.0.113.${i}`);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(last!.json().code).toBe('LOGIN_RATE_LIMITED');
    expect(last!.json().message).toMatch(/^Troppi tentativi di accesso\. Riprova tra (\d+ secondi|1 minuto)\.$/);
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The right password from a ninth address is refused too while the account is capped.
    const right = await attempt('CAPPED@example.ch', victim.password, '203.0.113.9');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('LOGIN_RATE_LIMITED');

    // Other accounts are not affected.
    const other = await makeUser(capped);
    expect((await attempt(other.email, other.password, '203.0.113.1')).statusCode).toBe(200);
  });

  it('a successful login clears the count, so only a run of failures is capped', async () => {
    const user = await makeUser(capped);
    for (let i = 0; i < 4; i++) expect((await attempt(user.email, 'sbagliata', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await attempt(user.email, user.password, '198.51.100.50')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'sbagliata', `198.51.100.${10 + i}`)).statusCode).toBe(401);
    expect((await attempt(user.email, 'sbagliata', '198.51.100.99')).statusCode).toBe(429);
  });

  it('parallel attempts cannot slip under the cap', async () => {
    const user = await makeUser(capped);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(user.email, 'sbagliata', `192.0.2.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('access tokens end with their session', () => {
  it('a logged-out access token gets 401 at once; another session of the same user goes on', async () => {
    const user = await makeUser(t);
    const phone = await login(user.email, user.password);
    const laptop = await login(user.email, user.password);
    expect((await me(phone.token)).statusCode).toBe(200);

    const out = await t.call('logout', { cookies: { rt: phone.cookie } });
    expect(out.statusCode).toBe(200);
    const after = await me(phone.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('TOKEN_EXPIRED');
    expect((await refresh(phone.cookie)).statusCode).toBe(401);

    expect((await me(laptop.token)).statusCode).toBe(200);
    expect((await refresh(laptop.cookie)).statusCode).toBe(200);
  });

  it('the access token names its session (sid = the refresh family)', async () => {
    const user = await makeUser(t);
    const { token } = await login(user.email, user.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid?: string; sub: string };
    const [family] = await queryRows<{ family_id: string }>(
      t.ctx.db,
      sql`select family_id from refresh_tokens where user_id = ${user.id}`,
    );
    expect(claims.sid).toBe(family!.family_id);
  });

  it('change-password ends every other session at once and keeps the one that made it (issue 24)', async () => {
    const user = await makeUser(t);
    const here = await login(user.email, user.password);
    const elsewhere = await login(user.email, user.password);
    const changed = await t.call('changePassword', {
      body: { currentPassword: user.password, newPassword: 'nuova-password-42' },
      headers: bearer(here.token),
    });
    expect(changed.statusCode).toBe(200);
    // No new cookie: this device's refresh cookie goes on rotating.
    expect(refreshCookieOf(changed)).toBeUndefined();

    // The other device's access token and refresh cookie are over.
    expect((await me(elsewhere.token)).statusCode).toBe(401);
    expect((await refresh(elsewhere.cookie)).statusCode).toBe(401);
    // This device goes on with the token it holds (a client that ignores the answer's token) and the answer's.
    expect((await me(here.token)).statusCode).toBe(200);
    expect((await me(changed.json().token as string)).statusCode).toBe(200);
    const rotated = await refresh(here.cookie);
    expect(rotated.statusCode).toBe(200);
    expect((await me(rotated.json().token)).statusCode).toBe(200);
  });
});

describe('refresh grace for a just-rotated token', () => {
  it('the previous token within 30 s answers an access token of the same chain, without a new cookie', async () => {
    const user = await makeUser(t);
    const first = await login(user.email, user.password);
    const rotated = await refresh(first.cookie);
    expect(rotated.statusCode).toBe(200);
    const successor = refreshCookieOf(rotated)!;

    t.clock.advance(5_000);
    const raced = await refresh(first.cookie); // a second tab that sent the same cookie
    expect(raced.statusCode).toBe(200);
    expect(refreshCookieOf(raced)).toBeUndefined();
    expect(raced.headers['set-cookie']).toBeUndefined();
    expect((await me(raced.json().token)).statusCode).toBe(200);

    // The chain did not fork: the successor still rotates, and only one token of the family is live.
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    const [live] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from refresh_tokens where user_id = ${user.id} and used_at is null and revoked_at is null`,
    );
    expect(live!.n).toBe(1);

    // Once the chain moved on, the first token is no longer the immediately previous one: reuse.
    const stale = await refresh(first.cookie);
    expect(stale.statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(next)!)).statusCode).toBe(401);
    expect((await me(next.json().token)).statusCode).toBe(401);
    expect((await me(raced.json().token)).statusCode).toBe(401);
  });

  it('after the grace, the previous token is a reuse: the family and its access tokens end', async () => {
    const user = await makeUser(t);
    const first = await login(user.email, user.password);
    const rotated = await refresh(first.cookie);
    const successor = refreshCookieOf(rotated)!;
    const access = rotated.json().token as string;
    expect((await me(access)).statusCode).toBe(200);

    t.clock.advance(31_000);
    const stolen = await refresh(first.cookie);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().code).toBe('REFRESH_INVALID');
    expect((await refresh(successor)).statusCode).toBe(401);
    expect((await me(access)).statusCode).toBe(401);
  });

  it('no grace once the family was revoked (logout)', async () => {
    const user = await makeUser(t);
    const first = await login(user.email, user.password);
    const successor = refreshCookieOf(await refresh(first.cookie))!;
    await t.call('logout', { cookies: { rt: successor } });
    expect((await refresh(first.cookie)).statusCode).toBe(401);
  });
});

describe('password reset links', () => {
  const forgot = (email: string) => t.call('requestPasswordReset', { body: { email } });
  const confirm = (token: string, newPassword = 'password-nuova-123') =>
    t.call('confirmPasswordReset', { body: { token, newPassword } });
  const resetMails = (email: string) =>
    queryRows<{ body_text: string }>(
      t.ctx.db,
      sql`select body_text from outbound_messages where recipient = ${email} and kind = 'password-reset' order by created_at, id`,
    );
  const tokenOf = (text: string) => /\/reset-password#token=([\w-]+)/.exec(text)![1]!;

  it('puts the token in the URL fragment of a link valid 30 minutes', async () => {
    const user = await makeUser(t);
    await forgot(user.email);
    const [mail] = await resetMails(user.email);
    expect(mail!.body_text).toContain(`${t.ctx.config.publicUrl}/reset-password#token=`);
    expect(mail!.body_text).not.toContain('?token=');
    expect(mail!.body_text).toContain('entro 30 minuti');
  });

  it('a second request invalidates the first link', async () => {
    const user = await makeUser(t);
    await forgot(user.email);
    await forgot(user.email);
    const [first, second] = (await resetMails(user.email)).map((m) => tokenOf(m.body_text));
    expect(first).not.toBe(second);
    const old = await confirm(first!);
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await confirm(second!)).statusCode).toBe(200);
  });

  it('after one reset link is used, the others fail, and a link works once', async () => {
    const user = await makeUser(t);
    // Two open links at once (as an older version could leave them), straight in the table.
    const links = [newOpaqueToken(), newOpaqueToken()];
    const expiresAt = new Date(t.clock.now().getTime() + 20 * 60_000);
    await t.ctx.db.insert(passwordResets).values(links.map((l) => ({ tokenHash: l.hash, userId: user.id, expiresAt })));
    expect((await confirm(links[0]!.token)).statusCode).toBe(200);
    expect((await confirm(links[0]!.token, 'altra-password-123')).statusCode).toBe(400);
    const other = await confirm(links[1]!.token, 'altra-password-123');
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('RESET_TOKEN_INVALID');
    const relogin = await t.call('login', { body: { email: user.email, password: 'password-nuova-123' } });
    expect(relogin.statusCode).toBe(200);
  });

  it('a link expires after 30 minutes', async () => {
    const late = await makeUser(t);
    const early = await makeUser(t);
    await forgot(late.email);
    await forgot(early.email);
    const lateToken = tokenOf((await resetMails(late.email))[0]!.body_text);
    const earlyToken = tokenOf((await resetMails(early.email))[0]!.body_text);
    t.clock.advance(29 * 60_000);
    expect((await confirm(earlyToken)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await confirm(lateToken)).statusCode).toBe(400);
  });

  it('answers the same beyond 3 requests an hour for one email, and sends no fourth email', async () => {
    const user = await makeUser(t);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await forgot(user.email)).json());
    const unknown = (await forgot('nessuno-qui@example.ch')).json();
    for (const answer of answers) expect(answer).toEqual(unknown);
    expect(await resetMails(user.email)).toHaveLength(3);
  });
});
