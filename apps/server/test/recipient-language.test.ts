import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { bookingBody, givenShopWithFreeSlot, guestBody, type FreeSlot } from './helpers/booking';
import { makeUser } from './helpers/factories';
import { scanRemindersAt } from './helpers/reminders';

/**
 * Issue 28 item 3 (ADR 0066): a booking remembers the language it was made in (the `lang` cookie, else
 * Accept-Language, else Italian), and its messages go out in it: the confirmation at once, the reminder later from
 * the job, with no request to read a language from.
 */
let t: TestApp;
let slot: FreeSlot;

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
});
afterAll(() => t.close());

interface Sent {
  kind: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
}
const sentTo = (email: string, kind: string) =>
  queryRows<Sent>(
    t.ctx.db,
    sql`select kind, subject, body_text, body_html from outbound_messages
        where recipient = ${email} and kind = ${kind} order by created_at`,
  );

/** A guest booking on Wednesday at `time`, made with these headers and cookies; answers the appointment's id. */
async function guestBooks(email: string, phone: string, time: string, extras: { headers?: Record<string, string>; cookies?: Record<string, string> }) {
  const res = await t.call('guestBooking', { body: guestBody(slot, { email, phone, time }), ...extras });
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { _id: string })._id;
  // Booked "on Monday" on the test clock, so the 24-hour reminder is due on Tuesday (created_at is the database's).
  await t.ctx.db.execute(sql`update appointments set created_at = ${t.clock.now().toISOString()}::timestamptz where id = ${id}::uuid`);
  return id;
}

describe('a guest booking and its messages in the language it was made in', () => {
  const german = { email: 'hans.muster@example.ch', phone: '+41791110001', time: '10:00' };
  const french = { email: 'julie.favre@example.ch', phone: '+41791110002', time: '10:30' };
  const italian = { email: 'anna.neri@example.ch', phone: '+41791110003', time: '11:00' };
  let ids: Record<'de' | 'fr' | 'it', string>;

  beforeAll(async () => {
    ids = {
      de: await guestBooks(german.email, german.phone, german.time, { headers: { 'accept-language': 'de-CH,de;q=0.9' } }),
      // The switcher's cookie wins over the browser's header.
      fr: await guestBooks(french.email, french.phone, french.time, {
        headers: { 'accept-language': 'de-CH' },
        cookies: { lang: 'fr' },
      }),
      it: await guestBooks(italian.email, italian.phone, italian.time, {}),
    };
  });

  it('records the language on the booking', async () => {
    const rows = await queryRows<{ id: string; language: string }>(
      t.ctx.db,
      sql`select id, language from appointments where id in (${ids.de}::uuid, ${ids.fr}::uuid, ${ids.it}::uuid)`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.language]))).toEqual({ [ids.de]: 'de', [ids.fr]: 'fr', [ids.it]: 'it' });
  });

  it('Accept-Language de-CH: the confirmation in German, its date and invitation too', async () => {
    const [mail] = await sentTo(german.email, 'booking-confirmation');
    expect(mail!.subject).toBe('Termin bestätigt: Taglio + Shampoo, Mittwoch, 3. Juni 2026 um 10:00 Uhr');
    expect(mail!.body_text).toContain('Guten Tag Anna,');
    expect(mail!.body_text).toContain('Ihr Termin ist bestätigt.');
    // CHF as everywhere (a no-break space before the amount).
    expect(mail!.body_text).toMatch(/Preis: CHF\s30\.00 \(Zahlung vor Ort\)/);
    // (The manage link's path, /appuntamento/, is an address, not a text.)
    expect(mail!.body_text).not.toMatch(/Ciao|prenotazione|Prezzo|A presto/);
    expect(mail!.body_html).toContain('<html lang="de">');
    const [attachment] = await queryRows<{ filename: string }>(
      t.ctx.db,
      sql`select a->>'filename' as filename from outbound_messages, jsonb_array_elements(attachments) a
          where recipient = ${german.email} and kind = 'booking-confirmation'`,
    );
    expect(attachment?.filename).toBe('termin.ics');
  });

  it('cookie lang=fr: the confirmation in French, whatever the browser says', async () => {
    const [mail] = await sentTo(french.email, 'booking-confirmation');
    expect(mail!.subject).toBe('Rendez-vous confirmé : Taglio + Shampoo, mercredi, 3 juin 2026 à 10:30');
    expect(mail!.body_text).toContain('Bonjour Anna,');
    expect(mail!.body_text).toContain('Votre rendez-vous est confirmé.');
    expect(mail!.body_text).not.toMatch(/Ciao|Termin/);
  });

  it('no header: the Italian confirmation, unchanged', async () => {
    const [mail] = await sentTo(italian.email, 'booking-confirmation');
    expect(mail!.subject).toBe('Prenotazione confermata: Taglio + Shampoo, mercoledì, 3 giugno 2026 alle 11:00');
    expect(mail!.body_text).toContain('Ciao Anna,');
    expect(mail!.body_text).toContain('la tua prenotazione è confermata.');
    expect(mail!.body_text).toContain('A presto!');
  });

  it('the reminder, sent by the job without a request, in the booking’s language', async () => {
    // Wednesday 10:00-11:00 in Zurich is 08:00-09:00 UTC: 24 hours before the last one every reminder is due.
    expect((await scanRemindersAt(t, '2026-06-02T09:00:00Z')).email).toBe(3);
    const [de] = await sentTo(german.email, 'appointment-reminder');
    const [fr] = await sentTo(french.email, 'appointment-reminder');
    const [it] = await sentTo(italian.email, 'appointment-reminder');
    expect(de!.subject).toBe('Erinnerung: Taglio + Shampoo, Mittwoch, 3. Juni 2026 um 10:00 Uhr');
    expect(de!.body_text).toContain('wir erinnern Sie an Ihren Termin');
    expect(fr!.subject).toBe('Rappel : Taglio + Shampoo, mercredi, 3 juin 2026 à 10:30');
    expect(it!.subject).toBe('Promemoria: Taglio + Shampoo, mercoledì, 3 giugno 2026 alle 11:00');
    expect(it!.body_text).toContain('ti ricordiamo il tuo appuntamento');
  });

  it('a staff cancellation, made by an Italian-speaking admin, in the customer’s language', async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const res = await t.call('staffAppointmentStatus', {
      params: { id: ids.de },
      body: { status: 'cancelled', cancellationReason: 'Malattia' },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await sentTo(german.email, 'appointment-staff-change');
    expect(mail!.subject).toBe('Termin abgesagt: Taglio + Shampoo, Mittwoch, 3. Juni 2026 um 10:00 Uhr');
    expect(mail!.body_text).toContain('Status: Abgesagt');
    expect(mail!.body_text).toContain('Grund: Malattia');
  });
});

