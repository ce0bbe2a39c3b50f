import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import type { ContractRoute } from '@barber/shared/contract/define';
import type { Role } from '@barber/shared/schemas/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { givenShopWithFreeSlot, guestBody, type FreeSlot } from './helpers/booking';
import { makeUser, type TestUser } from './helpers/factories';
import { badRequests, ITALIAN_MARKERS, ITALIAN_TEXTS, readsItalian, routesWithInput, textsOf } from './helpers/language-sweep';

/**
 * Issue 28 item 4 (ADR 0061): the API answers in the caller's Accept-Language, Italian when none of the four is
 * asked for, with the same codes. The Italian texts are what the original clients have always read.
 */
let t: TestApp;
let slot: FreeSlot;
const users = {} as Record<Role, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
  for (const role of ['admin', 'barber', 'client'] as const) users[role] = await makeUser(t, { role });
});
afterAll(() => t.close());

const asking = (language?: string) => (language ? { headers: { 'accept-language': language } } : {});

describe('a missing field', () => {
  const withoutBarber = () => {
    const { barberId: _left, ...body } = guestBody(slot);
    return body;
  };
  it.each([
    ['de-CH', 'Pflichtfeld'],
    ['fr-CH', 'Champ obligatoire'],
    ['en-GB', 'Required field'],
    ['it-CH', 'Campo obbligatorio'],
    [undefined, 'Campo obbligatorio'],
    ['es-ES, pt;q=0.8', 'Campo obbligatorio'],
  ])('Accept-Language %s: %s, code VALIDATION', async (language, text) => {
    const response = await t.callRaw('guestBooking', { body: withoutBarber(), ...asking(language) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: text,
      errors: [{ field: 'barberId', message: text }],
    });
  });

  it.each([
    ['fr', 'de-CH', 'Champ obligatoire'],
    ['en', 'fr-CH', 'Required field'],
    ['it', 'de-CH', 'Campo obbligatorio'],
    ['xx', 'de-CH', 'Pflichtfeld'],
  ])('cookie lang=%s with Accept-Language %s: the chosen language wins (%s)', async (cookie, language, text) => {
    const response = await t.callRaw('guestBooking', { body: withoutBarber(), ...asking(language), cookies: { lang: cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: text, errors: [{ field: 'barberId', message: text }] });
  });

  it('a value of the wrong type says what is expected, in German', async () => {
    const response = await t.callRaw('guestBooking', {
      body: guestBody(slot, { barberId: 12345 }),
      ...asking('de-CH'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'barberId', message: 'Ungültiger Wert: erwartet wird ein Text' }],
    });
  });
});

describe("an error code's own text", () => {
  it.each([
    ['de-CH', 'E-Mail oder Passwort nicht korrekt.'],
    ['fr-CH', 'E-mail ou mot de passe incorrect.'],
    ['en', 'Incorrect email or password.'],
    [undefined, 'Email o password non corretti.'],
  ])('a wrong password, Accept-Language %s', async (language, text) => {
    const response = await t.callRaw('login', {
      body: { email: 'nobody@example.ch', password: 'wrong-password-1' },
      ...asking(language),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: text });
  });

  it('the slots without their parameters, in French', async () => {
    const response = await t.callRaw('publicAvailableSlots', {
      query: {},
      ...asking('fr-CH,fr;q=0.9,de;q=0.5'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SLOT_PARAMS_MISSING',
      message: 'Paramètres manquants pour la demande des créneaux',
    });
  });

  it('an address the API does not have, in German', async () => {
    // A raw request: no contract route names a path that does not exist.
    const response = await t.inject({
      method: 'GET',
      url: '/api/nessuna-rotta',
      headers: { 'accept-language': 'de-CH' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'Diese API-Adresse gibt es nicht.',
    });
  });
});

describe('a message that carries a value', () => {
  it('the booking window in English and Italian, with the shop’s number of days', async () => {
    const far = { date: '2026-08-31' };
    const english = await t.callRaw('guestBooking', { body: guestBody(slot, far), ...asking('en') });
    expect(english.json()).toMatchObject({
      code: 'OUTSIDE_BOOKING_WINDOW',
      message: 'You can book from today up to 30 days ahead. Please choose another date.',
    });
    const italian = await t.callRaw('guestBooking', { body: guestBody(slot, far) });
    expect(italian.json()).toMatchObject({
      code: 'OUTSIDE_BOOKING_WINDOW',
      message: "Puoi prenotare solo da oggi fino a 30 giorni in avanti. Scegli un'altra data.",
    });
  });
});

describe("a password too short: the rule's number in the caller's language", () => {
  it.each([
    ['de-CH', 'Das Passwort muss mindestens 8 Zeichen lang sein'],
    ['fr-CH', 'Le mot de passe doit compter au moins 8 caractères'],
    ['en', 'The password must be at least 8 characters long'],
    [undefined, 'La password deve essere di almeno 8 caratteri'],
  ])('Accept-Language %s', async (language, text) => {
    const body = { firstName: 'Ada', lastName: 'Rossi', email: 'ada@example.ch', phone: '+41 79 123 45 67', password: 'short' };
    const response = await t.callRaw('register', { body, ...asking(language) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'password', message: text }] });
  });
});

