import { describe, expect, it } from 'vitest';
import {
  applyPaymentEvent,
  baseOf,
  initialPayment,
  isOpen,
  isPaid,
  paymentStatusOf,
  reducePaymentEvents,
  twintStatusOf,
  type PaymentEvent,
} from './state-machine';

const T0 = Date.UTC(2026, 5, 1, 8, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;
const status = (
  s: Extract<PaymentEvent, { type: 'status' }>['status'],
  seconds: number,
  message?: string,
): PaymentEvent => ({
  type: 'status',
  status: s,
  at: at(seconds),
  ...(message ? { message } : {}),
});
const refund = (refundedRappen: number, seconds: number): PaymentEvent => ({
  type: 'refund',
  refundedRappen,
  at: at(seconds),
});
const run = (...events: PaymentEvent[]) =>
  paymentStatusOf(reducePaymentEvents(initialPayment(3000, T0), events));

describe('payment state machine', () => {
  it('walks the usual path: created, processing, succeeded', () => {
    expect(run()).toBe('requires_payment_method');
    expect(run(status('processing', 1))).toBe('processing');
    expect(run(status('processing', 1), status('succeeded', 2))).toBe('succeeded');
  });

  it('a late processing never undoes succeeded', () => {
    expect(run(status('succeeded', 2), status('processing', 1))).toBe('succeeded');
    // Even a processing stamped later (a provider's clock) cannot take the money back.
    expect(run(status('succeeded', 2), status('processing', 9))).toBe('succeeded');
  });

  it('a refund after success ends refunded; a partial one partially refunded', () => {
    expect(run(status('succeeded', 1), refund(3000, 5))).toBe('refunded');
    expect(run(status('succeeded', 1), refund(1000, 5))).toBe('partially_refunded');
    expect(run(status('succeeded', 1), refund(1000, 5), refund(3000, 6))).toBe('refunded');
  });

  it('a refund that arrives before its success still ends refunded, and proves the payment', () => {
    expect(run(refund(3000, 5), status('succeeded', 1))).toBe('refunded');
    expect(run(refund(1000, 5))).toBe('partially_refunded');
  });

  it('keeps the largest refund total whatever the order, capped at the amount', () => {
    expect(run(status('succeeded', 1), refund(3000, 6), refund(1000, 5))).toBe('refunded');
    const state = reducePaymentEvents(initialPayment(3000, T0), [status('succeeded', 1), refund(9999, 2)]);
    expect(state.refundedRappen).toBe(3000);
  });

  it('a declined card then a successful one ends succeeded; declined then retried is processing', () => {
    expect(run(status('failed', 1, 'La carta è stata rifiutata.'), status('succeeded', 3))).toBe('succeeded');
    expect(run(status('processing', 3), status('failed', 1))).toBe('processing');
    expect(run(status('failed', 3), status('processing', 1))).toBe('failed');
  });

  it('keeps the decline message only while failed', () => {
    const failed = reducePaymentEvents(initialPayment(3000, T0), [status('failed', 1, 'Carta rifiutata')]);
    expect(failed.errorMessage).toBe('Carta rifiutata');
    expect(applyPaymentEvent(failed, status('succeeded', 2)).errorMessage).toBeNull();
  });

  it('canceled and expired are final for the attempts in progress, but a late success wins (the money is taken)', () => {
    expect(run(status('canceled', 1), status('processing', 5))).toBe('canceled');
    expect(run(status('expired', 1), status('requires_action', 5))).toBe('expired');
    expect(run(status('expired', 1), status('canceled', 2))).toBe('canceled');
    expect(run(status('canceled', 2), status('expired', 1))).toBe('canceled');
    expect(run(status('expired', 1), status('succeeded', 5))).toBe('succeeded');
  });

  it('records the first moment of success whatever the order', () => {
    const a = reducePaymentEvents(initialPayment(3000, T0), [status('succeeded', 5), status('succeeded', 2)]);
    const b = reducePaymentEvents(initialPayment(3000, T0), [status('succeeded', 2), status('succeeded', 5)]);
    expect(a).toEqual(b);
    expect(a.baseAt).toBe(at(2));
  });

  it('applying the same event again changes nothing', () => {
    const once = reducePaymentEvents(initialPayment(3000, T0), [status('succeeded', 1), refund(1000, 2)]);
    expect(reducePaymentEvents(once, [status('succeeded', 1), refund(1000, 2)])).toEqual(once);
  });

  it('maps stored statuses back and to the spec’s TWINT statuses', () => {
    expect(baseOf('refunded')).toBe('succeeded');
    expect(baseOf('processing')).toBe('processing');
    expect(isPaid('partially_refunded')).toBe(true);
    expect(isOpen('failed')).toBe(true);
    expect(isOpen('canceled')).toBe(false);
    expect(twintStatusOf('requires_payment_method')).toBe('pending');
    expect(twintStatusOf('succeeded')).toBe('completed');
    expect(twintStatusOf('refunded')).toBe('completed');
    expect(twintStatusOf('canceled')).toBe('cancelled');
    expect(twintStatusOf('expired')).toBe('expired');
    expect(twintStatusOf('failed')).toBe('failed');
  });
});
