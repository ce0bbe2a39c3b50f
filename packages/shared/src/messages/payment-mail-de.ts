import type { Catalogue } from './catalogue';
import type { PaymentMailTexts } from './payment-mail-it';

/** paymentMailTextsIt in German (de-CH). */
export const paymentMailTextsDe: Catalogue<PaymentMailTexts> = {
  methods: { card: 'Karte', cash: 'Bar' },
  rows: {
    amount: 'Betrag',
    method: 'Zahlungsart',
    reference: 'Referenz',
    description: 'Beschreibung',
    date: 'Datum',
    refunded: 'Zurückerstatteter Betrag',
  },
  receiptSubject: (amount) => `Zahlungsbestätigung: ${amount}`,
  receiptIntro: 'wir haben Ihre Zahlung erhalten. Vielen Dank!',
  receiptOutro: 'Bitte bewahren Sie diese E-Mail als Quittung auf.',
  refundSubject: (amount) => `Rückerstattung von ${amount}`,
  refundIntro: (amount) => `wir haben Ihnen ${amount} auf das verwendete Zahlungsmittel zurückerstattet.`,
  refundReason: (reason) => `Grund: ${reason}`,
  refundedOfPaid: (refunded, paid) => `${refunded} (bezahlt ${paid})`,
  refundByTwint: 'Das Geschäft zahlt Ihnen den Betrag per TWINT zurück.',
  refundDelay: 'Je nach Bank kann die Gutschrift einige Werktage dauern.',
};
