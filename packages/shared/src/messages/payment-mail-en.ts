import type { Catalogue } from './catalogue';
import type { PaymentMailTexts } from './payment-mail-it';

/** paymentMailTextsIt in English. */
export const paymentMailTextsEn: Catalogue<PaymentMailTexts> = {
  methods: { card: 'Card', cash: 'Cash' },
  rows: {
    amount: 'Amount',
    method: 'Payment method',
    reference: 'Reference',
    description: 'Description',
    date: 'Date',
    refunded: 'Amount refunded',
  },
  receiptSubject: (amount) => `Payment receipt: ${amount}`,
  receiptIntro: 'we have received your payment. Thank you!',
  receiptOutro: 'Please keep this email as your receipt.',
  refundSubject: (amount) => `Refund of ${amount}`,
  refundIntro: (amount) => `we have refunded ${amount} to the payment method you used.`,
  refundReason: (reason) => `Reason: ${reason}`,
  refundedOfPaid: (refunded, paid) => `${refunded} (paid ${paid})`,
  refundByTwint: 'The shop will pay the amount back to you via TWINT.',
  refundDelay: 'Depending on your bank, the credit may take a few working days.',
};
