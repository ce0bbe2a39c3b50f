// No-shows answered with a deposit (issue 29 item 2, ADR 0064). Pure: callers pass `now`, the shop's notice and
// the appointment's local weekday and time. Money is integer Rappen throughout.
import type { AppointmentStatus } from './appointment-rules';
import { timeToMinutes, type Weekday } from './zoned-time';

/** How far back a customer's history counts. */
export const RELIABILITY_MONTHS = 12;

export const DEPOSIT_KINDS = ['fixed', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** The bounds the server checks and the database repeats (migration 0029). */
export const DEPOSIT_BOUNDS = {
  /** A fixed deposit: CHF 1.00 up to CHF 500.00. Below the provider's minimum a card cannot be charged. */
  fixedRappen: { min: 100, max: 50_000 },
  percent: { min: 1, max: 100 },
  threshold: { min: 1, max: 20 },
} as const;

/** The owner's policy, as 'Impostazioni' edits it. Off by default: nobody is asked for anything. */
export interface DepositPolicy {
  enabled: boolean;
  kind: DepositKind;
  /** The fixed deposit, when kind is fixed. */
  fixedRappen: number;
  /** The share of the price, when kind is percent. */
  percent: number;
  /** Customers with at least this many missed appointments (no-shows + late cancellations) pay a deposit. */
  threshold: number;
  /** First-time customers booking at peak hours pay one too. */
  firstTimeAtPeak: boolean;
  /** Peak hours: these weekdays, from `peakFrom` (inclusive) to `peakTo` (exclusive), shop-local. */
  peakDays: Weekday[];
  peakFrom: string;
  peakTo: string;
}

export const DEFAULT_DEPOSIT_POLICY: Readonly<DepositPolicy> = Object.freeze({
  enabled: false,
  kind: 'fixed',
  fixedRappen: 2000,
  percent: 30,
  threshold: 2,
  firstTimeAtPeak: false,
  peakDays: ['friday', 'saturday'] as Weekday[],
  peakFrom: '16:00',
  peakTo: '19:00',
});

/** One past appointment of the customer, as the history query reads it. */
export interface HistoryEntry {
  status: AppointmentStatus;
  startsAt: Date;
  /** Who cancelled, for a cancelled appointment; null for older rows and other statuses. */
  cancelledBy: 'customer' | 'shop' | null;
  /** When the status last changed (the cancellation's moment). */
  statusChangedAt: Date | null;
}

export interface Reliability {
  noShows: number;
  lateCancellations: number;
  /** Visits completed, ever: none means a first-time customer. */
  completedVisits: number;
}

/** The start of the window a customer's misses count in: RELIABILITY_MONTHS calendar months before `now`. */
export function reliabilitySince(now: Date): Date {
  const since = new Date(now.getTime());
  since.setUTCMonth(since.getUTCMonth() - RELIABILITY_MONTHS);
  return since;
}

/** A cancellation the customer made inside the notice (at exactly `noticeHours` before: already inside). */
export function isLateCancellation(entry: HistoryEntry, noticeHours: number): boolean {
  if (entry.status !== 'cancelled' || entry.cancelledBy !== 'customer' || !entry.statusChangedAt) return false;
  return entry.startsAt.getTime() - entry.statusChangedAt.getTime() <= noticeHours * 3_600_000;
}

/**
 * A customer's reliability from their history: no-shows and late cancellations of the last 12 months (of
 * appointments that started in that window, up to now), and every completed visit.
 */
export function reliabilityOf(history: readonly HistoryEntry[], now: Date, noticeHours: number): Reliability {
  const since = reliabilitySince(now).getTime();
  const recent = (e: HistoryEntry) => e.startsAt.getTime() >= since && e.startsAt.getTime() <= now.getTime();
  return {
    noShows: history.filter((e) => e.status === 'no_show' && recent(e)).length,
    lateCancellations: history.filter((e) => recent(e) && isLateCancellation(e, noticeHours)).length,
    completedVisits: history.filter((e) => e.status === 'completed').length,
  };
}

/**
 * The deposit for a price: the fixed amount (never more than the price), or the share rounded to 5 Rappen (so
 * what is left to pay in the shop stays payable in coins), never more than the price.
 */
export function depositAmount(policy: Pick<DepositPolicy, 'kind' | 'fixedRappen' | 'percent'>, priceRappen: number): number {
  if (!Number.isSafeInteger(priceRappen) || priceRappen < 0) throw new RangeError(`Invalid price: ${priceRappen}`);
  const raw = policy.kind === 'fixed' ? policy.fixedRappen : Math.round((priceRappen * policy.percent) / 500) * 5;
  return Math.min(raw, priceRappen);
}

/** Whether a shop-local weekday and time fall inside the policy's peak hours. */
export function isPeakTime(policy: Pick<DepositPolicy, 'peakDays' | 'peakFrom' | 'peakTo'>, weekday: Weekday, time: string): boolean {
  if (!policy.peakDays.includes(weekday)) return false;
  const at = timeToMinutes(time);
  return at >= timeToMinutes(policy.peakFrom) && at < timeToMinutes(policy.peakTo);
}

export type DepositReason = 'missed' | 'first_time_peak';

export type DepositDecision = { required: false } | { required: true; amountRappen: number; reason: DepositReason };

/**
 * Whether a new booking needs a deposit: only with the policy on, of a customer with at least `threshold` misses,
 * or (when the owner asked for it) of a first-time customer at peak hours. A free service asks nothing.
 */
export function decideDeposit(input: {
  policy: DepositPolicy;
  reliability: Reliability;
  priceRappen: number;
  weekday: Weekday;
  time: string;
}): DepositDecision {
  const { policy, reliability } = input;
  if (!policy.enabled) return { required: false };
  const amountRappen = depositAmount(policy, input.priceRappen);
  if (amountRappen <= 0) return { required: false };
  if (reliability.noShows + reliability.lateCancellations >= policy.threshold) {
    return { required: true, amountRappen, reason: 'missed' };
  }
  if (policy.firstTimeAtPeak && reliability.completedVisits === 0 && isPeakTime(policy, input.weekday, input.time)) {
    return { required: true, amountRappen, reason: 'first_time_peak' };
  }
  return { required: false };
}

/** What becomes of a paid deposit, from the appointment's state. */
export type DepositOutcome = 'held' | 'deducted' | 'forfeited' | 'refund';

/**
 * A paid deposit: held while the appointment is to come; deducted from the price once the visit is completed;
 * forfeited on a no-show or a customer's cancellation inside the notice, only when the customer accepted that
 * when paying; refunded otherwise (the shop cancelled, the customer cancelled in time, or never accepted).
 */
export function depositOutcome(input: {
  status: AppointmentStatus;
  cancelledBy: 'customer' | 'shop' | null;
  startsAt: Date;
  statusChangedAt: Date | null;
  noticeHours: number;
  termsAccepted: boolean;
}): DepositOutcome {
  const { status } = input;
  if (status === 'pending' || status === 'confirmed') return 'held';
  if (status === 'completed') return 'deducted';
  const missed = status === 'no_show' || isLateCancellation(input, input.noticeHours);
  return missed && input.termsAccepted ? 'forfeited' : 'refund';
}

/** What is left to pay in the shop: the price less the deposit, unless the deposit went back. */
export function dueInShop(priceRappen: number, depositRappen: number, outcome: DepositOutcome): number {
  if (outcome === 'refund') return priceRappen;
  return Math.max(0, priceRappen - depositRappen);
}
