import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { guestBody, makeBarber, type FreeSlot } from '../../../test/helpers/booking';
import { guestContactLimit } from './guest-limits';

// Guest booking is limited per address (@fastify/rate-limit) and, here, per email and per phone: 10 an hour each
// with the default public form limit, whatever the address the bookings come from.

let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]), { config: { publicFormRateLimit: 30, trustProxy: true } });

/** Eleven free half-hours of one Wednesday: 09:00-11:30 and 13:00-15:30. */
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00'];
const book = (body: object, i: number) =>
  t.callRaw('guestBooking', {
    body,
    headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
  });
const phone = (i: number) => `079 555 ${String(10 + Math.floor(i / 10)).padStart(2, '0')} ${String(10 + (i % 10) * 7).padStart(2, '0')}`;

describe('guest booking limits per contact', () => {
  it('is 10 an hour with the default public form limit', () => {
    expect(guestContactLimit({ publicFormRateLimit: 30 })).toBe(10);
  });

  it('refuses the 11th booking an hour with one email, from any address and any phone, saying when to retry', async () => {
    const barber = await makeBarber(t, { services: [slot.service] });
    const statuses: number[] = [];
    let last;
    for (const [i, time] of TIMES.entries()) {
      last = await book(guestBody({ ...slot, barber, time }, { email: 'sempre.io@example.ch', phone: phone(i) }), i);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect(last!.json()).toMatchObject({ success: false, code: 'BOOKING_RATE_LIMITED' });
    expect(last!.json().message).toMatch(
      /^Troppe prenotazioni con questa email o questo numero di telefono\. Riprova tra \d+ minut[oi]\.$/,
    );
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // The same email written differently is the same contact.
    const shouting = await book(guestBody({ ...slot, barber, time: '15:30' }, { email: ' SEMPRE.IO@example.ch', phone: phone(40) }), 40);
    expect(shouting.statusCode).toBe(429);
  });

  it('refuses the 11th booking an hour with one phone, whatever the email and its spelling', async () => {
    const barber = await makeBarber(t, { services: [slot.service] });
    const spellings = ['079 777 88 99', '+41 79 777 88 99', '0041797778899', '79 777 88 99'];
    const statuses: number[] = [];
    for (const [i, time] of TIMES.entries()) {
      const body = guestBody({ ...slot, barber, time }, { email: `ospite-${i}@example.ch`, phone: spellings[i % spellings.length] });
      statuses.push((await book(body, 100 + i)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    // Somebody else is not affected.
    const other = await book(guestBody({ ...slot, barber, time: '15:30' }, { email: 'altro@example.ch', phone: '079 111 22 33' }), 200);
    expect(other.statusCode).toBe(201);
  });
});
