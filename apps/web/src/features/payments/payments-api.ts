import { queryOptions } from '@tanstack/react-query';
import { callApi, type CallAnswer, type CallInput } from '../../lib/api-call';

/**
 * The payment calls the panel, the TWINT pages and the admin's Twint tab share (001 and 002 section 7). Only
 * lazily loaded pages import this file.
 */
export type StripeConfig = CallAnswer<'stripeConfig'>;
export type PaymentSubjectInput = NonNullable<CallInput<'createPaymentIntent'>['body']['appointmentData']>;
export type TwintStatusAnswer = CallAnswer<'twintStatus'>['data'];

/** GET /stripe/config: which methods are on, and whether this is test mode ('Modalità test'). */
export const stripeConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: ({ signal }) => callApi('stripeConfig', {}, { signal }),
  staleTime: 5 * 60_000,
});

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POST /payments/create-intent for an appointment (the server prices it and holds the slot). */
export const createAppointmentIntent = (appointmentData: PaymentSubjectInput, idempotencyKey: string) =>
  callApi(
    'createPaymentIntent',
    { body: { type: 'appointment', currency: 'CHF', paymentMethod: 'stripe_card', appointmentData } },
    withKey(idempotencyKey),
  );

/** POST /payments/confirm: test mode's card form confirms through the server with a pm_ test method id. */
export const confirmCardPayment = (paymentIntentId: string, paymentMethodId: string) =>
  callApi('confirmPayment', { body: { paymentIntentId, paymentMethodId } });

/** POST /payments/twint/create: answers data {twintUrl, paymentId}. */
export const createTwintPayment = (appointmentData: PaymentSubjectInput, idempotencyKey: string) =>
  callApi(
    'twintCreate',
    { body: { type: 'appointment', currency: 'CHF', appointmentData } },
    withKey(idempotencyKey),
  ).then((answer) => answer.data);

/** GET /payments/twint/:id/status: data {status, paymentDetails}. */
export const twintStatus = (paymentId: string, signal?: AbortSignal) =>
  callApi('twintStatus', { params: { id: paymentId } }, { signal }).then((answer) => answer.data);

export const simulateTwint = (paymentId: string, outcome: 'approve' | 'decline') =>
  callApi('twintSimulate', { params: { id: paymentId }, body: { outcome } });
