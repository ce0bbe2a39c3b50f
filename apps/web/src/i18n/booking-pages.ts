/**
 * The texts of the booking forms (guest booking, /booking): apart from i18n/it.ts, which every page loads first,
 * so they travel only with the lazy booking pages. The time grids' texts (booking-slots.ts) and the confirmation
 * steps' (booking-confirmation.ts) are apart from these too: /guest-booking's first page does not carry them
 * (the JavaScript budget).
 */
export const bookingPages = {
  booking: {
    guestTitle: 'Prenota come ospite',
    guestIntro: 'Nessun account necessario: scegli barbiere, servizio e orario, poi conferma.',
    detailsLegend: 'I tuoi dati',
    appointmentLegend: 'Il tuo appuntamento',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Email',
    phone: 'Telefono',
    phonePlaceholder: '79 123 45 67 (senza +41)',
    phoneHint: 'Numero svizzero senza +41: il prefisso lo aggiungiamo noi.',
    barber: 'Barbiere',
    barberPlaceholder: 'Seleziona un barbiere',
    service: 'Servizio',
    servicePlaceholder: 'Seleziona un servizio',
    serviceHint: 'Seleziona prima un barbiere per vedere i servizi disponibili',
    serviceOption: (name: string, price: string) => `${name} · ${price}`,
    serviceDuration: (minutes: number) => `Durata: ${minutes} minuti`,
    date: 'Data',
    dateHint: (last: string) => `Puoi prenotare da oggi fino al ${last}.`,
    autoDate: 'Ti proponiamo il primo giorno con orari liberi: puoi sceglierne un altro.',
    previousDay: 'Giorno lavorativo precedente',
    nextDay: 'Giorno lavorativo successivo',
    time: 'Orario',
    selection: (date: string, time: string) => `${date}, ore ${time}`,
    chooseTime: 'Scegli un orario per continuare.',
    submitGuest: 'Prenota Appuntamento',
    retry: 'Riprova',
    loadingData: 'Caricamento di barbieri e servizi…',
    loadingForm: 'Caricamento del modulo…',
    errors: {
      barbers: 'Errore nel caricamento dei barbieri',
      services: 'Errore nel caricamento dei servizi',
      slots: 'Errore nel caricamento degli slot disponibili',
      invalidAnswer: 'Risposta non valida dal server',
      preparation: 'Errore nella preparazione della prenotazione',
      create: "Errore nella creazione dell'appuntamento",
      createGuest: "Errore nella creazione dell'appuntamento guest",
      guestLimit: 'Limite prenotazioni raggiunto. Contatta il gestore per maggiori informazioni.',
      nextStep: 'Controlla la connessione e riprova.',
    },
  },
  /** The time step's loading line, shown before its code arrives; the grid's own texts are in booking-slots.ts. */
  slots: {
    loading: 'Caricamento slot...',
  },
};
