/** When to try again, in Italian: 'tra 45 secondi', 'tra 2 minuti'. */
function within(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? 'tra 1 secondo' : `tra ${seconds} secondi`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'tra 1 minuto' : `tra ${minutes} minuti`;
}

/**
 * The Italian texts the server's modules give an error besides its code's own text (ADR 0061): Italian is the key,
 * modules-de/fr/en.ts say the same, and a function renders its values in every language.
 */
const texts = {
  tooManyLogins: 'Troppi tentativi di accesso.',
  tooManyContactRequests: 'Hai già inviato troppe richieste.',
  tooManyGuestBookings: 'Troppe prenotazioni con questa email o questo numero di telefono.',
  /** A limit's text and when to try again: 'Troppi tentativi di accesso. Riprova tra 45 secondi.' */
  retryLater: (text: string, ms: number) => `${text} Riprova ${within(ms)}.`,
  tooManyChatMessages: (ms: number) => `Troppi messaggi all'assistente. Riprova ${within(ms)}.`,
  cartItemsInvalid: 'Prodotto o quantità non validi nel carrello',
  waitingListFull: (max: number) => `Hai già ${max} richieste attive in lista d'attesa.`,
  faqNotFound: 'FAQ non trovata',
  questionNotFound: 'Domanda non trovata',
  absenceConflict: (count: number) => `Conflitto con ${count} appuntamenti confermati`,
  consultationTooFar: 'Scegli una data entro un anno',
  requestNotFound: 'Richiesta non trovata',
  shopNotSetUp: 'Il negozio non è ancora configurato.',
  amountMismatch: "L'importo del pagamento non corrisponde al prezzo dell'appuntamento.",
  paymentNotCompletedYet: 'Il pagamento non risulta ancora completato.',
  appointmentAlreadyPaid: 'Questo appuntamento è già stato pagato.',
  setupCodeInvalid: 'Codice di configurazione non valido',
  barberOnVacation: 'Il barbiere è in vacanza',
  barberWithoutEmail: "Il barbiere non ha un indirizzo email a cui inviare l'avviso.",
  vacationConflict: (count: number) =>
    count === 1
      ? 'La vacanza coincide con un appuntamento prenotato'
      : `La vacanza coincide con ${count} appuntamenti prenotati`,
  unsubscribeLinkInvalid:
    "Link di cancellazione non valido. Assicurati di utilizzare il link fornito nell'email.",
  applicationNotFound: 'Candidatura non trovata',
  seriesDeposit:
    'Per i tuoi appuntamenti è richiesto un acconto, uno per appuntamento: prenota le date una alla volta per pagarlo.',
  photoTooLarge: "L'immagine non deve superare i 10MB",
};

export const moduleMessagesIt = texts;
