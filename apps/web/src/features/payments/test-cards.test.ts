import { describe, expect, it } from 'vitest';
import { TEST_CARDS, formatCardNumber, formatExpiry, validExpiry } from './test-cards';

describe('test mode card form', () => {
  it("maps Stripe's test numbers to its test payment methods", () => {
    expect(TEST_CARDS['4242424242424242']).toBe('pm_card_visa');
    expect(TEST_CARDS['4000000000000002']).toBe('pm_card_chargeDeclined');
  });

  it('formats number and expiry as typed and checks the expiry', () => {
    expect(formatCardNumber('4242-4242 42424242 99')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12/34');
    const now = new Date(2026, 4, 10);
    expect(validExpiry('05/26', now)).toBe(true);
    expect(validExpiry('04/26', now)).toBe(false);
    expect(validExpiry('13/30', now)).toBe(false);
  });
});
