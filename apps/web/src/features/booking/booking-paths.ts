export const GUEST_BOOKING_PATH = '/guest-booking';
/** The logged-in customer's booking page, with their appointments. */
export const ACCOUNT_BOOKING_PATH = '/booking';
export const CONFIRMATION_PATH = '/booking-confirmation';

/** Navigation state between the guest form and the confirmation steps. */
export interface FlowState {
  /** The previous history entry is the form (or the review): "back" can be a real history step. */
  fromForm?: boolean;
  fromReview?: boolean;
  /** Shown on the form when the chosen time was taken meanwhile. */
  notice?: string;
}

export function flowState(state: unknown): FlowState {
  return state && typeof state === 'object' ? (state as FlowState) : {};
}

