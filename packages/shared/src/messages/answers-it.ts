/**
 * The success messages (`message` of 2xx answers) and the walk-in queue's own texts, in Italian as the modules
 * write them (ADR 0066). Keyed by their Italian text like the other catalogues (ADR 0061): the server answers a
 * German, French or English caller with the sibling's text of the same key.
 */
export const answerTextsIt = {
  booking: {
    booked: 'Prenotazione effettuata con successo!',
    phoneBooked: 'Prenotazione telefonica creata con successo!',
    modified: 'Appuntamento modificato con successo!',
    cancelled: 'Appuntamento cancellato con successo',
    statusChanged: 'Stato appuntamento aggiornato con successo',
  },
  account: {
    emailConfirmed: 'Email confermata. Le prenotazioni e gli ordini fatti con questo indirizzo ora compaiono nel tuo account.',
    emailAlreadyConfirmed: 'La tua email è già confermata.',
    loggedOut: 'Logout effettuato.',
    resetLinkRequested: "Se l'email è registrata, riceverai a breve un link per reimpostare la password.",
    passwordReset: 'Password reimpostata. Ora puoi accedere con la nuova password.',
    passwordChanged: 'Password cambiata con successo! Una email di conferma è stata inviata al tuo indirizzo email.',
    profileUpdated: 'Profilo aggiornato con successo!',
    imageUpdated: 'Immagine profilo aggiornata con successo',
    imageRemoved: 'Immagine profilo rimossa con successo',
    accountDeleted: 'Account eliminato. I tuoi dati personali sono stati cancellati.',
    userErased: "Dati personali dell'utente cancellati.",
    userCreated: 'Utente creato con successo!',
    userUpdated: 'Utente aggiornato con successo!',
    userDeleted: 'Utente eliminato con successo!',
    userPasswordReset: "Password ripristinata con successo. Una email è stata inviata all'utente.",
    unsubscribed:
      'Cancellazione completata: non riceverai più promemoria e comunicazioni facoltative a questo indirizzo.',
  },
  waitingList: {
    added: "Richiesta aggiunta con successo alla lista d'attesa",
    removed: 'Richiesta rimossa con successo',
  },
  walkIns: {
    joined: 'Sei in coda: ti mandiamo un SMS quando tocca a te',
    closed: 'La coda senza appuntamento non è attiva oggi',
    noRoom: "Oggi non c'è più posto senza appuntamento per questo servizio: prenota un appuntamento",
    barberNoService: 'Questo barbiere non offre il servizio scelto',
    notFound: 'Non sei (più) in coda: il link non è valido',
    settingsSaved: 'Impostazioni della coda salvate',
    setupMissing: 'Completa prima la configurazione del negozio',
    called: "Cliente chiamato: gli abbiamo mandato l'SMS",
    started: 'Servizio iniziato',
    done: 'Servizio concluso',
    noShow: 'Segnato come non presente',
    staffNotFound: 'Cliente in coda non trovato',
    chooseBarber: 'Scegli il barbiere che lo serve',
    chairTaken: 'Il barbiere ha un appuntamento in questo momento: il servizio non può iniziare ora',
    otherBarber: 'Questo cliente aspetta un altro barbiere',
    /** The SMS when it is the customer's turn (in the walk-in's language). */
    yourTurn: (firstName: string, barber: string) =>
      `ciao ${firstName}, tocca a te! Vieni alla poltrona${barber ? ` da ${barber}` : ''}.`,
  },
  shop: {
    settingsSaved: 'Impostazioni salvate',
    productCreated: 'Prodotto creato con successo!',
    productUpdated: 'Prodotto aggiornato con successo!',
    productDeleted: 'Prodotto eliminato con successo!',
    stockUpdated: 'Magazzino aggiornato',
    twintQrSaved: 'Codice QR TWINT salvato',
    twintQrRemoved: 'Codice QR TWINT rimosso',
    contactSent: 'Richiesta inviata! Ti contatteremo presto.',
    contactHandled: 'Richiesta segnata come gestita',
    contactReopened: 'Richiesta riaperta',
    applicationSent: 'Candidatura Inviata!',
    applicationDeleted: 'Candidatura eliminata',
    feedbackThanks: 'Grazie per il tuo feedback!',
    faqCreated: 'FAQ creata',
    faqUpdated: 'FAQ aggiornata',
    faqDeleted: 'FAQ eliminata',
    translationsSaved: 'Traduzioni salvate.',
    questionRemoved: "Domanda rimossa dall'elenco",
    setupDone: 'Configurazione completata. Accedi come amministratore.',
  },
  services: {
    created: 'Servizio creato con successo!',
    updated: 'Servizio aggiornato con successo!',
    deleted: 'Servizio eliminato con successo!',
    deactivated: 'Il servizio è usato da appuntamenti esistenti: è stato disattivato e non è più prenotabile.',
  },
  absences: {
    created: 'Assenza temporanea creata con successo',
    updated: 'Assenza aggiornata con successo',
    deleted: 'Assenza eliminata con successo',
  },
  barbers: {
    created: 'Barbiere creato con successo!',
    updated: 'Barbiere aggiornato con successo!',
    hoursUpdated: 'Orari aggiornati con successo!',
    vacationsUpdated: 'Vacanze aggiornate con successo!',
    servicesUpdated: 'Servizi aggiornati con successo!',
    deleted: 'Barbiere eliminato con successo!',
    notified: 'Notifica di aggiornamento orari inviata.',
    /** The same notice when some customers' appointments no longer fit and they were asked to pick a new time. */
    customersNotified: (customers: number) =>
      `Notifica di aggiornamento orari inviata. ${customers === 1 ? 'Un cliente è stato avvisato' : `${customers} clienti sono stati avvisati`} di scegliere un nuovo orario.`,
  },
  planLimit: {
    resources: { appointments: 'appuntamenti', emails: 'email', sms: 'SMS', barbers: 'barbieri' },
    /** The 403 at a plan's limit (000 section 8), word for word as the spec writes it. */
    reached: (resource: string, current: number, limit: string) =>
      `Limite ${resource} raggiunto (${current}/${limit}). Effettua un upgrade per continuare.`,
  },
  payments: {
    completed: 'Pagamento completato',
    recorded: 'Pagamento registrato',
    alreadyCreated: 'Pagamento già creato',
    created: 'Pagamento creato',
    cancelled: 'Pagamento cancellato',
    twintApproved: 'Pagamento Twint approvato (simulazione)',
  },
};
