import { describe, expect, it } from 'vitest';
import { summarize } from './calendar-summary';
import { makeAppointment } from './test-appointment';

describe('summarize', () => {
  it('counts every appointment and the confirmed ones; revenue is the completed ones less refunds (ADR 0020)', () => {
    const summary = summarize([
      makeAppointment({ status: 'confirmed', price: 35 }),
      makeAppointment({ status: 'pending', price: 20.5 }),
      makeAppointment({ status: 'completed', price: 45 }),
      makeAppointment({ status: 'cancelled', price: 60 }),
      makeAppointment({ status: 'confirmed', price: 15 }),
    ]);
    expect(summary).toEqual({ count: 5, confirmed: 2, revenue: 45 });
  });

  it('subtracts what was refunded on a completed appointment, never below zero', () => {
    const refunded = (amount: number, refundedAmount: number) =>
      makeAppointment({
        status: 'completed',
        price: amount,
        payment: {
          reference: 'r',
          method: 'stripe_card',
          status: 'partially_refunded',
          amount,
          refundedAmount,
          paidAt: null,
        },
      });
    expect(summarize([refunded(40, 10), refunded(30, 30)]).revenue).toBe(30);
  });

  it('adds money in Rappen, so decimals do not drift', () => {
    const done = { status: 'completed' as const };
    expect(
      summarize([makeAppointment({ ...done, price: 0.1 }), makeAppointment({ ...done, price: 0.2 })]).revenue,
    ).toBe(0.3);
  });

  it('is all zeros for an empty day', () => {
    expect(summarize([])).toEqual({ count: 0, confirmed: 0, revenue: 0 });
  });
});
