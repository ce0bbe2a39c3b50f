/** The server's Italian texts of the subscription plans (issue 12); the spec's own texts are in domain/subscriptions. */
export const subscriptionTextsIt = {
  selected: 'Piano selezionato. Completa il pagamento per attivarlo.',
  alreadyActive: 'Il piano selezionato è già attivo.',
  changeSelected:
    'Nuovo piano selezionato: resta attivo quello attuale finché il pagamento non è completato.',
  planAlreadyPaid: 'Il piano è già attivo: non serve un nuovo pagamento.',
  planMismatch: 'Il piano non corrisponde a quello selezionato. Seleziona di nuovo il piano.',
  paymentDescription: (displayName: string) => `Abbonamento ${displayName} (1 mese)`,
  renewalDescription: (displayName: string) => `Rinnovo abbonamento ${displayName} (1 mese)`,
  autoRenewOn: 'Rinnovo automatico attivato.',
  autoRenewOff: 'Rinnovo automatico disattivato.',
  autoRenewNeedsSavedCard:
    'Per il rinnovo automatico serve una carta salvata: attivalo al prossimo pagamento del piano.',
  receiptNotPaid: 'Ricevuta disponibile solo per i pagamenti completati',
  usageUnavailable: 'Statistiche non disponibili senza un abbonamento attivo.',
  /** Why an email or SMS was not sent (000 section 8), stored on the skipped message: the plan's state, or its limit. */
  notSentInactive: (access: string) => `${access} Messaggio non inviato.`,
  notSentLimit: (resource: string, current: number, limit: string) =>
    `Limite ${resource} raggiunto (${current}/${limit}): messaggio non inviato.`,
  reminderSubject: (days: number) =>
    days <= 1 ? 'Il tuo abbonamento termina domani' : `Il tuo abbonamento termina tra ${days} giorni`,
  renewedSubject: 'Abbonamento rinnovato',
  expiredSubject: 'Abbonamento scaduto',
} as const;
