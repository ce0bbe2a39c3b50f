/**
 * Italian texts of the payment flows that are not error codes: why a card was declined (by Stripe's decline
 * code, the same codes the test provider uses), and the defaults of the spec's TWINT admin actions.
 */
export const declineMessagesIt: Record<string, string> = {
  generic_decline: 'La carta è stata rifiutata. Usa un altro metodo di pagamento.',
  card_declined: 'La carta è stata rifiutata. Usa un altro metodo di pagamento.',
  insufficient_funds: 'Fondi insufficienti sulla carta. Usa un’altra carta o un altro metodo di pagamento.',
  expired_card: 'La carta è scaduta. Usa un’altra carta.',
  incorrect_cvc: 'Il codice di sicurezza (CVC) non è corretto.',
  processing_error: 'Errore durante l’elaborazione della carta. Riprova tra qualche istante.',
  lost_card: 'La carta è stata rifiutata. Usa un altro metodo di pagamento.',
  stolen_card: 'La carta è stata rifiutata. Usa un altro metodo di pagamento.',
  authentication_required: 'La banca chiede una conferma: completa la verifica e riprova.',
};

export const DEFAULT_DECLINE_MESSAGE = declineMessagesIt.generic_decline!;

export function declineMessage(code: string | null | undefined): string {
  return (code && declineMessagesIt[code]) || DEFAULT_DECLINE_MESSAGE;
}

export const paymentTextsIt = {
  /** 002 section 7: the admin's cancel reason when none is given. */
  adminCancelReason: 'Cancellato da admin',
  twintDeclined: 'Pagamento Twint annullato o fallito.',
  twintExpired: 'Pagamento Twint scaduto: nessuna conferma ricevuta in tempo.',
  /** 002 section 7: the admin's TWINT confirmation, with the amount as CHF 25.00. */
  twintConfirmed: (amount: string) => `Pagamento di ${amount} confermato!`,
  unsupportedMethod: 'Metodo di pagamento non supportato',
  appointmentDescription: (service: string) => `Appuntamento: ${service}`,
  // Phase 2: the slot held while it is paid (ADR 0010).
  holdNeedsSlot: "Indica barbiere, data e ora dell'appuntamento",
  holdExpiredReason: 'Prenotazione scaduta: pagamento non completato entro 15 minuti',
  onlinePaymentMissing: 'Pagamento online mancante',
  notPaidYet: 'Il pagamento non risulta completato: la prenotazione non è stata registrata.',
  paymentForAnotherBooking: 'Questo pagamento appartiene a un altro appuntamento.',
  // The payer leaves a started payment (POST /payments/:id/release).
  releasedByPayer: 'Pagamento annullato dal cliente',
  holdReleasedReason: 'Prenotazione annullata: pagamento online interrotto dal cliente',
  released: "Pagamento annullato: l'orario è di nuovo libero.",
  alreadyReleased: 'Il pagamento era già chiuso: non c’è niente da annullare.',
  releasePaidMeanwhile: 'Il pagamento è andato a buon fine: la prenotazione è confermata.',
  releaseAfterPayment: 'Il pagamento è già stato completato e non può essere annullato.',
  refundOnCancellation: 'Rimborso per appuntamento cancellato',
  refundLatePayment: "Rimborso automatico: il pagamento è arrivato dopo la scadenza e l'orario non era più libero",
} as const;
