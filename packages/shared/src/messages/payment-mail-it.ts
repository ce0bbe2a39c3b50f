/**
 * The payment receipt's and refund's email texts in Italian (the spec's, verbatim as payments/emails.ts wrote them),
 * the reference of payment-mail-de/fr/en.ts (ADR 0071): a payment's emails are written in the language recorded on
 * the payment (the payer's request). Amounts, names and dates come in already written.
 */
export const paymentMailTextsIt = {
  methods: { card: 'Carta', cash: 'Contanti' },
  rows: {
    amount: 'Importo',
    method: 'Metodo',
    reference: 'Riferimento',
    description: 'Descrizione',
    date: 'Data',
    refunded: 'Importo rimborsato',
  },
  receiptSubject: (amount: string) => `Ricevuta di pagamento: ${amount}`,
  receiptIntro: 'abbiamo ricevuto il tuo pagamento. Grazie!',
  receiptOutro: 'Conserva questa email come ricevuta.',
  refundSubject: (amount: string) => `Rimborso di ${amount}`,
  refundIntro: (amount: string) => `ti abbiamo rimborsato ${amount} sul metodo di pagamento usato.`,
  refundReason: (reason: string) => `Motivo: ${reason}`,
  refundedOfPaid: (refunded: string, paid: string) => `${refunded} (pagati ${paid})`,
  refundByTwint: 'Il negozio ti restituirà l’importo via TWINT.',
  refundDelay: 'L’accredito può richiedere alcuni giorni lavorativi, secondo la tua banca.',
};
export type PaymentMailTexts = typeof paymentMailTextsIt;
