import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUser } from '../../../test/helpers/factories';

// Issue 24, 'Password reset': the original client asks for the link with POST /auth/reset-password {email}. It is
// the same request as POST /auth/forgot-password; {token, newPassword} keeps setting the password there.

let t: TestApp;
withTestApp((app) => (t = app));

const resetMails = (email: string) =>
  queryRows<{ body_text: string }>(
    t.ctx.db,
    sql`select body_text from outbound_messages where recipient = ${email} and kind = 'password-reset' order by created_at, id`,
  );

describe('POST /auth/reset-password {email}', () => {
  it('sends the link and answers exactly as /auth/forgot-password, for known and unknown emails', async () => {
    const user = await makeUser(t);
    const here = await t.call('confirmPasswordReset', { body: { email: ` ${user.email.toUpperCase()} ` } });
    const there = await t.call('requestPasswordReset', { body: { email: 'nessuno@example.ch' } });
    const unknown = await t.call('confirmPasswordReset', { body: { email: 'nessuno@example.ch' } });
    expect(here.statusCode).toBe(200);
    expect(here.json()).toEqual(there.json());
    expect(unknown.json()).toEqual(there.json());
    expect(here.json().message).toBe("Se l'email è registrata, riceverai a breve un link per reimpostare la password.");
    const [mail] = await resetMails(user.email);
    expect(mail!.body_text).toContain('/reset-password#token=');
  });

  it('the link it sends sets the password through {token, newPassword} at the same address', async () => {
    const user = await makeUser(t);
    await t.call('confirmPasswordReset', { body: { email: user.email } });
    const token = /#token=([\w-]+)/.exec((await resetMails(user.email))[0]!.body_text)![1]!;
    const set = await t.call('confirmPasswordReset', { body: { token, newPassword: 'Nuova-Password-66' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Password reimpostata. Ora puoi accedere con la nuova password.');
    expect((await t.call('login', { body: { email: user.email, password: 'Nuova-Password-66' } })).statusCode).toBe(200);
  });

  it('shares the 3-an-hour limit per email with /auth/forgot-password: the 4th sends nothing', async () => {
    const user = await makeUser(t);
    await t.call('requestPasswordReset', { body: { email: user.email } });
    await t.call('confirmPasswordReset', { body: { email: user.email } });
    await t.call('requestPasswordReset', { body: { email: user.email } });
    const fourth = await t.call('confirmPasswordReset', { body: { email: user.email } });
    expect(fourth.statusCode).toBe(200);
    expect(await resetMails(user.email)).toHaveLength(3);
  });

  it.each([
    [{ email: 'non-una-email' }, 'Email non valida'],
    [{ token: 'corto', newPassword: 'Nuova-Password-66' }, 'Link non valido'],
    [{ token: 'x'.repeat(40), newPassword: 'corta' }, 'La password deve essere di almeno 8 caratteri'],
    [{ token: 'x'.repeat(40) }, 'La password è obbligatoria'],
    [{}, 'Link non valido'],
  ])('%o: 400 with the message of that form', async (payload, message) => {
    const res = await t.call('confirmPasswordReset', { body: payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('a field nobody sends is still refused, and an email beside a token is not a link request', async () => {
    expect((await t.callRaw('confirmPasswordReset', { body: { email: 'a@example.ch', extra: 1 } })).statusCode).toBe(400);
    const mixed = await t.call('confirmPasswordReset', { body: { email: 'a@example.ch', token: 'x'.repeat(40), newPassword: 'Nuova-Password-66' } });
    expect(mixed.statusCode).toBe(400);
  });
});
