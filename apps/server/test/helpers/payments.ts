import type { LightMyRequestResponse } from 'fastify';
import type { TestPaymentProvider, StripeEventJson } from '../../src/infra/payments/test-provider';
import type { FreeSlot } from './booking';
import type { TestApp } from './test-app';

export const CUSTOMER = {
  name: 'Anna Neri',
  email: ' Anna.Neri@Example.CH ',
  phone: '+41 79 123-45-67',
  address: 'Via Nassa 5',
  postalCode: '6900',
  city: 'Lugano',
};

/** The spec's payment intent payload for the slot's service (the price it sends is ignored by the server). */
export function intentBody(
  slot: FreeSlot,
  overrides: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) {
  return {
    type: 'appointment',
    currency: 'CHF',
    appointmentData: {
      service: slot.service.name,
      barberId: slot.barber.id,
      date: slot.date,
      time: slot.time,
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
  return t.inject({ method: 'POST', url: '/api/payments/create-intent', payload: body as object, headers });
}

export function confirm(
  t: TestApp,
  paymentIntentId: string,
  paymentMethodId: string,
  headers: Record<string, string> = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    payload: { paymentIntentId, paymentMethodId },
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
  return t.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: options.body ?? signed.body,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': options.signature ?? signed.signature,
    },
  });
}

/** Seconds on the app's clock (the test provider signs and verifies with it). */
export const clockSeconds = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);
