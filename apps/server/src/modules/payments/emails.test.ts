import { describe, expect, it } from 'vitest';
import { receiptEmail } from './emails';
import type { PaymentRow } from './repo';

const paid = {
  amountRappen: 4550,
  method: 'twint',
  reference: 'pay_ABC',
  description: 'Appuntamento: Taglio',
  completedAt: new Date('2026-06-15T08:30:00Z'),
} as PaymentRow;

describe('the payment receipt', () => {
  it("dates the payment on the shop's own clock, 24-hour", () => {
    const zurich = receiptEmail(paid, { email: 'a@example.ch', name: 'Anna' }, 'Europe/Zurich').text;
    expect(zurich).toMatch(/Importo: CHF\s45\.50/);
    expect(zurich).toMatch(/Data: 15 giugno 2026.*10:30/);
    const london = receiptEmail(paid, { email: 'a@example.ch', name: 'Anna' }, 'Europe/London').text;
    expect(london).toMatch(/Data: 15 giugno 2026.*09:30/);
    const late = receiptEmail({ ...paid, completedAt: new Date('2026-06-15T20:05:00Z') }, { email: 'a@example.ch', name: 'Anna' }, 'Europe/Zurich').text;
    expect(late).toMatch(/22:05/);
    expect(late).not.toMatch(/PM|AM/);
  });
});
