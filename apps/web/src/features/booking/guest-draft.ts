import type { Appointment } from '@barber/shared/schemas/appointments';
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
 * making a second one. What is sent and the attempt's key are in guest-payload.ts: the form's first page reads
 * the draft, it sends nothing.
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
