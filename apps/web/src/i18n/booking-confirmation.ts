/**
 * The texts of the booking's confirmation steps (review, payment, completion) and of the deposit: apart from
 * booking-pages.ts, so the booking form's first page (/guest-booking) does not carry them.
 */
export const bookingConfirmation = {
  confirmation: {
    reviewTitle: 'Conferma la tua Prenotazione',
    reviewIntro: 'Controlla i dati: la prenotazione parte solo dopo la conferma.',
    client: 'Cliente',
    contact: 'Contatto',
    service: 'Servizio',
    duration: 'Durata',
    minutes: (minutes: number) => `${minutes} minuti`,
    date: 'Data',
    time: 'Ora',
    dateTime: 'Data e ora',
    barber: 'Barbiere',
    total: 'Totale',
    edit: 'Modifica',
    confirm: 'Conferma',
    lateChange: (hours: number) =>
      `Mancano meno di ${hours} ore all'appuntamento: dopo la conferma non potrai più spostarlo o annullarlo online. Per cambiarlo dovrai chiamare il negozio.`,
    paymentTitle: 'Completa la Prenotazione',
    summary: 'Riepilogo',
    paymentMethods: 'Metodo di pagamento',
    methods: {
      card: 'Paga Ora Online',
      twint: 'Twint',
      inPerson: 'Pago in Sede',
    },
    twintBadge: 'SVIZZERA',
    inPersonText: "Paghi in negozio il giorno dell'appuntamento, in contanti o con carta.",
    unavailableTitle: 'Pagamenti Non Disponibili',
    unavailableText:
      "Il pagamento online non è ancora attivo. Conferma la prenotazione e paga in negozio il giorno dell'appuntamento.",
    confirmInPerson: 'Conferma - Pago in Sede',
    pay: 'Conferma e paga',
    cancel: 'Annulla',
    pending: 'Prenotazione in corso…',
    slotTakenAction: 'Scegli un altro orario',
    completeTitle: 'Prenotazione Completata!',
    completeIntro: (firstName: string) => `Grazie ${firstName}, ti aspettiamo!`,
    payment: 'Pagamento',
    paidInPerson: 'In sede',
    paidOnline: 'Pagato online',
    emailNote: (email: string) => `Ti abbiamo inviato un'email di conferma a ${email}.`,
    home: 'Torna alla Home',
    bookAgain: 'Prenota di Nuovo',
    steps: 'Avanzamento',
    stepNames: ['Riepilogo', 'Pagamento', 'Fatto'] as const,
    stepCurrent: (step: number, total: number) => `Passo ${step} di ${total}`,
  },
  /** The deposit a booking needs by the shop's policy (issue 29 item 2, ADR 0064); the reason and terms come from the server. */
  deposit: {
    title: 'Acconto richiesto',
    amount: 'Acconto da pagare ora',
    rest: 'Da pagare in negozio',
    onlineOnly: "L'acconto si paga con carta o TWINT; il resto in negozio.",
  },
};
