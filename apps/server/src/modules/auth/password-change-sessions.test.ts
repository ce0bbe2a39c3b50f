import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Role } from '@barber/shared/schemas/auth';
import type { TestApp } from '../../../test/helpers/test-app';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUser, refreshCookieOf } from '../../../test/helpers/factories';

// Issue 24, 'A password change logs the user out': the session that changed the password keeps working (its
// access token and its refresh cookie); every other session of the account ends at once. For every role.

let t: TestApp;
withTestApp((app) => (t = app));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.call('currentUser', { headers: bearer(token) });
const refresh = (cookie: string) => t.call('refreshToken', { cookies: { rt: cookie } });
async function login(email: string, password: string) {
  const res = await t.call('login', { body: { email, password } });
  expect(res.statusCode).toBe(200);
  return { token: res.json().token as string, cookie: refreshCookieOf(res)! };
}

type Change = (token: string, currentPassword: string, newPassword: string) => ReturnType<TestApp['inject']>;
const changes: [string, Change][] = [
  [
    'POST /auth/change-password',
    (token, currentPassword, newPassword) =>
      t.call('changePassword', { body: { currentPassword, newPassword }, headers: bearer(token) }),
  ],
  [
    'PUT /users/profile',
    (token, currentPassword, newPassword) =>
      t.call('updateProfile', {
        body: { firstName: 'Nuovo', lastName: 'Nome', phone: '079 765 43 21', currentPassword, newPassword },
        headers: bearer(token),
      }),
  ],
];
const roles: Role[] = ['client', 'barber', 'admin'];

describe.each(changes)('%s', (_name, change) => {
  it.each(roles)('a %s: the token that made the change answers /auth/me 200, another device 401', async (role) => {
    const user = await makeUser(t, { role, phone: '+41791234567' });
    const here = await login(user.email, user.password);
    const phone = await login(user.email, user.password);

    const changed = await change(here.token, user.password, 'Nuova-Password-77');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, token: expect.any(String), user: { email: user.email } });

    expect((await me(here.token)).statusCode).toBe(200);
    const other = await me(phone.token);
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('TOKEN_EXPIRED');
    expect((await refresh(phone.cookie)).statusCode).toBe(401);

    // The answer's token is a token of the same session (the web app takes it); no new cookie is set.
    expect((await me(changed.json().token as string)).statusCode).toBe(200);
    expect(refreshCookieOf(changed)).toBeUndefined();
    // This device's cookie still rotates, and the session goes on with it.
    const rotated = await refresh(here.cookie);
    expect(rotated.statusCode).toBe(200);
    expect((await me(rotated.json().token as string)).statusCode).toBe(200);

    // The password did change: the old one is refused, the new one logs in.
    const old = await t.call('login', { body: { email: user.email, password: user.password } });
    expect(old.statusCode).toBe(401);
    await login(user.email, 'Nuova-Password-77');
  });
});

describe('what still ends every session', () => {
  it('a second change from the other device, before the first one reached it, is refused: that session is over', async () => {
    const user = await makeUser(t);
    const laptop = await login(user.email, user.password);
    const phone = await login(user.email, user.password);
    expect((await changes[0]![1](laptop.token, user.password, 'Nuova-Password-78')).statusCode).toBe(200);
    expect((await changes[0]![1](phone.token, 'Nuova-Password-78', 'Rubata-Password-1')).statusCode).toBe(401);
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it('logout after the change ends the kept session too', async () => {
    const user = await makeUser(t);
    const here = await login(user.email, user.password);
    expect((await changes[1]![1](here.token, user.password, 'Nuova-Password-79')).statusCode).toBe(200);
    expect((await t.call('logout', { cookies: { rt: here.cookie } })).statusCode).toBe(200);
    expect((await me(here.token)).statusCode).toBe(401);
  });

  it('a password reset by link ends every session, the one that asked included', async () => {
    const user = await makeUser(t);
    const here = await login(user.email, user.password);
    await t.call('requestPasswordReset', { body: { email: user.email } });
    const [mail] = await queryRows<{ body_text: string }>(
      t.ctx.db,
      sql`select body_text from outbound_messages where recipient = ${user.email} and kind = 'password-reset'`,
    );
    const token = /#token=([\w-]+)/.exec(mail!.body_text)![1]!;
    const reset = await t.call('confirmPasswordReset', { body: { token, newPassword: 'Nuova-Password-80' } });
    expect(reset.statusCode).toBe(200);
    expect((await me(here.token)).statusCode).toBe(401);
    expect((await refresh(here.cookie)).statusCode).toBe(401);
  });
});
