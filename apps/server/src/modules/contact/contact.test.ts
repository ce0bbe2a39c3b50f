import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactRequests, outboundMessages } from '../../db/schema';
import { withShop } from '../../../test/helpers/app-suite';
import { givenShop } from '../../../test/helpers/booking';
import { makeUsers, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { purgeOldRequests } from './service';

let t: TestApp;
let admin: TestUser;
let client: TestUser;
let barber: TestUser;
withShop(async (app) => {
  t = app;
  [admin, client, barber] = await makeUsers(app, { role: 'admin' }, {}, { role: 'barber' });
  // Wednesday 3 June 2026, 10:00 in Lugano.
  t.clock.set('2026-06-03T08:00:00Z');
});

let n = 0;
/** Each request from its own address, so the hourly limit only speaks in its own test. */
const post = (payload: unknown, remoteAddress = `10.0.0.${++n}`) =>
  t.callRaw('contactCreate', { body: payload, remoteAddress });

const demo = (over: Record<string, unknown> = {}) => ({
  kind: 'demo',
  name: 'Giulia Rossi',
  email: 'Giulia.Rossi@Salone.ch',
  phone: '079 123 45 67',
  salonName: 'Salone Giulia',
  message: 'Vorrei vedere il calendario e i pagamenti TWINT.',
  privacyAccepted: true,
  ...over,
});
const consultation = (over: Record<string, unknown> = {}) => ({
  kind: 'consultation',
  service: 'barba',
  date: '2026-06-05',
  time: '14:30',
  name: 'Marco Bernasconi',
  phone: '+41 79 765 43 21',
  email: 'marco@example.ch',
  message: 'Barba lunga da sistemare.',
  ...over,
});

const rowsOf = (kind: 'demo' | 'consultation') =>
  t.ctx.db.select().from(contactRequests).where(eq(contactRequests.kind, kind));
const mails = (kind: string) => t.ctx.db.select().from(outboundMessages).where(eq(outboundMessages.kind, kind));

describe('POST /contact: demo request', () => {
  it('stores it, emails the shop and confirms to the sender', async () => {
    const res = await post(demo());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Richiesta inviata! Ti contatteremo presto.', data: { kind: 'demo' } });
    const [row] = (await rowsOf('demo')).filter((r) => r.id === body.data._id);
    expect(row).toMatchObject({
      name: 'Giulia Rossi',
      email: 'giulia.rossi@salone.ch',
      phone: '+41791234567',
      salonName: 'Salone Giulia',
      interest: 'booking-demo',
      privacyAccepted: true,
      handledAt: null,
    });
    const [owner] = await mails('contact-demo-owner');
    expect(owner).toMatchObject({ recipient: 'info@example.ch', subject: 'Nuova richiesta di demo: Salone Giulia' });
    expect(owner!.bodyText).toContain('Telefono: +41 79 123 45 67');
    expect(owner!.bodyText).toContain('> Vorrei vedere il calendario e i pagamenti TWINT.');
    expect(owner!.bodyText).toContain('Barber Studio Test');
    expect(owner!.bodyHtml).toContain('Salone Giulia');
    const [confirmation] = await mails('contact-demo-confirmation');
    expect(confirmation).toMatchObject({
      recipient: 'giulia.rossi@salone.ch',
      subject: 'Abbiamo ricevuto la tua richiesta di demo',
    });
    expect(confirmation!.bodyText).toContain('Ciao Giulia Rossi,');
  });

  it("accepts the spec's own shape (no kind, interest and message only) as a demo", async () => {
    const res = await post({ name: 'Luca Neri', email: 'luca@example.ch', phone: '0791112233', interest: 'booking-demo', message: 'Salone Luca - info' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.kind).toBe('demo');
  });

  it('refuses bad input with Italian 400s and stores and sends nothing', async () => {
    const before = (await rowsOf('demo')).length;
    const messagesBefore = (await t.ctx.db.select().from(outboundMessages)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [demo({ name: '' }), 'name', 'Il nome è obbligatorio'],
      [demo({ name: 'G' }), 'name', 'Nome troppo corto'],
      [demo({ email: 'non-una-email' }), 'email', 'Email non valida'],
      [demo({ phone: '12' }), 'phone', 'Inserisci un numero di telefono valido'],
      [demo({ privacyAccepted: false }), 'privacyAccepted', "devi accettare l'informativa sulla privacy"],
      [demo({ privacyAccepted: undefined }), 'privacyAccepted', "devi accettare l'informativa sulla privacy"],
      [demo({ message: 'x'.repeat(2001) }), 'message', 'Il messaggio può avere al massimo 2000 caratteri'],
      [demo({ kind: 'newsletter' }), 'kind', 'Tipo di richiesta non valido'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, field).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION');
      expect(body.errors.find((e: { field: string }) => e.field === field)?.message ?? body.message).toContain(message);
    }
    expect((await rowsOf('demo')).length).toBe(before);
    expect((await t.ctx.db.select().from(outboundMessages)).length).toBe(messagesBefore);
  });

  it('answers a filled honeypot as sent, and stores and sends nothing', async () => {
    const before = (await t.ctx.db.select().from(contactRequests)).length;
    const messagesBefore = (await t.ctx.db.select().from(outboundMessages)).length;
    const res = await post(demo({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    expect((await t.ctx.db.select().from(contactRequests)).length).toBe(before);
    expect((await t.ctx.db.select().from(outboundMessages)).length).toBe(messagesBefore);
  });
});

describe('POST /contact: consultation', () => {
  it('stores service, date and time and emails both sides', async () => {
    const res = await post(consultation());
    expect(res.statusCode).toBe(201);
    const [row] = (await rowsOf('consultation')).filter((r) => r.id === res.json().data._id);
    expect(row).toMatchObject({ service: 'barba', preferredDate: '2026-06-05', preferredTime: '14:30', email: 'marco@example.ch', privacyAccepted: false });
    const owner = (await mails('contact-consultation-owner')).find((m) => m.subject === 'Nuova richiesta di consulenza: Marco Bernasconi')!;
    expect(owner.recipient).toBe('info@example.ch');
    expect(owner.bodyText).toContain('Servizio: Barba e Grooming');
    expect(owner.bodyText).toContain('Data: venerdì, 5 giugno 2026');
    expect(owner.bodyText).toContain('Ora: 14:30');
    const confirmation = (await mails('contact-consultation-confirmation')).find((m) => m.recipient === 'marco@example.ch')!;
    expect(confirmation.subject).toBe('Abbiamo ricevuto la tua richiesta di consulenza');
  });

  it('without an email: stored, the shop is told, no confirmation', async () => {
    const before = (await mails('contact-consultation-confirmation')).length;
    const res = await post(consultation({ email: '', name: 'Sara Senza Email', date: '2026-06-03', time: '09:00' }));
    expect(res.statusCode).toBe(201);
    expect((await rowsOf('consultation')).some((r) => r.name === 'Sara Senza Email' && r.email === null)).toBe(true);
    expect((await mails('contact-consultation-owner')).some((m) => m.subject?.includes('Sara Senza Email'))).toBe(true);
    expect((await mails('contact-consultation-confirmation')).length).toBe(before);
  });

  it("refuses a past day (the shop's today), a time off the preset slots and an unknown service", async () => {
    const before = (await rowsOf('consultation')).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [consultation({ date: '2026-06-02' }), 'date', 'La data non può essere nel passato'],
      [consultation({ date: '2027-06-10' }), 'date', 'Scegli una data entro un anno'],
      [consultation({ date: '2026-02-30' }), 'date', 'Data non valida'],
      [consultation({ time: '12:00' }), 'time', 'Scegli un orario tra quelli proposti'],
      [consultation({ time: '19:00' }), 'time', 'Scegli un orario tra quelli proposti'],
      [consultation({ service: 'massaggio' }), 'service', 'Scegli un servizio'],
      [consultation({ phone: undefined }), 'phone', 'Il telefono è obbligatorio'],
      [consultation({ email: 'marco@' }), 'email', 'Email non valida'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, `${field} ${JSON.stringify(payload)}`).toBe(400);
      const body = res.json();
      expect(body.errors.find((e: { field: string }) => e.field === field)?.message, field).toContain(message);
    }
    expect((await rowsOf('consultation')).length).toBe(before);
  });

  it("knows today in the shop's time zone: 23:30 in Lugano is still the same day", async () => {
    const now = t.clock.now();
    t.clock.set('2026-06-03T21:30:00Z'); // 23:30 in Lugano, Wednesday
    expect((await post(consultation({ date: '2026-06-03', name: 'Notte Tarda' }))).statusCode).toBe(201);
    t.clock.set('2026-06-03T22:30:00Z'); // 00:30 Thursday in Lugano
    expect((await post(consultation({ date: '2026-06-03', name: 'Troppo Tardi' }))).statusCode).toBe(400);
    t.clock.set(now);
  });
});

describe('GET /contact/plans', () => {
  it('lists the active plans publicly, with CHF prices from the database', async () => {
    const res = await t.call('contactPlans');
    expect(res.statusCode).toBe(200);
    const plans = res.json().data as { name: string; price: number; currency: string }[];
    expect(plans.map((p) => [p.name, p.price, p.currency])).toEqual(
      expect.arrayContaining([
        ['STARTER', 29, 'CHF'],
        ['BUSINESS', 49, 'CHF'],
      ]),
    );
  });
});

describe('the admin list', () => {
  it('lets only the admin in', async () => {
    expect((await t.call('contactRequests')).statusCode).toBe(401);
    for (const who of [client, barber]) {
      expect((await t.call('contactRequests', { as: who })).statusCode).toBe(403);
      const id = (await rowsOf('demo'))[0]!.id;
      const patch = await t.call('contactRequestHandled', { params: { id }, body: { handled: true }, as: who });
      expect(patch.statusCode).toBe(403);
    }
  });

  it('lists newest first, paginated, filtered by kind and status; marks handled and open again', async () => {
    t.clock.set('2026-06-04T08:00:00Z'); // after every request above
    const latest = (await post(demo({ name: 'Ultima Richiesta' }))).json().data._id as string;
    const all = (await t.call('contactRequests', { query: { limit: '2' }, as: admin })).json();
    expect(all.data).toHaveLength(2);
    expect(all.data[0]).toMatchObject({ _id: latest, name: 'Ultima Richiesta', kind: 'demo', handled: false });
    const total = (await t.ctx.db.select().from(contactRequests)).length;
    expect(all.pagination).toEqual({ total, page: 1, pages: Math.ceil(total / 2), limit: 2 });
    expect(all.open).toBe(total);
    const dates = all.data.map((r: { createdAt: string }) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const page2 = (await t.call('contactRequests', { query: { limit: '2', page: '2' }, as: admin })).json();
    expect(page2.data.map((r: { _id: string }) => r._id)).not.toContain(latest);

    const consultations = (await t.call('contactRequests', { query: { kind: 'consultation' }, as: admin })).json();
    expect(consultations.data.length).toBeGreaterThan(0);
    expect(consultations.data.every((r: { kind: string }) => r.kind === 'consultation')).toBe(true);
    expect(consultations.data[0]).toMatchObject({ serviceLabel: expect.any(String), date: expect.any(String), time: expect.any(String) });

    const done = await t.call('contactRequestHandled', { params: { id: latest }, body: { handled: true }, as: admin });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Richiesta segnata come gestita', data: { handled: true } });
    const handled = (await t.call('contactRequests', { query: { status: 'handled' }, as: admin })).json();
    expect(handled.data.map((r: { _id: string }) => r._id)).toEqual([latest]);
    expect(handled.open).toBe(total - 1);
    const reopened = await t.call('contactRequestHandled', { params: { id: latest }, body: { handled: false }, as: admin });
    expect(reopened.json()).toMatchObject({ message: 'Richiesta riaperta', data: { handled: false, handledAt: null } });

    const missing = await t.call('contactRequestHandled', { params: { id: '00000000-0000-4000-8000-000000000000' }, body: { handled: true }, as: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Richiesta non trovata');
    const bad = await t.callRaw('contactRequests', { query: { kind: 'spam', limit: '500' }, as: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes requests after 12 months (ADR 0025)', async () => {
    const now = t.clock.now();
    const count = (await t.ctx.db.select().from(contactRequests)).length;
    t.clock.set(new Date(now.getTime() + 364 * 86_400_000));
    expect(await purgeOldRequests(t.ctx)).toBe(0);
    t.clock.set(new Date(now.getTime() + 366 * 86_400_000));
    expect(await purgeOldRequests(t.ctx)).toBe(count);
    t.clock.set(now);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // 12 a minute for the public forms: 2 contact requests an hour per address and per phone number.
    limited = await createTestApp({ publicFormRateLimit: 12 });
    await givenShop(limited);
  });
  afterAll(() => limited.close());

  it('refuses the third request an hour from one address with an Italian 429, storing nothing', async () => {
    const send = (phone: string) =>
      limited.callRaw('contactCreate', { body: demo({ phone }), remoteAddress: '10.9.9.9' });
    expect((await send('079 000 00 01')).statusCode).toBe(201);
    expect((await send('079 000 00 02')).statusCode).toBe(201);
    const third = await send('079 000 00 03');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Hai già inviato troppe richieste\. Riprova tra \d+ minuti\.$/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await limited.ctx.db.select().from(contactRequests)).length).toBe(2);
    // Another address is still welcome; the same phone from many addresses is not.
    const other = (address: string) =>
      limited.callRaw('contactCreate', { body: demo({ phone: '079 000 00 09' }), remoteAddress: address });
    expect((await other('10.1.1.1')).statusCode).toBe(201);
    expect((await other('10.1.1.2')).statusCode).toBe(201);
    expect((await other('10.1.1.3')).statusCode).toBe(429);
  });
});
