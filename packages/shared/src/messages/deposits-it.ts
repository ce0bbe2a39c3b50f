import { formatRappenText } from '../domain/chf-text';

/**
 * The Italian texts of the deposit (issue 29 item 2, ADR 0064) that travel in answers: why DEPOSIT_REQUIRED asked
 * for one, and the forfeit terms the customer ticks when paying (the server stores the text they accepted).
 */
export const depositTextsIt = {
  missedReason: (misses: number, amountRappen: number) =>
    `Negli ultimi 12 mesi risultano ${misses === 1 ? '1 appuntamento mancato' : `${misses} appuntamenti mancati`} ` +
    `(assenze o cancellazioni tardive): per prenotare è richiesto un acconto di ${formatRappenText(amountRappen)}, ` +
    'dedotto dal prezzo in negozio.',
  firstTimePeakReason: (amountRappen: number) =>
    `Per i nuovi clienti nelle ore di punta è richiesto un acconto di ${formatRappenText(amountRappen)}, ` +
    'dedotto dal prezzo in negozio.',
  terms: (amountRappen: number, noticeHours: number) =>
    `Accetto che l'acconto di ${formatRappenText(amountRappen)} sia trattenuto dal negozio se non mi presento o se ` +
    `cancello meno di ${noticeHours} ore prima dell'appuntamento. Se è il negozio a cancellare, l'acconto mi viene rimborsato.`,
  description: (serviceName: string) => `Acconto per ${serviceName}`,
  notNeeded: 'Per questa prenotazione non è richiesto alcun acconto.',
  termsRequired: "Per pagare l'acconto accetta le condizioni.",
} as const;
