import type { GuestAppointmentRequest } from '@barber/shared/schemas/appointments';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { GuestDraft } from './guest-draft';

export function guestPayload(draft: Pick<GuestDraft, 'details' | 'choice'>): GuestAppointmentRequest {
  return {
    ...draft.details,
    barberId: draft.choice.barberId,
    serviceId: draft.choice.serviceId,
    date: draft.choice.date,
    time: draft.choice.time,
    paymentType: 'in_person',
  };
}

/**
 * The spec's guest booking with a paid online payment: the server reads only the payment's id (the card's
 * intent, or the reference of the spec's own TWINT flow) and verifies it itself; status and amount are the
 * spec's shape, never trusted.
 */
export function onlineGuestPayload(
  draft: Pick<GuestDraft, 'details' | 'choice'>,
  payment: {
    id: string;
    paymentIntentId: string | null;
    paymentMethod: 'stripe_card' | 'twint';
    amount: number;
  },
): GuestAppointmentRequest {
  return {
    ...guestPayload(draft),
    paymentType: 'online',
    payment: {
      method: payment.paymentMethod,
      status: 'completed',
      amount: payment.amount,
      paymentId: payment.id,
      ...(payment.paymentIntentId ? { stripePaymentIntentId: payment.paymentIntentId } : {}),
    },
  };
}

/**
 * The key for a new attempt: the previous key when the same booking is being sent again (it may already have
 * gone through, with the answer lost), a fresh one as soon as anything in it changed.
 */
export function attemptKeyFor(
  previous: GuestDraft | null,
  next: Pick<GuestDraft, 'details' | 'choice'>,
): string {
  if (previous && !previous.booked && samePayload(previous, next)) return previous.attemptKey;
  return newIdempotencyKey();
}

function samePayload(a: Pick<GuestDraft, 'details' | 'choice'>, b: Pick<GuestDraft, 'details' | 'choice'>) {
  return JSON.stringify(guestPayload(a)) === JSON.stringify(guestPayload(b));
}