/**
 * ADR 0066: the success messages (`message` of a 2xx answer) and the walk-in queue's own texts follow the caller's
 * language too; the Italian ones stay what the original clients read.
 */
describe('a success message and the walk-in queue in the caller’s language', () => {
  it.each([
    ['de-CH', 'Termin erfolgreich gebucht!'],
    ['fr-CH', 'Rendez-vous réservé avec succès !'],
    ['en', 'Booking made successfully!'],
    [undefined, 'Prenotazione effettuata con successo!'],
  ])('a booking, Accept-Language %s', async (language, text) => {
    const times = { 'de-CH': '14:00', 'fr-CH': '14:30', en: '15:00' } as Record<string, string>;
    const res = await t.call('bookAppointment', {
      body: { barberId: slot.barber.id, serviceId: slot.service.id, date: slot.date, time: language ? times[language]! : '15:30' },
      as: users.client,
      ...asking(language),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(text);
  });

  it('a profile saved, in French', async () => {
    const res = await t.call('updateProfilePatch', { body: { firstName: 'Ada', lastName: 'Rossi' }, as: users.client, ...asking('fr-CH') });
    expect(res.json().message).toBe('Profil mis à jour avec succès !');
  });

  it('the walk-in queue: closed in German, joined in English, the staff’s texts in French', async () => {
    const join = (language?: string) =>
      t.callRaw('walkInCreate', {
        body: { firstName: 'Kim', phone: '079 123 45 67', serviceId: slot.service.id },
        ...asking(language),
      });
    const closed = await join('de-CH');
    expect(closed.json()).toMatchObject({ code: 'CONFLICT', message: 'Die Warteschlange ohne Termin ist heute nicht offen' });
    expect((await join()).json()).toMatchObject({ message: 'La coda senza appuntamento non è attiva oggi' });

    const saved = await t.call('walkInSettings', { body: { enabled: true }, as: users.admin, ...asking('fr-CH') });
    expect(saved.json().message).toBe('Réglages de la file enregistrés');
    t.clock.set('2026-06-01T08:00:00Z');
    const joined = await join('en');
    expect(joined.statusCode).toBe(201);
    expect(joined.json().message).toBe('You are in the queue: we will text you when it is your turn');
    // The walk-in remembers it: its 'your turn' SMS is written in English.
    const rows = await queryRows<{ language: string }>(t.ctx.db, sql`select language from walk_ins`);
    expect(rows.map((r) => r.language)).toEqual(['en']);
  });
});

/**
 * Every route with a body or a query, as a user it lets in: two bad requests (every field missing, every field
 * 'x') in Italian and in de-CH, fr-CH and en. Each answer has the Italian one's status and code, and none of its
 * texts is an Italian catalogue text or reads as Italian. Two requests per route and language, not a fuzz:
 * italian-messages-{1,2}.test.ts and malformed-input.test.ts sweep the values.
 */
describe('no Italian in a German, French or English answer', () => {
  const authFor = (route: ContractRoute) =>
    route.access === 'public' ? {} : route.access === 'user' ? users.client.auth : users[route.access[0]!].auth;

  it('knows Italian when it sees it', () => {
    expect(ITALIAN_TEXTS.size).toBeGreaterThan(300);
    for (const italian of ['Il nome è obbligatorio', 'La password deve essere di almeno 8 caratteri', 'Data non valida'])
      expect(readsItalian(italian), italian).toBe(true);
    for (const other of ['Le nom est obligatoire', 'Der Name ist zu lang', 'Date non valable', 'Invalid date'])
      expect(ITALIAN_MARKERS.test(other), other).toBe(false);
  });

  it(`every route with a body or a query (${routesWithInput.length}): same status and code, no Italian`, async () => {
    const failures: string[] = [];
    let answers = 0;
    await Promise.all(
      routesWithInput.map(async ([name, route]) => {
        for (const request of badRequests(route)) {
          // Raw on purpose: the requests are built from the contract's field names, whatever their schemas want.
          const send = (language?: string) =>
            t.inject({
              ...request,
              headers: { ...authFor(route), ...(request.headers as object), ...(language ? { 'accept-language': language } : {}) },
            });
          const italian = await send();
          if (italian.statusCode < 400) continue;
          const { code } = italian.json() as { code?: string };
          for (const language of ['de-CH', 'fr-CH', 'en']) {
            const res = await send(language);
            const body = res.json() as { code?: string; message?: unknown; errors?: unknown };
            const label = `${name} ${language} ${String(request.payload ?? request.url).slice(0, 80)}`;
            answers++;
            if (res.statusCode !== italian.statusCode || body.code !== code)
              failures.push(`${label}: ${res.statusCode} ${body.code}, in Italian ${italian.statusCode} ${code}`);
            for (const text of textsOf(body)) if (readsItalian(text)) failures.push(`${label}: ${JSON.stringify(text)}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(answers).toBeGreaterThan(routesWithInput.length * 3);
  });
});
