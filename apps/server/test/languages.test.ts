import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { givenShopWithFreeSlot, guestBody, type FreeSlot } from './helpers/booking';

/**
 * Issue 28 item 4 (ADR 0061): the API answers in the caller's Accept-Language, Italian when none of the four is
 * asked for, with the same codes. The Italian texts are what the original clients have always read.
 */
let t: TestApp;
let slot: FreeSlot;

beforeAll(async () => {
  t = await createTestApp();
  slot = await givenShopWithFreeSlot(t);
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
