import type { ErrorCode } from './error-codes';
import { transportMessagesIt } from './transport-it';

/** Italian text for every error code. Where the spec gives a text, it is used verbatim. */
export const errorMessagesIt: Record<ErrorCode, string> = {
  VALIDATION: 'Dati non validi. Controlla i campi evidenziati.',
  BAD_JSON: 'Richiesta non valida: il corpo non è un JSON valido.',
  SLOT_PARAMS_MISSING: 'Parametri mancanti per la richiesta degli slot',
  OUTSIDE_BOOKING_WINDOW: "Puoi prenotare solo da oggi fino a 30 giorni in avanti. Scegli un'altra data.",
  INVALID_CREDENTIALS: 'Email o password non corretti.',
  UNAUTHENTICATED: transportMessagesIt.UNAUTHENTICATED,
  TOKEN_EXPIRED: 'Sessione scaduta. Effettua di nuovo il login.',
  REFRESH_INVALID: 'Sessione non valida o scaduta. Effettua di nuovo il login.',
  WRONG_PASSWORD: 'La password attuale non è corretta.',
  FORBIDDEN: 'Non hai i permessi per questa operazione.',
  NOT_FOUND: 'Risorsa non trovata.',
  ROUTE_NOT_FOUND: 'Indirizzo API inesistente.',
  BARBER_NOT_FOUND: 'Barbiere non trovato',
  SERVICE_NOT_FOUND: 'Servizio non trovato',
  APPOINTMENT_NOT_FOUND: 'Appuntamento non trovato',
  USER_NOT_FOUND: 'Utente non trovato',
  ABSENCE_NOT_FOUND: 'Assenza non trovata',
  BARBER_PROFILE_MISSING: 'Impossibile trovare il profilo barbiere associato a questo account.',
  STATUS_CHANGE_FORBIDDEN: 'Puoi solo segnare i tuoi appuntamenti come completati o cancellati.',
  EMAIL_TAKEN: 'Esiste già un account con questa email.',
  SLOT_TAKEN: "Questo orario è appena stato prenotato da un altro cliente. Scegli un altro orario.",
  SLOT_UNAVAILABLE: "L'orario scelto non è disponibile. Scegli un altro orario.",
  IDEMPOTENCY_MISMATCH: 'Questa richiesta è già stata inviata con dati diversi.',
  CONFLICT: 'Operazione in conflitto con lo stato attuale. Ricarica e riprova.',
  TOO_LATE_TO_MODIFY: "Non puoi più modificare l'appuntamento perché mancano meno di 24 ore",
  TOO_LATE_TO_CANCEL: "Non puoi più cancellare l'appuntamento perché mancano meno di 24 ore",
  NOT_MODIFIABLE: 'Solo gli appuntamenti in attesa o confermati possono essere modificati.',
  NOT_CANCELLABLE: 'Solo gli appuntamenti in attesa o confermati possono essere cancellati.',
  ABSENCE_CONFLICT: "Non sarà possibile creare l'assenza finché non sposti o annulli questi appuntamenti",
  VACATION_CONFLICT: 'La vacanza coincide con appuntamenti prenotati: conferma per salvarla comunque.',
  BARBER_EMAIL_TAKEN: 'Esiste già un barbiere con questa email.',
  ACCOUNT_ALREADY_LINKED: "L'account con questa email è già collegato a un altro barbiere.",
  SERVICE_NAME_TAKEN: 'Esiste già un servizio con questo nome.',
  STATUS_FINAL: 'Gli appuntamenti cancellati non possono più essere modificati.',
  APPOINTMENT_NOT_STARTED: "Non puoi segnare come completato un appuntamento che non è ancora iniziato.",
  STATUS_COMPLETED: "Un appuntamento completato resta completato: solo il titolare può correggerlo, indicando il motivo.",
  STATUS_TRANSITION_INVALID: 'Questo cambio di stato non è previsto per questo appuntamento.',
  STATUS_REASON_REQUIRED: 'Per correggere un appuntamento completato indica il motivo.',
  LAST_ADMIN: 'Deve restare almeno un amministratore attivo.',
  OWN_ACCOUNT: 'Non puoi rimuovere il ruolo di amministratore o eliminare il tuo stesso account.',
  SETUP_DONE: "La configurazione iniziale è già stata completata. Accedi con l'account amministratore.",
  SETUP_CODE_INVALID: "Codice di configurazione non valido. Lo trovi nel terminale o nel log del server, stampato all'avvio.",
  RESET_TOKEN_INVALID: 'Il link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.',
  PAYLOAD_TOO_LARGE: 'La richiesta è troppo grande.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato della richiesta non supportato.',
  RATE_LIMITED: transportMessagesIt.RATE_LIMITED,
  LOGIN_RATE_LIMITED: 'Troppi tentativi di accesso. Riprova tra un minuto.',
  BOOKING_RATE_LIMITED: 'Troppe prenotazioni con questa email o questo numero di telefono. Riprova più tardi.',
  INTERNAL: 'Si è verificato un errore interno. Riprova più tardi.',
  UNAVAILABLE: transportMessagesIt.UNAVAILABLE,
  PAYMENT_NOT_FOUND: 'Pagamento non trovato',
  PAYMENT_ALREADY_PROCESSED: 'Pagamento non trovato o già processato',
  PAYMENT_DECLINED: 'Pagamento rifiutato. Usa un altro metodo di pagamento.',
  PAYMENT_AMOUNT_INVALID: "L'importo non può essere pagato online (minimo CHF 0.50). Scegli il pagamento in sede.",
  REFUND_TOO_LARGE: "Il rimborso supera l'importo ancora rimborsabile di questo pagamento.",
  WEBHOOK_SIGNATURE_INVALID: 'Firma della notifica di pagamento non valida o scaduta.',
  PAYMENT_NOT_CONFIRMABLE: 'Il pagamento non può essere confermato nel suo stato attuale.',
  REFUND_NOT_ALLOWED: 'Si possono rimborsare solo i pagamenti andati a buon fine.',
  PAYMENT_PROVIDER_ERROR: 'Il servizio di pagamento non risponde. Riprova tra qualche istante.',
  PAYMENTS_DISABLED: 'Pagamenti Non Disponibili: i pagamenti online non sono attivi, puoi pagare in sede.',
  MOVE_SLOT_TAKEN: "Questo orario è già occupato da un altro appuntamento: l'appuntamento non è stato spostato.",
  MANAGE_LINK_NOT_FOUND:
    "Appuntamento non trovato: il link non è valido oppure l'appuntamento è già passato.",
  MANAGE_LINK_RATE_LIMITED: 'Troppi link non validi da questo indirizzo.',
  IMAGE_INVALID: 'Per favore seleziona un file immagine valido',
  IMAGE_TOO_LARGE: "L'immagine non deve superare i 5MB",
  PRODUCT_NOT_FOUND: 'Prodotto non trovato',
  ORDER_NOT_FOUND: 'Ordine non trovato',
  PRODUCT_UNAVAILABLE: 'Un prodotto del carrello non è più disponibile. Aggiorna il carrello e riprova.',
  OUT_OF_STOCK: 'Quantità non disponibile: un prodotto del carrello è esaurito o ne restano meno pezzi.',
  STOCK_NEGATIVE: 'La quantità in magazzino non può scendere sotto 0.',
  ORDER_NOT_PAID: "Il pagamento non risulta completato: l'ordine non è stato registrato.",
  BAD_URL: "Indirizzo non valido: controlla il link o l'identificativo.",
  WAITING_ENTRY_FORBIDDEN: 'Non hai i permessi per eliminare questa richiesta',
  WAITING_ENTRY_NOT_FOUND: 'Richiesta non trovata',
  WAITING_OFFER_NOT_FOUND: "Offerta non trovata: il link non è valido.",
  WAITING_OFFER_EXPIRED: "L'offerta è scaduta: l'orario non è più riservato per te.",
  WAITING_OFFER_TAKEN: "Quest'orario non è più disponibile.",
  LAST_MINUTE_OFFER_NOT_FOUND: 'Offerta non trovata: il link non è valido.',
  LAST_MINUTE_TAKEN: 'Già prenotato: qualcuno ha preso questo orario prima di te.',
  LAST_MINUTE_EXPIRED: "L'offerta è scaduta: l'orario è troppo vicino per prenotarlo da qui.",
  PLAN_LIMIT_REACHED: 'Limite raggiunto. Effettua un upgrade per continuare.',
  SUBSCRIPTION_REQUIRED: 'Funzionalità bloccata. Attiva un abbonamento per accedere.',
  PLAN_NOT_FOUND: 'Piano non trovato',
  SUBSCRIPTION_NOT_FOUND: 'Abbonamento non trovato',
  CONFIRM_TOKEN_INVALID:
    'Il link di conferma non è valido o è scaduto. Accedi e chiedine uno nuovo dal tuo profilo con "Invia di nuovo il link".',
  CONFIRM_RATE_LIMITED: 'Hai già chiesto diversi link di conferma. Controlla anche la cartella spam.',
  BARBER_ACCOUNT_UNCONFIRMED:
    "Esiste già un account con questa email, ma l'indirizzo non è ancora confermato. Chiedi al barbiere di aprire il link di conferma ricevuto per email (o di chiederne uno nuovo dal profilo), poi riprova.",
  CROSS_SITE_REFUSED: 'Richiesta non consentita da un altro sito. Apri la pagina del negozio e riprova.',
  NO_SHOW_NOT_STARTED: 'Non puoi segnare come non presentato un appuntamento che non è ancora iniziato.',
  SERIES_CONFLICT:
    'Nel frattempo alcune date della serie sono state prenotate: scegli di nuovo per quelle date. Nessun appuntamento è stato creato.',
  DEPOSIT_REQUIRED: 'Per questa prenotazione è richiesto un acconto: pagalo con carta o TWINT per confermare.',
};

/**
 * The texts that name one of the shop's booking rules (ADR 0049): the default value gives exactly the text above,
 * another value says that one.
 */
export const bookingRuleMessagesIt = {
  outsideWindow: (days: number) =>
    `Puoi prenotare solo da oggi fino a ${days} giorni in avanti. Scegli un'altra data.`,
  tooLateToModify: (hours: number) =>
    `Non puoi più modificare l'appuntamento perché mancano meno di ${hours} ore`,
  tooLateToCancel: (hours: number) =>
    `Non puoi più cancellare l'appuntamento perché mancano meno di ${hours} ore`,
} as const;

/** Texts about the request's input that belong to no error code of their own. */
export const inputMessagesIt = {
  badCharacters: 'Il testo contiene caratteri non ammessi.',
} as const;
