/**
 * The state of one payment, fed by provider events (webhooks, the answer of a confirm call, the admin's manual
 * TWINT confirmation, the expiry job). Webhooks arrive late, twice, or out of order, so the reducer is built as a
 * join: each event either wins against the current state or is ignored, by a fixed order that does not depend on
 * arrival. Any order and any repetition of the same events therefore ends in the same state.
 *
 * - succeeded beats everything: money was taken (a late 'processing' or 'expired' never undoes it);
 * - canceled and expired beat the attempts in progress (canceled over expired when both are seen);
 * - among attempts in progress (requires_payment_method, requires_action, processing, failed) the latest one
 *   by the provider's timestamp wins, so a card declined and then paid with another ends in the later state;
 * - refunds carry the total refunded so far (as Stripe's charge.amount_refunded does): the largest one seen wins,
 *   and a refund also proves the payment succeeded.
 */

/** What the provider says about the payment attempt itself (Stripe's PaymentIntent statuses, plus ours). */
export const BASE_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'failed',
  'canceled',
  'expired',
  'succeeded',
] as const;
export type BaseStatus = (typeof BASE_STATUSES)[number];

export const PAYMENT_STATUSES = [...BASE_STATUSES, 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentEvent =
  | { type: 'status'; status: BaseStatus; at: number; message?: string | undefined }
  /** refundedRappen: the total refunded so far, not this refund alone. */
  | { type: 'refund'; refundedRappen: number; at: number };

export interface PaymentState {
  amountRappen: number;
  base: BaseStatus;
  /** Provider time (ms) of the event that set `base`. */
  baseAt: number;
  refundedRappen: number;
  /** Why the last attempt failed (Italian), while `base` is 'failed'. */
  errorMessage: string | null;
}

const TIER: Record<BaseStatus, number> = {
  requires_payment_method: 0,
  requires_action: 0,
  processing: 0,
  failed: 0,
  expired: 1,
  canceled: 1,
  succeeded: 2,
};
/** Decides between events of one tier at the same instant (and between the terminal ones). */
const RANK: Record<BaseStatus, number> = {
  requires_payment_method: 0,
  requires_action: 1,
  processing: 2,
  failed: 3,
  expired: 0,
  canceled: 1,
  succeeded: 0,
};

export function initialPayment(
  amountRappen: number,
  at: number,
  base: BaseStatus = 'requires_payment_method',
): PaymentState {
  return { amountRappen, base, baseAt: at, refundedRappen: 0, errorMessage: null };
}

interface Candidate {
  base: BaseStatus;
  at: number;
  message: string | null;
}

/** Whether `next` wins against `current`: a total order on (status, time, message), so the winner never depends on arrival. */
function wins(next: Candidate, current: Candidate): boolean {
  const tier = TIER[next.base] - TIER[current.base];
  if (tier !== 0) return tier > 0;
  if (TIER[next.base] === 0) {
    // Attempts in progress: the latest one is the truth.
    if (next.at !== current.at) return next.at > current.at;
    if (RANK[next.base] !== RANK[current.base]) return RANK[next.base] > RANK[current.base];
  } else {
    // Final states: which one, then the first time it was seen (the moment the money was taken, say).
    if (RANK[next.base] !== RANK[current.base]) return RANK[next.base] > RANK[current.base];
    if (next.at !== current.at) return next.at < current.at;
  }
  return (next.message ?? '') > (current.message ?? '');
}

export function applyPaymentEvent(state: PaymentState, event: PaymentEvent): PaymentState {
  const current: Candidate = { base: state.base, at: state.baseAt, message: state.errorMessage };
  if (event.type === 'refund') {
    const refundedRappen = Math.min(
      state.amountRappen,
      Math.max(state.refundedRappen, Math.trunc(event.refundedRappen)),
    );
    // A refund proves the money was taken, even when the 'succeeded' event has not arrived yet.
    const paid: Candidate = { base: 'succeeded', at: event.at, message: null };
    const winner = wins(paid, current) ? paid : current;
    return { ...state, base: winner.base, baseAt: winner.at, errorMessage: winner.message, refundedRappen };
  }
  const next: Candidate = {
    base: event.status,
    at: event.at,
    message: event.status === 'failed' ? (event.message ?? null) : null,
  };
  if (!wins(next, current)) return state;
  return { ...state, base: next.base, baseAt: next.at, errorMessage: next.message };
}

export function reducePaymentEvents(state: PaymentState, events: readonly PaymentEvent[]): PaymentState {
  return events.reduce(applyPaymentEvent, state);
}

/** The status shown and stored: a succeeded payment becomes (partially) refunded as money goes back. */
export function paymentStatusOf(state: PaymentState): PaymentStatus {
  if (state.base !== 'succeeded' || state.refundedRappen <= 0) return state.base;
  return state.refundedRappen >= state.amountRappen ? 'refunded' : 'partially_refunded';
}

/** The state behind a stored status (refunded and partially refunded payments had succeeded). */
export function baseOf(status: PaymentStatus): BaseStatus {
  return status === 'refunded' || status === 'partially_refunded' ? 'succeeded' : status;
}

/** Money was taken (and maybe partly given back). */
export function isPaid(status: PaymentStatus): boolean {
  return status === 'succeeded' || status === 'partially_refunded' || status === 'refunded';
}

/** Nothing final has happened yet: the customer may still pay. */
export function isOpen(status: PaymentStatus): boolean {
  return TIER[baseOf(status)] === 0;
}

/** The spec's TWINT statuses (002 section 4): pending, completed, failed, cancelled, expired. */
export type TwintStatus = 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired';

export function twintStatusOf(status: PaymentStatus): TwintStatus {
  if (isPaid(status)) return 'completed';
  if (status === 'canceled') return 'cancelled';
  if (status === 'expired') return 'expired';
  // A declined attempt is final for the spec's own flow (the customer starts a new payment).
  if (status === 'failed') return 'failed';
  return 'pending';
}
