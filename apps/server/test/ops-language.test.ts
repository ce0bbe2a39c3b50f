import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { scanReminders } from '../src/modules/notifications/reminders';
import { createTestApp, type TestApp } from './helpers/test-app';
import { bookingBody, guestBody, givenShopWithFreeSlot, makeBarber, MONDAY_MORNING, standardWeek, type FreeSlot } from './helpers/booking';
import { makeUser, type TestUser } from './helpers/factories';

/**
 * ADR 0072: the shop's everyday messages that were Italian only, through the real server and the outbox: the
 * barber's schedule email in their account language, the contact emails in the page's language (the shop's copy
 * in the owner's), the reminder's live notice in the booking's, the usage alerts in the caller's. No language
 * asked for: the Italian the original client has always read.
 */
let t: TestApp;
let slot: FreeSlot;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({}, { plan: { appointments: 2 } });
  slot = await givenShopWithFreeSlot(t);
  admin = await makeUser(t, { role: 'admin', firstName: 'Ada' });
  // The owner reads German: the shop's own copies are written in it.
  await t.ctx.db.execute(sql`update users set language = 'de' where id = ${admin.id}::uuid`);
});
afterAll(() => t.close());

interface Sent {
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
}
const outbox = (kind: string) =>
  queryRows<Sent>(t.ctx.db, sql`select recipient, subject, body_text, body_html from outbound_messages where kind = ${kind} order by created_at`);

describe("the barber's schedule-update email", () => {
  it('in the language of the barber\'s account: German for one, Italian for one without an account', async () => {
    const account = await makeUser(t, { role: 'barber', firstName: 'Hans' });
    await t.ctx.db.execute(sql`update users set language = 'de' where id = ${account.id}::uuid`);
    const hans = await makeBarber(t, {
      firstName: 'Hans',
      userId: account.id,
      email: 'hans.barbier@example.ch',
      workingHours: standardWeek({ sunday: { isWorking: false } }),
      vacations: [{ startDate: '2026-07-06', endDate: '2026-07-10' }],
    });
    const luca = await makeBarber(t, { firstName: 'Luca', email: 'luca.barbiere@example.ch' });
    for (const barber of [hans, luca]) {
      expect((await t.call('notifyScheduleUpdate', { body: { barberId: barber.id }, as: admin })).statusCode).toBe(200);
    }
    const [german] = (await outbox('schedule-update')).filter((m) => m.recipient === 'hans.barbier@example.ch');
    expect(german!.subject).toBe('Ihre Arbeitszeiten wurden aktualisiert');
    expect(german!.body_text).toContain('Guten Tag Hans,');
    expect(german!.body_text).toContain('Ihre Arbeitszeiten wurden aktualisiert. Das ist Ihre aktuelle Woche:');
    expect(german!.body_text).toContain('Sonntag: frei');
    expect(german!.body_text).toContain('- vom Montag, 6. Juli 2026 bis Freitag, 10. Juli 2026');
    expect(german!.body_html).toContain('<html lang="de">');
    expect(german!.body_text).not.toMatch(/Ciao|orari|chiuso|Vacanze|A presto/);
    const [italian] = (await outbox('schedule-update')).filter((m) => m.recipient === 'luca.barbiere@example.ch');
    expect(italian!.subject).toBe('I tuoi orari sono stati aggiornati');
    expect(italian!.body_text).toContain('Ciao Luca,');
    expect(italian!.body_text).toContain('- nessuna vacanza in programma');
  });
});

