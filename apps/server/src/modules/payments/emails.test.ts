import { describe, expect, it } from 'vitest';
import { receiptEmail } from './emails';
import type { PaymentRow } from './repo';

const paid = {
  amountRappen: 4550,
  method: 'twint',
  reference: 'pay_ABC',
  description: 'Appuntamento: Taglio',
  completedAt: new Date('2026-06-15T08:30:00Z'),
  kind: 'appointment',
  details: { serviceName: 'Taglio' },
  language: 'it',
} as Partial<PaymentRow> as PaymentRow;

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

  it("is written in the payment's language, its date and description too (ADR 0071)", () => {
    const mail = receiptEmail({ ...paid, language: 'de' }, { email: 'a@example.ch', name: 'Anna' }, 'Europe/Zurich');
    expect(mail.subject).toMatch(/^Zahlungsbestätigung: CHF\s45\.50$/);
    expect(mail.text).toContain('Guten Tag Anna,');
    expect(mail.text).toMatch(/Datum: 15\. Juni 2026.*10:30/);
    expect(mail.text).toContain('Beschreibung: Termin: Taglio');
    expect(mail.text).not.toMatch(/Ciao|Importo|Appuntamento/);
  });
});
