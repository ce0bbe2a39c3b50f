import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { withFreeSlot } from '../../../test/helpers/booking-suite';
import { guestBody, type FreeSlot } from '../../../test/helpers/booking';
import { CUSTOMER, intentBody, nextHoldSlot } from '../../../test/helpers/payments';

// A guest's payment holds a slot as a booking does, so its holds count against the same per-email and per-phone
// limits as guest bookings (appointments/guest-limits.ts): 10 an hour with the default public form limit.

let t: TestApp;
let slot: FreeSlot;
withFreeSlot((app, free) => ([t, slot] = [app, free]), { config: { publicFormRateLimit: 30, trustProxy: true } });

const from = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });
const hold = (route: 'createPaymentIntent' | 'twintCreate', details: Partial<typeof CUSTOMER>, i: number) =>
  t.callRaw(route, {
    body: intentBody(slot, {}, { ...nextHoldSlot(), clientEmail: undefined, customerDetails: { ...CUSTOMER, ...details } }),
    headers: from(i),
  });

describe('guest holds count against the guest booking limits', () => {
  it('refuses the 11th hold an hour with one email (card and TWINT alike), then a booking with it too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const route = i % 2 === 0 ? 'createPaymentIntent' : 'twintCreate';
      const res = await hold(route, { email: 'spam.holds@example.ch', phone: `+41 79 555 00 ${String(10 + i)}` }, i);
      statuses.push(res.statusCode);
      if (i === 10) expect(res.json()).toMatchObject({ success: false, code: 'BOOKING_RATE_LIMITED' });
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    const booking = await t.call('guestBooking', {
      body: guestBody(slot, { email: 'SPAM.holds@example.ch', phone: '079 999 88 77' }),
      headers: from(50),
    });
    expect(booking.statusCode).toBe(429);
  });

  it('counts the phone too, whatever the email; other contacts still hold', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await hold('createPaymentIntent', { email: `ospite-${i}@example.ch`, phone: '079 444 33 22' }, 100 + i)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect((await hold('createPaymentIntent', { email: 'altro@example.ch', phone: '079 111 22 33' }, 200)).statusCode).toBe(201);
  });
});
