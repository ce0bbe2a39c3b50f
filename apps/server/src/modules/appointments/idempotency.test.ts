import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { makeUser } from '../../../test/helpers/factories';
import { bookingBody, guestBody, makeBarber, MONDAY_MORNING, type FreeSlot } from '../../../test/helpers/booking';

let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]), { everyTestAt: MONDAY_MORNING });

const rowsFor = async (barberId: string) =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from appointments where barber_id = ${barberId}`))[0]!.n;
const mailsTo = async (email: string) =>
  (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from outbound_messages where recipient = ${email}`))[0]!.n;
const guest = (body: object, key?: string) =>
  t.callRaw('guestBooking', {
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const fresh = async (): Promise<FreeSlot> => ({ ...slot, barber: await makeBarber(t, { services: [slot.service] }) });

describe('Idempotency-Key on bookings', () => {
  it('10 concurrent requests with the same key and body: one appointment, ten identical answers', async () => {
    const s = await fresh();
    const body = guestBody(s, { email: 'idem-10@example.ch' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => guest(body, 'chiave-prenotazione-1')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await rowsFor(s.barber.id)).toBe(1);
    expect(await mailsTo('idem-10@example.ch')).toBe(1);
    // A later retry, even with the keys of the body in another order, gets the same answer.
    const { email, ...rest } = body;
    const later = await guest({ email, ...rest }, 'chiave-prenotazione-1');
    expect(later.statusCode).toBe(201);
    expect(later.body).toBe(answers[0]!.body);
  });

  it('the same key with another body answers 409 and writes nothing', async () => {
    const s = await fresh();
    expect((await guest(guestBody(s), 'chiave-2')).statusCode).toBe(201);
    const other = await guest(guestBody(s, { time: '11:00' }), 'chiave-2');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', message: 'Questa richiesta è già stata inviata con dati diversi.' });
    expect(await rowsFor(s.barber.id)).toBe(1);
  });

  it('a failed request keeps no key, so the client can retry with corrected data', async () => {
    const s = await fresh();
    expect((await guest(guestBody(s, { time: '12:00' }), 'chiave-3')).statusCode).toBe(409);
    expect((await guest(guestBody(s, { time: '13:00' }), 'chiave-3')).statusCode).toBe(201);
  });

  it("keeps each user's keys apart, and works on the registered call too", async () => {
    const [a, b] = [await makeUser(t), await makeUser(t)];
    const s = await fresh();
    const post = (user: typeof a, time: string) =>
      t.call('bookAppointment', { body: bookingBody(s, { time }), headers: { ...user.auth, 'idempotency-key': 'stessa' } });
    const first = await post(a, '15:00');
    expect(first.statusCode).toBe(201);
    expect((await post(a, '15:00')).body).toBe(first.body);
    expect((await post(b, '16:00')).statusCode).toBe(201);
    expect(await rowsFor(s.barber.id)).toBe(2);
  });

  it('refuses a key longer than 200 characters', async () => {
    const res = await guest(guestBody(slot), 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Idempotency-Key non valida (da 1 a 200 caratteri)');
  });
});
