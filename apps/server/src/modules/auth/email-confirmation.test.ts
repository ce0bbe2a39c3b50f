import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { withTestApp } from '../../../test/helpers/app-suite';
import { makeUser } from '../../../test/helpers/factories';
import { givenStaff, type Staff } from '../../../test/helpers/staff';

// Issue 23 item 1 (ADR 0031): the link that proves the address. Which records join the account once it is proven
// is shown in test/email-proof.test.ts.

let t: TestApp;
let s: Staff;
withTestApp(async (app) => {
  t = app;
});
beforeAll(async () => {
  s = await givenStaff(t);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let registered = 0;
async function register(email = `nuovo-${++registered}@example.ch`) {
  const res = await t.call('register', {
    body: { firstName: 'Nina', lastName: 'Nuova', email, password: 'Password-Nuova-1' },
  });
  expect(res.statusCode).toBe(201);
  return { email, token: res.json().token as string, user: res.json().user };
}
const mails = (email: string) =>
  queryRows<{ subject: string; body_text: string; body_html: string }>(
    t.ctx.db,
    sql`select subject, body_text, body_html from outbound_messages
        where recipient = ${email} and kind = 'email-confirmation' order by created_at, id`,
  );
const tokenOf = (text: string) => /\/conferma-email#token=([\w-]+)/.exec(text)![1]!;
const confirm = (token: string) => t.call('confirmEmail', { body: { token } });
const resend = (token: string) => t.call('resendEmailConfirmation', { headers: bearer(token) });
const me = async (token: string) => (await t.call('currentUser', { headers: bearer(token) })).json();

describe('registration sends the link', () => {
  it('the account starts unconfirmed and gets one Italian email with the token in the URL fragment, valid 24 hours', async () => {
    const account = await register();
    expect(account.user.emailConfirmed).toBe(false);
    const [mail, ...more] = await mails(account.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Conferma la tua email');
    expect(mail!.body_text).toContain(`${t.ctx.config.publicUrl}/conferma-email#token=`);
    expect(mail!.body_text).not.toContain('?token=');
    expect(mail!.body_text).toContain('entro 24 ore');
    expect(mail!.body_text).toContain('Il link vale una volta sola.');
    // The one layout: the shop signs it, in text and HTML.
    expect(mail!.body_text).toContain('Barber Studio Test');
    expect(mail!.body_html).toContain('Barber Studio Test');
    // Nothing but the hash is kept.
    const [stored] = await queryRows<{ token_hash: string }>(t.ctx.db, sql`select token_hash from email_confirmations where email = ${account.email}`);
    expect(stored!.token_hash).not.toBe(tokenOf(mail!.body_text));
  });
});

describe('POST /auth/confirm-email', () => {
  it('confirms once; the same link again answers that the email is confirmed, and changes nothing', async () => {
    const account = await register();
    const token = tokenOf((await mails(account.email))[0]!.body_text);
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/^Email confermata\./);
    expect(await me(account.token)).toMatchObject({ emailConfirmed: true });
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('La tua email è già confermata.');
  });

  it('refuses an unknown or malformed token with an Italian 400', async () => {
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'CONFIRM_TOKEN_INVALID', message: expect.stringMatching(/^Il link di conferma non è valido o è scaduto/) });
    const short = await confirm('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Link non valido');
  });

  it('a link expires after 24 hours', async () => {
    const late = await register();
    const early = await register();
    const lateToken = tokenOf((await mails(late.email))[0]!.body_text);
    const earlyToken = tokenOf((await mails(early.email))[0]!.body_text);
    t.clock.advance(23 * 60 * 60_000);
    expect((await confirm(earlyToken)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 60_000);
    const expired = await confirm(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('CONFIRM_TOKEN_INVALID');
    expect(await me(late.token)).toMatchObject({ emailConfirmed: false });
  });

  it('works without a session: the link may be opened on another device', async () => {
    const account = await register();
    const res = await t.call('confirmEmail', { body: { token: tokenOf((await mails(account.email))[0]!.body_text) } });
    expect(res.statusCode).toBe(200);
  });
});

describe("'Invia di nuovo il link': POST /auth/resend-confirmation", () => {
  it('sends a new link to the account’s address; any unused link of the address then confirms', async () => {
    const account = await register();
    const res = await resend(account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Ti abbiamo inviato un nuovo link di conferma a ${account.email}. Vale 24 ore.`);
    const [first, second] = (await mails(account.email)).map((m) => tokenOf(m.body_text));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await confirm(first!)).statusCode).toBe(200);
    // The other one has nothing left to prove.
    expect((await confirm(second!)).json().message).toBe('La tua email è già confermata.');
  });

  it('3 links an hour: the 4th answers 429 with Retry-After and the Italian text, and sends nothing', async () => {
    const account = await register();
    for (let i = 0; i < 3; i++) expect((await resend(account.token)).statusCode).toBe(200);
    const fourth = await resend(account.token);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'CONFIRM_RATE_LIMITED' });
    expect(fourth.json().message).toMatch(/^Hai già chiesto diversi link di conferma\. .* Riprova tra (\d+ minuti|1 minuto)\.$/);
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The registration's link and three more.
    expect(await mails(account.email)).toHaveLength(4);
  });

  it('a confirmed account is told so and gets no email; a guest gets 401', async () => {
    const confirmed = await makeUser(t);
    const res = await resend(confirmed.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('La tua email è già confermata.');
    expect(await mails(confirmed.email)).toHaveLength(0);
    expect((await t.call('resendEmailConfirmation')).statusCode).toBe(401);
  });
});

describe('accounts the owner makes count as confirmed; an email change repeats the proof', () => {
  const admin = () => s.admin.auth;

  it('an account the admin creates is confirmed and gets no link', async () => {
    const res = await t.call('createUser', {
      body: { email: 'dal.negozio@example.ch', firstName: 'Dal', lastName: 'Negozio', phone: '079 555 11 22', role: 'client', password: 'Password-Negozio-1' },
      headers: admin(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.emailConfirmed).toBe(true);
    expect(await mails('dal.negozio@example.ch')).toHaveLength(0);
  });

  it('the admin changing an email unconfirms it and sends a link to the new address; the old link no longer proves it', async () => {
    const account = await register();
    const oldLink = tokenOf((await mails(account.email))[0]!.body_text);
    const id = account.user._id as string;
    const update = (email: string) =>
      t.call('updateUser', {
        params: { id },
        body: { email, firstName: 'Nina', lastName: 'Nuova', phone: '079 555 11 33', role: 'client' },
        headers: admin(),
      });
    const changed = await update('Nina.Cambiata@example.ch');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ email: 'nina.cambiata@example.ch', emailConfirmed: false });
    expect((await confirm(oldLink)).statusCode).toBe(400);
    const newLink = tokenOf((await mails('nina.cambiata@example.ch'))[0]!.body_text);
    expect((await confirm(newLink)).statusCode).toBe(200);
    expect((await me(account.token)).emailConfirmed).toBe(true);

    // The same address sent back (the whole user, as the original client does) keeps it confirmed and sends nothing.
    const same = await update('nina.cambiata@example.ch');
    expect(same.json().data.emailConfirmed).toBe(true);
    expect(await mails('nina.cambiata@example.ch')).toHaveLength(1);
  });

  it('a barber record is linked by email only to an account that proved the address', async () => {
    const account = await register('futuro.barbiere@example.ch');
    const create = () =>
      t.call('createBarber', {
        body: { firstName: 'Futuro', lastName: 'Barbiere', email: account.email, phone: '079 555 22 33', services: [], vacations: [] },
        headers: admin(),
      });
    const refused = await create();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BARBER_ACCOUNT_UNCONFIRMED', message: expect.stringMatching(/non è ancora confermato/) });
    expect(await me(account.token)).toMatchObject({ role: 'client', barberId: null });

    expect((await confirm(tokenOf((await mails(account.email))[0]!.body_text))).statusCode).toBe(200);
    const linked = await create();
    expect(linked.statusCode).toBe(201);
    expect(await me(account.token)).toMatchObject({ role: 'barber', barberId: linked.json()._id });
  });

  it('an unconfirmed account made a barber by the admin takes over the barber record only once it confirms', async () => {
    const record = await t.call('createBarber', {
      body: { firstName: 'Senza', lastName: 'Account', email: 'senza.account@example.ch', phone: '079 555 33 44', services: [], vacations: [] },
      headers: admin(),
    });
    expect(record.statusCode).toBe(201);
    const account = await register('senza.account@example.ch');
    const promoted = await t.call('updateUser', {
      params: { id: account.user._id },
      body: { firstName: 'Senza', lastName: 'Account', phone: '079 555 33 44', role: 'barber' },
      headers: admin(),
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ role: 'barber', barberId: null });
    expect((await confirm(tokenOf((await mails(account.email))[0]!.body_text))).statusCode).toBe(200);
    expect(await me(account.token)).toMatchObject({ role: 'barber', barberId: record.json()._id });
  });
});
