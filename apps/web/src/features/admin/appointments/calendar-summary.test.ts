import { describe, expect, it } from 'vitest';
import { summarize } from './calendar-summary';
import { makeAppointment } from './test-appointment';

describe('summarize', () => {
  it('counts every appointment, the confirmed ones, and revenue without the cancelled', () => {
    const summary = summarize([
      makeAppointment({ status: 'confirmed', price: 35 }),
      makeAppointment({ status: 'pending', price: 20.5 }),
      makeAppointment({ status: 'completed', price: 45 }),
      makeAppointment({ status: 'cancelled', price: 60 }),
      makeAppointment({ status: 'confirmed', price: 15 }),
    ]);
    expect(summary).toEqual({ count: 5, confirmed: 2, revenue: 115.5 });
  });

  it('adds money in Rappen, so decimals do not drift', () => {
    expect(summarize([makeAppointment({ price: 0.1 }), makeAppointment({ price: 0.2 })]).revenue).toBe(0.3);
  });

  it('is all zeros for an empty day', () => {
    expect(summarize([])).toEqual({ count: 0, confirmed: 0, revenue: 0 });
  });
});
