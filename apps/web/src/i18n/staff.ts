import { STAFF_MESSAGES } from '@barber/shared/schemas/staff-messages';

/**
 * Texts of the staff screens shared by the admin and barber panels (schedule editors) and of the admin
 * 'Barbieri' tab. Texts quoted by spec 002 are verbatim; kept apart from it.ts so parallel work does not collide.
 */
export const staff = {
  workingHours: {
    legend: 'Orari di lavoro',
    dayOff: 'Chiuso',
    opening: 'Apertura',
    closing: 'Chiusura',
    breakToggle: 'Pausa Pranzo',
    breakStart: 'Inizio pausa',
    breakEnd: 'Fine pausa',
  },
  vacations: {
    /** The server's own words for a period over another (issue 27 item 11), with the dates as dd.mm.yyyy. */
    overlap: STAFF_MESSAGES.vacationOverlap,
    title: 'Gestione Vacanze',
    intro:
      "Nei periodi di vacanza il barbiere non è prenotabile, dall'inizio del primo giorno alla fine dell'ultimo.",
    empty: 'Nessuna vacanza programmata.',
    start: 'Dal',
    end: 'Al',
    startOf: (n: number) => `Dal (vacanza ${n})`,
    endOf: (n: number) => `Al (vacanza ${n})`,
    add: 'Aggiungi vacanza',
    addLegend: 'Nuovo periodo di vacanza',
    remove: 'Elimina',
    removeLabel: (n: number) => `Elimina vacanza ${n}`,
    bothRequired: 'Inserisci sia la data di inizio sia quella di fine.',
    incomplete: 'Periodo incompleto: senza entrambe le date non verrà salvato.',
    pastStart: STAFF_MESSAGES.vacationPast,
    order: STAFF_MESSAGES.vacationOrder,
    // Saved as soon as added or removed (issue 27 item 2).
    savedIntro:
      "Nei periodi di vacanza il barbiere non è prenotabile. Ogni periodo si salva appena lo aggiungi o lo elimini.",
    period: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
    removeLabelOf: (period: string) => `Elimina vacanza ${period}`,
    saving: 'Salvataggio della vacanza…',
    added: (period: string) => `Vacanza salvata: ${period}`,
    removed: (period: string) => `Vacanza eliminata: ${period}`,
    undo: 'Annulla',
    undone: 'Modifica annullata',
    saveFailed: 'Vacanza non salvata',
    conflicts: {
      title: 'Ci sono appuntamenti in questo periodo',
      message: (n: number) =>
        n === 1
          ? "Questo cliente ha già prenotato. Salvando la vacanza riceverà un'email per scegliere un nuovo orario."
          : `Questi ${n} clienti hanno già prenotato. Salvando la vacanza riceveranno un'email per scegliere un nuovo orario.`,
      listLabel: 'Appuntamenti prenotati nel periodo',
      confirm: 'Salva e avvisa i clienti',
      cancel: 'Non salvare',
      close: 'Chiudi',
    },
  },
  services: {
    legend: 'Servizi',
    minutes: (n: number) => `${n} min`,
    empty: 'Nessun servizio disponibile.',
    selectedCount: (n: number) => (n === 1 ? '1 servizio selezionato' : `${n} servizi selezionati`),
  },
  barbers: {
    title: 'Gestione Barbieri',
    addTitle: 'Aggiungi barbiere',
    addIntro: 'Contatti, servizi offerti e orari settimanali di un nuovo barbiere.',
    openForm: 'Nuovo barbiere',
    closeForm: 'Chiudi modulo',
    firstName: 'Nome *',
    lastName: 'Cognome *',
    email: 'Email *',
    phone: 'Telefono *',
    phonePlaceholder: '079 123 45 67',
    phoneHint: 'Senza prefisso verrà aggiunto +41.',
    phonePreview: (phone: string) => `Verrà salvato come ${phone}`,
    createAccount: 'Crea anche un account di accesso per il barbiere',
    createAccountHint:
      'Se esiste già un utente con questa email, verrà collegato al barbiere senza creare un nuovo account.',
    password: 'Password iniziale *',
    passwordRequired: 'La password è obbligatoria',
    passwordShort: (min: number) => `La password deve essere di almeno ${min} caratteri`,
    passwordHint: 'Almeno 8 caratteri. Comunicala al barbiere: potrà cambiarla dal suo profilo.',
    servicesLegend: 'Servizi offerti',
    hoursLegend: 'Orari di lavoro',
    submit: 'Aggiungi barbiere',
    submitting: 'Creazione in corso…',
    listTitle: 'Barbieri',
    listLoading: 'Caricamento dei barbieri…',
    listEmpty: 'Nessun barbiere ancora. Aggiungi il primo con il modulo qui sopra.',
    inactive: 'Disattivato',
    noAccount: 'Senza account di accesso',
    servicesCount: (n: number) => (n === 1 ? '1 servizio' : `${n} servizi`),
    noServices: 'Nessun servizio',
    workingDays: (days: string) => `Lavora: ${days}`,
    noWorkingDays: 'Nessun giorno lavorativo',
    vacationCount: (n: number) => (n === 1 ? '1 vacanza programmata' : `${n} vacanze programmate`),
    edit: 'Modifica',
    editLabel: (name: string) => `Modifica ${name}`,
    delete: 'Elimina',
    deleteLabel: (name: string) => `Elimina ${name}`,
    editTitle: (name: string) => `Modifica ${name}`,
    editIntro: 'Servizi, orari settimanali e vacanze. Il barbiere riceve una notifica delle modifiche.',
    save: 'Salva modifiche',
    saving: 'Salvataggio in corso…',
    cancel: 'Annulla',
    close: 'Chiudi',
    confirmTitle: 'Elimina barbiere',
    confirmDelete: 'Sei sicuro di voler eliminare questo barbiere?',
    confirmDeleteDetail: (name: string) =>
      `${name} verrà disattivato: non sarà più prenotabile, lo storico degli appuntamenti resta.`,
    confirm: 'Elimina',
    deleting: 'Eliminazione in corso…',
    futureAppointments: (n: number) =>
      n === 1
        ? 'Resta 1 appuntamento futuro: spostalo o cancellalo dal calendario.'
        : `Restano ${n} appuntamenti futuri: spostali o cancellali dal calendario.`,
    fixErrors: 'Correggi gli errori evidenziati prima di salvare.',
    retry: 'Riprova',
    created: 'Barbiere creato con successo!',
    updated: 'Barbiere aggiornato con successo!',
    deleted: 'Barbiere eliminato con successo!',
    notifyFailed: 'Modifiche salvate, ma non è stato possibile avvisare il barbiere.',
    errors: {
      barbers: 'Errore nel caricamento dei barbieri',
      services: 'Errore nel caricamento dei servizi',
      create: 'Errore nella creazione del barbiere',
      delete: "Errore nell'eliminazione del barbiere",
      save: 'Errore durante il salvataggio delle modifiche. Riprova.',
      servicesRequired: STAFF_MESSAGES.servicesRequired,
    },
  },
};

export type StaffCatalogue = typeof staff;