describe("an account's language", () => {
  it('is the one it registered in, changed by its owner through the profile, and its bookings follow the request', async () => {
    const res = await t.call('register', {
      body: { firstName: 'Lea', lastName: 'Meier', email: 'lea.meier@example.ch', password: 'passwort-123' },
      headers: { 'accept-language': 'de-CH' },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json() as { token: string; user: { language?: string } };
    expect(user.language).toBe('de');
    const [confirmation] = await sentTo('lea.meier@example.ch', 'email-confirmation');
    expect(confirmation!.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');

    const as = { auth: { authorization: `Bearer ${token}` } };
    const saved = await t.call('updateProfilePatch', { body: { firstName: 'Lea', lastName: 'Meier', language: 'en' }, as });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { user: { language?: string } }).user.language).toBe('en');

    const booked = await t.call('bookAppointment', {
      body: bookingBody(slot, { time: '14:00' }),
      headers: { 'accept-language': 'en' },
      as,
    });
    expect(booked.statusCode).toBe(201);
    const [mail] = await sentTo('lea.meier@example.ch', 'booking-confirmation');
    expect(mail!.subject).toBe('Booking confirmed: Taglio + Shampoo, Wednesday, 3 June 2026 at 14:00');
  });

  it('refuses a language that is not one of the four, and changes nothing', async () => {
    const user = await makeUser(t);
    const res = await t.callRaw('updateProfilePatch', { body: { firstName: 'A', lastName: 'B', language: 'es' }, as: user });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'language' }] });
    const [row] = await queryRows<{ language: string }>(t.ctx.db, sql`select language from users where id = ${user.id}::uuid`);
    expect(row!.language).toBe('it');
  });
});