describe('the contact form', () => {
  const consultation = {
    kind: 'consultation',
    name: 'Julie Favre',
    email: 'julie.favre@example.ch',
    phone: '079 123 45 67',
    service: 'colore',
    date: '2026-06-05',
    time: '09:30',
    message: 'Bonjour',
  };

  it("a French page (cookie over a de-CH browser): the sender's confirmation in French, the shop's copy in the owner's German", async () => {
    const res = await t.callRaw('contactCreate', {
      body: consultation,
      headers: { 'accept-language': 'de-CH' },
      cookies: { lang: 'fr' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Demande envoyée ! Nous vous contacterons bientôt.');
    const [confirmation] = await outbox('contact-consultation-confirmation');
    expect(confirmation).toMatchObject({ recipient: 'julie.favre@example.ch', subject: 'Nous avons bien reçu votre demande de conseil' });
    expect(confirmation!.body_text).toContain('Bonjour Julie Favre,');
    expect(confirmation!.body_text).toContain('Prestation: Coloration');
    expect(confirmation!.body_text).toContain('Date: vendredi, 5 juin 2026');
    expect(confirmation!.body_text).not.toMatch(/Ciao|Servizio|Colorazione|richiesta/);
    const [owner] = await outbox('contact-consultation-owner');
    expect(owner).toMatchObject({ recipient: 'info@example.ch', subject: 'Neue Beratungsanfrage: Julie Favre' });
    expect(owner!.body_text).toContain('Leistung: Färben');
    expect(owner!.body_text).toContain('Datum: Freitag, 5. Juni 2026');
    expect(owner!.body_text).toContain('Nachricht:\n> Bonjour');
    expect(owner!.body_text).not.toMatch(/Nuova|Servizio|Messaggio|pannello/);
  });

  it('no language asked for: the Italian confirmation, word for word as before', async () => {
    const res = await t.callRaw('contactCreate', { body: { ...consultation, email: 'marco@example.ch', name: 'Marco' } });
    expect(res.statusCode).toBe(201);
    const mail = (await outbox('contact-consultation-confirmation')).find((m) => m.recipient === 'marco@example.ch');
    expect(mail!.subject).toBe('Abbiamo ricevuto la tua richiesta di consulenza');
    expect(mail!.body_text).toContain('Ciao Marco,');
    expect(mail!.body_text).toContain('Servizio: Colorazione');
    expect(mail!.body_text).toContain('Data: venerdì, 5 giugno 2026');
  });
});

describe("the reminder's live notice", () => {
  it("in the booking's language, its date in the language's words", async () => {
    const client = await makeUser(t, { firstName: 'Lena', email: 'lena@example.ch' });
    t.clock.set(MONDAY_MORNING);
    const booked = await t.call('bookAppointment', {
      body: bookingBody(slot, { time: '14:00' }),
      as: client,
      headers: { 'accept-language': 'de-CH' },
    });
    expect(booked.statusCode).toBe(201);
    const id = (booked.json() as { data: { _id: string } }).data._id;
    await t.ctx.db.execute(sql`update appointments set created_at = ${MONDAY_MORNING}::timestamptz where id = ${id}::uuid`);
    // Wednesday 14:00 in Zurich is 12:00 UTC: the email reminder is due from Tuesday 12:00 UTC.
    t.clock.set('2026-06-02T12:00:00Z');
    const socket = vi.spyOn(t.ctx.realtime, 'appointmentReminder');
    await scanReminders(t.ctx);
    expect(socket).toHaveBeenCalledWith(
      client.id,
      expect.objectContaining({
        appointmentId: id,
        message: expect.stringMatching(/^Erinnerung: Taglio \+ Shampoo bei .+, Mittwoch, 3\. Juni 2026 um 14:00 Uhr\.$/),
      }),
    );
    socket.mockRestore();
  });
});

describe('the usage alerts', () => {
  it("in the caller's language, the Italian the spec's", async () => {
    t.clock.set(MONDAY_MORNING);
    for (const time of ['10:00', '10:30']) {
      const res = await t.callRaw('guestBooking', { body: guestBody(slot, { time, email: `g${time.slice(0, 2)}${time.slice(3)}@example.ch` }) });
      expect(res.statusCode).toBe(201);
    }
    // Counted by created_at, the database's clock: "booked this month" on the test clock.
    await t.ctx.db.execute(sql`update appointments set created_at = ${MONDAY_MORNING}::timestamptz`);
    const alerts = async (headers: Record<string, string>) =>
      (await t.call('subscriptionUsage', { as: admin, headers })).json().data.alerts as { resource: string; message: string }[];
    const of = (list: { resource: string; message: string }[]) => list.find((a) => a.resource === 'appointments')?.message;
    expect(of(await alerts({}))).toMatch(/^Limite appuntamenti raggiunto \(\d+%\)$/);
    expect(of(await alerts({ 'accept-language': 'de-CH' }))).toMatch(/^Limite für Termine erreicht \(\d+%\)$/);
    expect(of(await alerts({ 'accept-language': 'fr-CH' }))).toMatch(/^Limite de rendez-vous atteinte \(\d+ %\)$/);
    expect(of(await alerts({ 'accept-language': 'en' }))).toMatch(/^Limit reached for appointments \(\d+%\)$/);
  });
});
