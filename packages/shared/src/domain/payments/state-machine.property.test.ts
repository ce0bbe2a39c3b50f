import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BASE_STATUSES,
  initialPayment,
  isPaid,
  paymentStatusOf,
  reducePaymentEvents,
  type PaymentEvent,
} from './state-machine';

const T0 = Date.UTC(2026, 5, 1, 8, 0, 0);
const AMOUNT = 4500;

// Few distinct instants, so ties between events at the same second (as Stripe stamps them) come up often.
const instant = fc.integer({ min: 0, max: 5 }).map((s) => T0 + s * 1000);
const event: fc.Arbitrary<PaymentEvent> = fc.oneof(
  fc.record({
    type: fc.constant('status' as const),
    status: fc.constantFrom(...BASE_STATUSES),
    at: instant,
    message: fc.option(fc.constantFrom('Carta rifiutata', 'Fondi insufficienti'), { nil: undefined }),
  }),
  fc.record({
    type: fc.constant('refund' as const),
    refundedRappen: fc.integer({ min: 1, max: AMOUNT + 500 }),
    at: instant,
  }),
);

/** A list of events with a shuffled copy, possibly with some events delivered more than once. */
const deliveries = fc
  .array(event, { minLength: 1, maxLength: 12 })
  .chain((events) =>
    fc.tuple(
      fc.constant(events),
      fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
      fc.array(fc.nat({ max: events.length - 1 }), { maxLength: 6 }),
    ),
  );

const reduce = (events: PaymentEvent[]) => reducePaymentEvents(initialPayment(AMOUNT, T0), events);

describe('payment events in any order', () => {
  it('a shuffled sequence, with repeated deliveries, reaches the same final state', () => {
    fc.assert(
      fc.property(deliveries, ([events, shuffled, repeats]) => {
        const replayed = [...shuffled, ...repeats.map((i) => events[i]!)];
        expect(reduce(replayed)).toEqual(reduce(events));
      }),
      { numRuns: 2000 },
    );
  });

  it('once a success is seen the payment stays paid, whatever comes after', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 10 }),
        fc.array(event, { maxLength: 10 }),
        instant,
        (before, after, when) => {
          const state = reduce([...before, { type: 'status', status: 'succeeded', at: when }, ...after]);
          expect(isPaid(paymentStatusOf(state))).toBe(true);
        },
      ),
    );
  });

  it('never refunds more than the amount; the refund total is the largest one seen', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        const state = reduce(events);
        const refunds = events.flatMap((e) => (e.type === 'refund' ? [e.refundedRappen] : []));
        expect(state.refundedRappen).toBe(Math.min(AMOUNT, Math.max(0, ...refunds)));
        if (refunds.length) expect(['partially_refunded', 'refunded']).toContain(paymentStatusOf(state));
      }),
    );
  });
});
