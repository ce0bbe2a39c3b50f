import type { Appointment, GuestAppointmentRequest } from '@barber/shared/schemas/appointments';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { BookingChoice } from './booking-choice';

/** The guest's details: as typed (to refill the form) and as validated (to send). */
export interface GuestFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * The guest booking between the form and the completion screen. It lives in sessionStorage, so a reload or the
 * back button finds it again, and it carries one Idempotency-Key per attempt: sending the same booking twice
 * (a double tap, a retry after a lost answer, a reload mid-request) returns the first appointment instead of
 * making a second one.
 */
export interface GuestDraft {
  version: 1;
  form: GuestFormValues;
  /** Trimmed, email lowercased, phone in E.164: what is sent. */
  details: GuestFormValues;
  choice: BookingChoice;
  summary: { barberName: string; serviceName: string; duration: number; price: number };
  attemptKey: string;
  /** Set once the server has answered 201: from then on the draft only shows the completion screen. */
  booked: Appointment | null;
  /**
   * A logged-in customer's own booking (from /booking): sent through their account's route, so it joins their
   * appointments; the details are the account's. Absent for a guest's.
   */
  account?: true;
}

const STORAGE_KEY = 'guest-booking-draft';
// Storage can be unavailable (some private modes, disabled by policy): the flow still works within the page.
let memory: GuestDraft | null = null;

export function readDraft(): GuestDraft | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const draft = JSON.parse(raw) as Partial<GuestDraft> | null;
    return isDraft(draft) ? draft : null;
  } catch {
    return memory;
  }
}

export function saveDraft(draft: GuestDraft): void {
  memory = draft;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // memory holds it
  }
}

export function clearDraft(): void {
  memory = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

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
  payment: { id: string; paymentIntentId: string | null; paymentMethod: 'stripe_card' | 'twint'; amount: number },
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

function isDraft(value: Partial<GuestDraft> | null): value is GuestDraft {
  return (
    !!value &&
    value.version === 1 &&
    typeof value.attemptKey === 'string' &&
    typeof value.form === 'object' &&
    typeof value.details === 'object' &&
    typeof value.choice === 'object' &&
    typeof value.summary === 'object'
  );
}
