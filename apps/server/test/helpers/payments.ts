import type { LightMyRequestResponse } from 'fastify';
import type { TestPaymentProvider, StripeEventJson } from '../../src/infra/payments/test-provider';
import { givenShopWithFreeSlot, type FreeSlot } from './booking';
import { makeUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

export const CUSTOMER = {
  name: 'Anna Neri',
  email: ' Anna.Neri@Example.CH ',
  phone: '+41 79 123-45-67',
  address: 'Via Nassa 5',
  postalCode: '6900',
  city: 'Lugano',
};

// Half-hour starts every working day sells (Saturday closes at 17:00, lunch 12:00-13:00).
const HOLD_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];
let held = 0;

/**
 * A slot no earlier intent of this test file holds: each payment for a new booking holds its own slot (ADR 0010
 * phase 2), so the helper hands out distinct times, from Thursday 4 June 2026 on (the slot's own Wednesday stays
 * free for the booking tests), skipping Sundays.
 */
export function nextHoldSlot(): { date: string; time: string } {
  const n = held++;
  const day = Math.floor(n / HOLD_TIMES.length);
  const date = new Date(Date.UTC(2026, 5, 4));
  for (let i = 0; i < day; i++) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  }
  return { date: date.toISOString().slice(0, 10), time: HOLD_TIMES[n % HOLD_TIMES.length]! };
}

/**
 * The spec's payment intent payload for the slot's service (the price it sends is ignored by the server), at a
 * time of its own (nextHoldSlot) unless `data` names one (then on the slot's date unless it names the date too).
 */
export function intentBody(
  slot: FreeSlot,
  overrides: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) {
  const at = 'time' in data ? { date: slot.date } : nextHoldSlot();
  return {
    type: 'appointment',
    currency: 'CHF',
    appointmentData: {
      service: slot.service.name,
      barberId: slot.barber.id,
      ...at,
      price: 0.01,
      clientName: 'Anna Neri',
      clientEmail: 'anna.neri@example.ch',
      customerDetails: CUSTOMER,
      ...data,
    },
    ...overrides,
  };
}

export const provider = (t: TestApp) => t.ctx.payments as TestPaymentProvider;

export function createIntent(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.callRaw('createPaymentIntent', { body, headers });
}

export function confirm(
  t: TestApp,
  paymentIntentId: string,
  paymentMethodId: string,
  headers: Record<string, string> = {},
) {
  return t.call('confirmPayment', {
    body: { paymentIntentId, paymentMethodId },
    headers,
  });
}

/** Posts an event to the webhook as Stripe would: raw JSON body and its Stripe-Signature header. */
export function postWebhook(
  t: TestApp,
  event: StripeEventJson,
  options: { timestamp?: number; body?: string; signature?: string } = {},
): Promise<LightMyRequestResponse> {
  const signed = provider(t).sign(event, options.timestamp);
  return t.callRaw('paymentWebhook', {
    body: options.body ?? signed.body,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': options.signature ?? signed.signature,
    },
  });
}

/** Seconds on the app's clock (the test provider signs and verifies with it). */
export const clockSeconds = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);

/** A payments test file's world: the app, a shop with a free slot, its admin and a customer Anna with this email. */
export async function givenPaymentsWorld(annaEmail: string) {
  const t = await createTestApp();
  const slot = await givenShopWithFreeSlot(t);
  const admin = await makeUser(t, { role: 'admin' });
  const anna = await makeUser(t, { firstName: 'Anna', email: annaEmail });
  return { t, slot, admin, anna };
}
