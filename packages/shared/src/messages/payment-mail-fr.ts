import type { Catalogue } from './catalogue';
import type { PaymentMailTexts } from './payment-mail-it';

/** paymentMailTextsIt in French (fr-CH). */
export const paymentMailTextsFr: Catalogue<PaymentMailTexts> = {
  methods: { card: 'Carte', cash: 'Espèces' },
  rows: {
    amount: 'Montant',
    method: 'Moyen de paiement',
    reference: 'Référence',
    description: 'Description',
    date: 'Date',
    refunded: 'Montant remboursé',
  },
  receiptSubject: (amount) => `Reçu de paiement : ${amount}`,
  receiptIntro: 'nous avons bien reçu votre paiement. Merci !',
  receiptOutro: 'Conservez cet e-mail comme reçu.',
  refundSubject: (amount) => `Remboursement de ${amount}`,
  refundIntro: (amount) => `nous vous avons remboursé ${amount} sur le moyen de paiement utilisé.`,
  refundReason: (reason) => `Motif : ${reason}`,
  refundedOfPaid: (refunded, paid) => `${refunded} (payé ${paid})`,
  refundByTwint: 'Le salon vous rendra le montant par TWINT.',
  refundDelay: 'Selon votre banque, le crédit peut prendre quelques jours ouvrables.',
};
