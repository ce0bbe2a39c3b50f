import { describe, expect, it } from 'vitest';
import {
  accessState,
  addMonthsClamped,
  badgeTone,
  canUseOneMore,
  daysUntil,
  formatLimit,
  inactiveReason,
  isNearLimit,
  isOverLimit,
  limitReachedMessage,
  monthPeriod,
  nextPeriod,
  resourceUsage,
  subscriptionStatusLabel,
  usageAlert,
  usageAlerts,
  usagePercentage,
  usageTone,
  UNLIMITED,
} from './index';

const Z = 'Europe/Zurich';

describe('usage percentages and thresholds', () => {
  it('rounds, caps at 100, 0 for unlimited, 100 for a zero limit', () => {
    expect(usagePercentage(150, 300)).toBe(50);
    expect(usagePercentage(1, 3)).toBe(33);
    expect(usagePercentage(600, 300)).toBe(100);
    expect(usagePercentage(5000, UNLIMITED)).toBe(0);
    expect(usagePercentage(5, Infinity)).toBe(0);
    expect(usagePercentage(0, 0)).toBe(100);
  });
  it('near limit 80 to under 95, over limit from 95', () => {
    expect([79, 80, 94, 95, 100].map(isNearLimit)).toEqual([false, true, true, false, false]);
    expect([94, 95, 100].map(isOverLimit)).toEqual([false, true, true]);
  });
  it('colours and the admin badge: 75 yellow, 90 orange, 95 red', () => {
    expect([74, 75, 89, 90, 94, 95].map(usageTone)).toEqual([
      'accent',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
    ]);
    expect(badgeTone(74)).toBeNull();
    expect(badgeTone(75)).toBe('yellow');
  });
  it('unlimited is 999999 or Infinity, shown as ∞', () => {
    expect(formatLimit(999999)).toBe('∞');
    expect(formatLimit(Infinity)).toBe('∞');
    expect(formatLimit(300)).toBe('300');
    expect(canUseOneMore(10_000, UNLIMITED)).toBe(true);
    expect(canUseOneMore(299, 300)).toBe(true);
    expect(canUseOneMore(300, 300)).toBe(false);
  });
  it('a resource: remaining never negative, unlimited flagged', () => {
    expect(resourceUsage(320, 300)).toEqual({
      current: 320,
      limit: 300,
      percentage: 100,
      remaining: 0,
      isNearLimit: false,
      isOverLimit: true,
      isUnlimited: false,
    });
    expect(resourceUsage(240, 300)).toMatchObject({
      percentage: 80,
      remaining: 60,
      isNearLimit: true,
      isOverLimit: false,
    });
    expect(resourceUsage(12, UNLIMITED)).toMatchObject({
      percentage: 0,
      remaining: UNLIMITED,
      isUnlimited: true,
      isOverLimit: false,
    });
  });
});

describe('alerts and messages (000 section 8)', () => {
  it('the spec texts', () => {
    expect(usageAlert('emails', resourceUsage(480, 500))).toEqual({
      type: 'error',
      resource: 'emails',
      message: 'Limite email raggiunto (96%)',
    });
    expect(usageAlert('sms', resourceUsage(85, 100))).toEqual({
      type: 'warning',
      resource: 'sms',
      message: 'Utilizzo SMS elevato (85%)',
    });
    expect(usageAlert('appointments', resourceUsage(10, 300))).toBeNull();
    const all = usageAlerts({
      appointments: resourceUsage(300, 300),
      emails: resourceUsage(400, 500),
      sms: resourceUsage(0, 100),
      barbers: resourceUsage(3, 3),
    });
    expect(all.map((a) => a.message)).toEqual([
      'Limite appuntamenti raggiunto (100%)',
      'Utilizzo email elevato (80%)',
      'Limite barbieri raggiunto (100%)',
    ]);
    expect(limitReachedMessage('barbers', 3, 3)).toBe(
      'Limite barbieri raggiunto (3/3). Effettua un upgrade per continuare.',
    );
  });
  it('access per status and the block messages of 000 section 4', () => {
    expect(accessState(null)).toEqual({
      hasAccess: false,
      blocked: true,
      needsPayment: false,
      message: 'Seleziona un piano per continuare',
    });
    expect(accessState('inactive').message).toBe('Seleziona un piano per continuare');
    expect(accessState('pending_payment')).toMatchObject({
      blocked: false,
      needsPayment: true,
      message: 'Completa il pagamento per attivare tutte le funzionalità',
    });
    expect(accessState('expired')).toMatchObject({
      blocked: true,
      message: 'Abbonamento scaduto. Rinnova per continuare',
    });
    expect(accessState('cancelled')).toMatchObject({
      blocked: true,
      message: 'Abbonamento cancellato. Seleziona un nuovo piano',
    });
    expect(accessState('active')).toMatchObject({ hasAccess: true, blocked: false });
    expect(inactiveReason(undefined).reason).toBe('NO_SUBSCRIPTION');
    expect(inactiveReason('expired').reason).toBe('SUBSCRIPTION_INACTIVE');
    expect(['active', 'pending_payment', 'expired', undefined].map(subscriptionStatusLabel)).toEqual([
      'Attivo',
      'In Attesa Pagamento',
      'Non Attivo',
      'Non Attivo',
    ]);
  });
});

