/** Texts of the /unsubscribe page (001 section 2 'Unsubscribe page' and section 8 'Unsubscribe'). */
export const unsubscribe = {
  title: 'Annulla iscrizione',
  // 001 section 8, verbatim.
  invalidLink: "Link non valido. Assicurati di utilizzare il link fornito nell'email.",
  failure: 'Si è verificato un errore durante la cancellazione. Riprova più tardi.',
  // 001 section 2, verbatim.
  confirm: 'Conferma Cancellazione',
  doneTitle: 'Cancellazione Completata',
  intro: 'Vuoi smettere di ricevere promemoria e comunicazioni facoltative a questo indirizzo?',
  emailLabel: 'Email',
  pending: 'Cancellazione in corso…',
  doneText: (email: string) =>
    `L'indirizzo ${email} è stato rimosso dalla lista dei destinatari: non riceverai più promemoria e comunicazioni facoltative.`,
  stillSent: 'Riceverai comunque le conferme delle prenotazioni, le ricevute e le email sulla password.',
  home: 'Torna alla home',
} as const;
