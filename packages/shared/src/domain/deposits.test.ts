import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEPOSIT_POLICY,
  decideDeposit,
  depositAmount,
  depositOutcome,
  dueInShop,
  isPeakTime,
  reliabilityOf,
  type DepositPolicy,
  type HistoryEntry,
} from './deposits';

const now = new Date('2026-12-07T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);
const entry = (status: HistoryEntry['status'], startsAt: Date, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  status,
  startsAt,
  cancelledBy: null,
  statusChangedAt: null,
  ...extra,
});
const policy = (over: Partial<DepositPolicy> = {}): DepositPolicy => ({ ...DEFAULT_DEPOSIT_POLICY, enabled: true, ...over });

describe('a customer’s reliability', () => {
  it('counts no-shows and cancellations inside the notice of the last 12 months only', () => {
    const history = [
      entry('no_show', ago(10 * DAY)),
      entry('no_show', ago(364 * DAY)),
      // Older than 12 months: forgiven.
      entry('no_show', ago(400 * DAY)),
      // Cancelled by the customer 3 hours before (notice 24 h): late. 30 hours before: in time.
      entry('cancelled', ago(20 * DAY), { cancelledBy: 'customer', statusChangedAt: ago(20 * DAY + 3 * HOUR) }),
      entry('cancelled', ago(30 * DAY), { cancelledBy: 'customer', statusChangedAt: ago(30 * DAY + 30 * HOUR) }),
      // Exactly at the notice: already late, as for the customer's own change (canClientChange).
      entry('cancelled', ago(40 * DAY), { cancelledBy: 'customer', statusChangedAt: ago(40 * DAY + 24 * HOUR) }),
      // The shop's cancellation is never the customer's miss, however late.
      entry('cancelled', ago(50 * DAY), { cancelledBy: 'shop', statusChangedAt: ago(50 * DAY + HOUR) }),
      entry('completed', ago(500 * DAY)),
      entry('confirmed', new Date(now.getTime() + DAY)),
    ];
    expect(reliabilityOf(history, now, 24)).toEqual({ noShows: 2, lateCancellations: 2, completedVisits: 1 });
    expect(reliabilityOf([], now, 24)).toEqual({ noShows: 0, lateCancellations: 0, completedVisits: 0 });
  });
});

describe('the deposit’s amount', () => {
  it('is the fixed amount, never more than the price', () => {
    expect(depositAmount(policy({ kind: 'fixed', fixedRappen: 2000 }), 4500)).toBe(2000);
    expect(depositAmount(policy({ kind: 'fixed', fixedRappen: 2000 }), 1500)).toBe(1500);
  });
  it('is the share of the price rounded to 5 Rappen, so the rest stays payable in coins', () => {
    expect(depositAmount(policy({ kind: 'percent', percent: 30 }), 4500)).toBe(1350);
    // 33% of 35.00 is 11.55; of 35.10 is 11.583 -> 11.60.
    expect(depositAmount(policy({ kind: 'percent', percent: 33 }), 3500)).toBe(1155);
    expect(depositAmount(policy({ kind: 'percent', percent: 33 }), 3510)).toBe(1160);
    expect(depositAmount(policy({ kind: 'percent', percent: 100 }), 4500)).toBe(4500);
  });
});

describe('whether a booking needs a deposit', () => {
  const reliable = { noShows: 0, lateCancellations: 0, completedVisits: 3 };
  const at = (over: Partial<Parameters<typeof decideDeposit>[0]>) =>
    decideDeposit({ policy: policy(), reliability: reliable, priceRappen: 4500, weekday: 'tuesday', time: '10:00', ...over });

  it('asks nothing with the policy off (the default), whatever the history', () => {
    expect(at({ policy: DEFAULT_DEPOSIT_POLICY, reliability: { noShows: 9, lateCancellations: 9, completedVisits: 0 } })).toEqual({
      required: false,
    });
  });
  it('asks a customer whose misses reach the threshold, late cancellations counting as misses', () => {
    expect(at({ reliability: { ...reliable, noShows: 1 } })).toEqual({ required: false });
    expect(at({ reliability: { ...reliable, noShows: 2 } })).toEqual({ required: true, amountRappen: 2000, reason: 'missed' });
    expect(at({ reliability: { ...reliable, noShows: 1, lateCancellations: 1 } })).toMatchObject({ required: true, reason: 'missed' });
  });
  it('asks a first-time customer at peak hours only when the owner chose to', () => {
    const first = { noShows: 0, lateCancellations: 0, completedVisits: 0 };
    const peak = { weekday: 'saturday' as const, time: '16:00' };
    expect(at({ reliability: first, ...peak })).toEqual({ required: false });
    const withPeak = policy({ firstTimeAtPeak: true });
    expect(at({ policy: withPeak, reliability: first, ...peak })).toEqual({ required: true, amountRappen: 2000, reason: 'first_time_peak' });
    expect(at({ policy: withPeak, reliability: first, weekday: 'saturday', time: '19:00' })).toEqual({ required: false });
    expect(at({ policy: withPeak, reliability: reliable, ...peak })).toEqual({ required: false });
  });
  it('asks nothing for a free service', () => {
    expect(at({ priceRappen: 0, reliability: { ...reliable, noShows: 5 } })).toEqual({ required: false });
  });
  it('reads peak hours as weekdays and a half-open time range', () => {
    const p = policy();
    expect(isPeakTime(p, 'friday', '15:59')).toBe(false);
    expect(isPeakTime(p, 'friday', '16:00')).toBe(true);
    expect(isPeakTime(p, 'friday', '18:59')).toBe(true);
    expect(isPeakTime(p, 'monday', '17:00')).toBe(false);
  });
});

describe('what becomes of a paid deposit', () => {
  const startsAt = new Date('2026-12-10T09:00:00Z');
  const base = { startsAt, statusChangedAt: null, cancelledBy: null, noticeHours: 24, termsAccepted: true } as const;

  it('is held, then deducted from the price at the shop', () => {
    expect(depositOutcome({ ...base, status: 'confirmed' })).toBe('held');
    expect(depositOutcome({ ...base, status: 'completed' })).toBe('deducted');
    expect(dueInShop(4500, 2000, 'deducted')).toBe(2500);
    expect(dueInShop(4500, 2000, 'held')).toBe(2500);
    expect(dueInShop(1500, 1500, 'held')).toBe(0);
  });
  it('is forfeited on a no-show or a late cancellation by the customer, only when they accepted it', () => {
    expect(depositOutcome({ ...base, status: 'no_show' })).toBe('forfeited');
    expect(depositOutcome({ ...base, status: 'no_show', termsAccepted: false })).toBe('refund');
    const late = { ...base, status: 'cancelled' as const, cancelledBy: 'customer' as const, statusChangedAt: new Date(startsAt.getTime() - 2 * HOUR) };
    expect(depositOutcome(late)).toBe('forfeited');
    expect(depositOutcome({ ...late, termsAccepted: false })).toBe('refund');
    expect(depositOutcome({ ...late, statusChangedAt: new Date(startsAt.getTime() - 48 * HOUR) })).toBe('refund');
  });
  it('is refunded when the shop cancels, however late', () => {
    const cancelled = { ...base, status: 'cancelled' as const, cancelledBy: 'shop' as const, statusChangedAt: new Date(startsAt.getTime() - HOUR) };
    expect(depositOutcome(cancelled)).toBe('refund');
    expect(dueInShop(4500, 2000, 'refund')).toBe(4500);
  });
});