describe('the calendar month in the shop time zone', () => {
  it('starts on the 1st at 00:00 Zurich time, winter and summer', () => {
    expect(monthPeriod(new Date('2026-11-26T12:00:00Z'), Z)).toEqual({
      start: new Date('2026-10-31T23:00:00Z'),
      end: new Date('2026-11-30T23:00:00Z'),
    });
    // March: the month starts in winter time and ends in summer time.
    expect(monthPeriod(new Date('2026-03-15T12:00:00Z'), Z)).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
  });
  it('the first hour of a month in Zurich is still the previous month in UTC', () => {
    const justAfter = new Date('2026-11-30T23:30:00Z'); // 1 December, 00:30 in Zurich
    expect(monthPeriod(justAfter, Z).start).toEqual(new Date('2026-11-30T23:00:00Z'));
    expect(monthPeriod(justAfter, 'UTC').start).toEqual(new Date('2026-11-01T00:00:00Z'));
    // December -> January crosses the year.
    expect(monthPeriod(new Date('2026-12-31T22:59:00Z'), Z).end).toEqual(new Date('2026-12-31T23:00:00Z'));
  });
});

describe('renewal dates', () => {
  it('one month later, clamped at month ends: 31 January -> 28/29 February', () => {
    expect(addMonthsClamped(new Date('2027-01-31T09:00:00Z'), 1, Z)).toEqual(
      new Date('2027-02-28T09:00:00Z'),
    );
    expect(addMonthsClamped(new Date('2028-01-31T09:00:00Z'), 1, Z)).toEqual(
      new Date('2028-02-29T09:00:00Z'),
    );
    expect(addMonthsClamped(new Date('2026-05-31T08:00:00Z'), 1, Z)).toEqual(
      new Date('2026-06-30T08:00:00Z'),
    );
    expect(addMonthsClamped(new Date('2026-12-15T10:00:00Z'), 1, Z)).toEqual(
      new Date('2027-01-15T10:00:00Z'),
    );
  });
  it('keeps the wall-clock time across DST (10:00 in Zurich stays 10:00)', () => {
    expect(addMonthsClamped(new Date('2027-03-15T09:00:00Z'), 1, Z)).toEqual(
      new Date('2027-04-15T08:00:00Z'),
    );
    expect(addMonthsClamped(new Date('2027-10-15T08:00:00Z'), 1, Z)).toEqual(
      new Date('2027-11-15T09:00:00Z'),
    );
  });
  it('the next period is counted from the anchor: 31 January -> 28 February -> 31 March', () => {
    const anchor = new Date('2027-01-31T09:00:00Z');
    const first = addMonthsClamped(anchor, 1, Z);
    const second = nextPeriod(anchor, first, Z);
    expect(second).toEqual({ start: first, end: new Date('2027-03-31T08:00:00Z') });
  });
  it('days until the end, rounded up', () => {
    expect(daysUntil(new Date('2027-02-21T10:00:00Z'), new Date('2027-02-28T09:00:00Z'))).toBe(7);
    expect(daysUntil(new Date('2027-02-27T10:00:00Z'), new Date('2027-02-28T09:00:00Z'))).toBe(1);
  });
});
