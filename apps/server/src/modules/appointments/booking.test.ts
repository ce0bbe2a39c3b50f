import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeUser } from '../../../test/helpers/factories';
import {
  bookingBody,
  guestBody,
  makeAbsence,
  makeBarber,
  makeService,
  MONDAY_MORNING,
  type FreeSlot,
} from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]), { everyTestAt: MONDAY_MORNING });

const count = async (table: 'appointments' | 'outbound_messages') =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
const guest = (body: object, headers: Record<string, string> = {}) =>
  t.callRaw('guestBooking', { body, headers });
const registered = (body: object, headers: Record<string, string> = {}) =>
  t.callRaw('bookAppointment', { body, headers });
/** A fresh barber with the standard week offering the slot's service: every test books on its own diary. */
const freshSlot = async (time = '10:00', extra: Parameters<typeof makeBarber>[1] = {}): Promise<FreeSlot> => ({
  ...slot,
  barber: await makeBarber(t, { services: [slot.service], ...extra }),
  time,
});

describe('POST /appointments/public/appointments/guest', () => {
  it('books a confirmed guest appointment at the price and duration of the service', async () => {
    const s = await freshSlot();
    const res = await guest(guestBody(s));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // The spec's guest page reads `appointment` (or success) and `_id` (or id).
    expect(body).toMatchObject({ success: true, message: 'Prenotazione effettuata con successo!', _id: body.appointment._id });
    expect(body.appointment).toMatchObject({
      date: '2026-06-03',
      time: '10:00',
      startsAt: '2026-06-03T08:00:00.000Z',
      endsAt: '2026-06-03T08:30:00.000Z',
      service: 'Taglio + Shampoo',
      serviceId: s.service.id,
      duration: 30,
      price: 30,
      status: 'confirmed',
      paymentType: 'in_person',
      cancellationReason: null,
      // The guest is the client the spec's staff clients read; guestInfo holds the same.
      client: { firstName: 'Anna', lastName: 'Neri', email: 'anna.neri@example.ch', phone: '+41791234567' },
      guestInfo: { firstName: 'Anna', lastName: 'Neri', email: 'anna.neri@example.ch', phone: '+41791234567' },
      barber: { _id: s.barber.id, firstName: 'Mario' },
      isGuestBooking: true,
      isAdminBooking: false,
      bookedBy: null,
    });
  });

  it('ignores a client-sent price and duration', async () => {
    const s = await freshSlot();
    const res = await guest(guestBody(s, { price: 1, duration: 5 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment).toMatchObject({ price: 30, duration: 30, endsAt: '2026-06-03T08:30:00.000Z' });
    const [row] = await queryRows<{ price_rappen: number; duration_minutes: number }>(
      t.ctx.db,
      sql`select price_rappen, duration_minutes from appointments where id = ${res.json()._id}`,
    );
    expect(row).toEqual({ price_rappen: 3000, duration_minutes: 30 });
  });

  it.each([
    ['an Italian mobile', '+39 333 123 4567', '+393331234567'],
    ['a German mobile with 00', '0049 151 23456789', '+4915123456789'],
    ['a French mobile', '+33 6 12 34 56 78', '+33612345678'],
  ])('books a guest with %s, stored in E.164', async (_label, phone, stored) => {
    const s = await freshSlot();
    const res = await guest(guestBody(s, { phone }));
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment.guestInfo.phone).toBe(stored);
  });

  it('finds the service by name when no serviceId is sent (the spec clients send the name)', async () => {
    const s = await freshSlot();
    const res = await guest(guestBody(s, { serviceId: undefined, service: 'taglio + shampoo' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment.serviceId).toBe(s.service.id);
  });

  it('queues a confirmation email with the shop-local date and time, price, address and an .ics invitation', async () => {
    const s = await freshSlot('14:15');
    const res = await guest(guestBody(s, { email: 'conferma@example.ch' }));
    expect(res.statusCode).toBe(201);
    const [mail] = await queryRows<{ kind: string; subject: string; body_text: string; attachments: { filename: string; contentType: string; content: string }[] }>(
      t.ctx.db,
      sql`select kind, subject, body_text, attachments from outbound_messages where recipient = 'conferma@example.ch'`,
    );
    expect(mail!.kind).toBe('booking-confirmation');
    expect(mail!.subject).toBe('Prenotazione confermata: Taglio + Shampoo, mercoledì, 3 giugno 2026 alle 14:15');
    for (const part of ['Ciao Anna', 'mercoledì, 3 giugno 2026', 'Ora: 14:15', 'CHF\u00a030.00', `Mario ${s.barber.lastName}`, 'Via Nassa 21, 6900 Lugano']) {
      expect(mail!.body_text).toContain(part);
    }
    const [ics] = mail!.attachments;
    expect(ics).toMatchObject({ filename: 'appuntamento.ics', contentType: expect.stringContaining('text/calendar') });
    const text = Buffer.from(ics!.content, 'base64').toString('utf8');
    expect(text).toContain('METHOD:PUBLISH\r\n');
    // 14:15 in Lugano in summer is 12:15 UTC.
    expect(text).toContain('DTSTART:20260603T121500Z\r\n');
    expect(text).toContain('DTEND:20260603T124500Z\r\n');
    expect(text).toContain(`UID:${res.json()._id}@`);
    expect(text).toContain('LOCATION:Barber Studio Test\\, Via Nassa 21\\, 6900 Lugano\r\n');
  });

  it.each([
    ['no first name', { firstName: '' }, 'Il nome è obbligatorio'],
    ['a bad email', { email: 'non-una-email' }, 'Email non valida'],
    ['a phone that is no number', { phone: '079 123 45' }, "Inserisci un numero di telefono valido (es. 79 123 45 67; dall'estero con il prefisso, es. +39 333 123 4567)"],
    ['a foreign phone without its prefix', { phone: '333 123 4567' }, "Inserisci un numero di telefono valido (es. 79 123 45 67; dall'estero con il prefisso, es. +39 333 123 4567)"],
    ['no phone', { phone: undefined }, 'Il telefono è obbligatorio'],
    ['a bad date', { date: '03.06.2026' }, 'Data non valida (formato AAAA-MM-GG)'],
    ['an impossible date', { date: '2026-02-31' }, 'Data non valida'],
    ['a bad time', { time: '25:00' }, 'Orario non valido (formato HH:mm)'],
    ['no service', { serviceId: undefined }, 'Servizio non valido'],
    ['an unknown field', { status: 'completed' }, 'Campo non previsto: status'],
    ['online payment without its payment', { paymentType: 'online' }, 'Pagamento online mancante'],
  ])('answers 400 in Italian for %s and writes nothing', async (_label, overrides, message) => {
    const before = [await count('appointments'), await count('outbound_messages')];
    const res = await guest(guestBody(slot, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toBe(message);
    expect([await count('appointments'), await count('outbound_messages')]).toEqual(before);
  });

  it('refuses a service the barber does not offer, an inactive service and an inactive or unknown barber', async () => {
    const before = await count('appointments');
    const other = await makeService(t);
    const notOffered = await guest(guestBody(slot, { serviceId: other.id }));
    expect(notOffered.statusCode).toBe(404);
    expect(notOffered.json()).toMatchObject({ code: 'SERVICE_NOT_FOUND', message: 'Servizio non trovato' });
    const retired = await makeService(t, { isActive: false });
    const withRetired = await freshSlot('10:00', { services: [retired] });
    expect((await guest(guestBody(withRetired, { serviceId: retired.id }))).json().code).toBe('SERVICE_NOT_FOUND');
    const inactive = await freshSlot('10:00', { isActive: false });
    const res = await guest(guestBody(inactive));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BARBER_NOT_FOUND', message: 'Barbiere non trovato' });
    const unknown = await guest(guestBody(slot, { barberId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.json().code).toBe('BARBER_NOT_FOUND');
    expect(await count('appointments')).toBe(before);
  });

  describe('refuses times the slot engine does not offer, writing nothing', () => {
    it.each([
      ['the break', { time: '12:00' }, 409, 'SLOT_UNAVAILABLE'],
      ['a service running into the break', { time: '11:45' }, 409, 'SLOT_UNAVAILABLE'],
      ['a service running past closing', { time: '18:45' }, 409, 'SLOT_UNAVAILABLE'],
      ['a time off the 15-minute grid', { time: '10:07' }, 409, 'SLOT_UNAVAILABLE'],
      ['before opening', { time: '08:30' }, 409, 'SLOT_UNAVAILABLE'],
      ['a closed weekday (Sunday)', { date: '2026-06-07' }, 409, 'SLOT_UNAVAILABLE'],
      ['a date before today', { date: '2026-05-29' }, 400, 'OUTSIDE_BOOKING_WINDOW'],
      ['a date more than 30 days ahead', { date: '2026-07-02' }, 400, 'OUTSIDE_BOOKING_WINDOW'],
    ])('%s', async (_label, overrides, status, code) => {
      const before = await count('appointments');
      const res = await guest(guestBody(slot, overrides));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, message: errorMessagesIt[code as 'SLOT_UNAVAILABLE'] });
      expect(await count('appointments')).toBe(before);
    });

    it('a past time today', async () => {
      t.clock.set('2026-06-03T08:05:00Z'); // Wednesday 10:05 in Lugano
      const res = await guest(guestBody(slot, { time: '10:00' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SLOT_UNAVAILABLE');
      expect((await guest(guestBody(await freshSlot('10:15')))).statusCode).toBe(201);
    });

    it("the barber's vacation", async () => {
      const s = await freshSlot('10:00', { vacations: [{ startDate: '2026-06-02', endDate: '2026-06-03' }] });
      const res = await guest(guestBody(s));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'Il barbiere è in vacanza' });
    });

    it("the barber's absence and the studio's", async () => {
      const s = await freshSlot();
      await makeAbsence(t, { barberId: s.barber.id, date: s.date, startTime: '10:15', endTime: '11:00' });
      // The studio-wide one on another day, so the other tests' barbers keep their Wednesday.
      await makeAbsence(t, { barberId: null, date: '2026-06-04', startTime: '16:00', endTime: '17:00' });
      expect((await guest(guestBody(s, { time: '10:00' }))).statusCode).toBe(409);
      expect((await guest(guestBody(s, { date: '2026-06-04', time: '16:30' }))).statusCode).toBe(409);
      expect((await guest(guestBody(s, { time: '11:00' }))).statusCode).toBe(201);
    });
  });

  it("answers a taken slot with 409 and the Italian message", async () => {
    const s = await freshSlot();
    expect((await guest(guestBody(s))).statusCode).toBe(201);
    const again = await guest(guestBody(s, { email: 'altro@example.ch' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SLOT_TAKEN', message: errorMessagesIt.SLOT_TAKEN });
    // Back to back is fine: ranges are half-open.
    expect((await guest(guestBody(s, { time: '10:30' }))).statusCode).toBe(201);
  });

  it('records the logged-in user who used the guest form as the one who booked', async () => {
    const user = await makeUser(t, { firstName: 'Chiara', lastName: 'Fontana' });
    const res = await guest(guestBody(await freshSlot()), user.auth);
    expect(res.json().appointment).toMatchObject({ bookedBy: { firstName: 'Chiara', lastName: 'Fontana' }, isGuestBooking: true, client: { firstName: 'Anna' } });
  });
});

describe('POST /appointments (registered client)', () => {
  it('needs a login', async () => {
    const res = await registered(bookingBody(slot));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('books for the caller, with the service price, and emails the caller', async () => {
    const user = await makeUser(t, { firstName: 'Luca', lastName: 'Verdi', email: 'luca.verdi@example.ch', phone: '+41791112233' });
    const s = await freshSlot('16:00');
    const res = await registered(bookingBody(s, { price: 0.5, timezone: 'America/New_York' }), user.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      time: '16:00',
      price: 30,
      isGuestBooking: false,
      guestInfo: null,
      client: { firstName: 'Luca', lastName: 'Verdi', email: 'luca.verdi@example.ch', phone: '+41791112233' },
      bookedBy: { firstName: 'Luca', lastName: 'Verdi' },
    });
    const mails = await queryRows<{ kind: string }>(t.ctx.db, sql`select kind from outbound_messages where recipient = 'luca.verdi@example.ch'`);
    expect(mails).toEqual([{ kind: 'booking-confirmation' }]);
  });

  it.each([
    ['no barber', { barberId: undefined }, 'Tutti i campi sono obbligatori'],
    ['no date', { date: undefined }, 'Tutti i campi sono obbligatori'],
    ['no time', { time: undefined }, 'Tutti i campi sono obbligatori'],
    ['no service', { serviceId: undefined }, 'Tutti i campi sono obbligatori'],
    ['a date that cannot be read', { date: '2026-06-31' }, 'Data o ora non valida'],
    ['a time that cannot be read', { time: '9:00' }, 'Data o ora non valida'],
  ])('answers 400 in Italian for %s and writes nothing', async (_label, overrides, message) => {
    const user = await makeUser(t);
    const before = await count('appointments');
    const res = await registered(bookingBody(slot, overrides), user.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count('appointments')).toBe(before);
  });
});
