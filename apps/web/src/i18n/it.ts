import { transportMessagesIt } from '@barber/shared/messages/transport-it';
import { WEEKDAY_NAMES_IT } from '@barber/shared/messages/weekdays-it';

/**
 * The texts every page may need (the shell, navigation, sign-in, errors, the home page), in Italian. Texts quoted
 * by the specification are used verbatim. This file is in every page's first JavaScript: texts of one area live
 * in that area's own file (booking-pages.ts, setup.ts, admin.ts, shop.ts...), loaded with its lazy pages. A second
 * language is a copy of each file with the same shape (`Catalogue` and its siblings).
 */
export const it = {
  app: {
    documentTitle: 'Prenotazioni',
    skipToContent: 'Vai al contenuto principale',
    loading: 'Caricamento in corso…',
    pageLoading: 'Caricamento della pagina…',
    offline: 'Modalità Offline - Alcune funzioni potrebbero non essere disponibili',
    version: 'V2.0',
  },
  toasts: {
    region: 'Notifiche',
    close: 'Chiudi la notifica',
  },
  language: {
    choose: 'Scegli la lingua',
    footer: 'Lingua',
  },
  theme: {
    toDark: 'Attiva il tema scuro',
    toLight: 'Attiva il tema chiaro',
  },
  nav: {
    label: 'Navigazione principale',
    home: 'Home',
    homeFallbackName: 'Barber Studio',
    shop: 'Shop',
    workWithUs: 'Lavora con Noi',
    login: 'Accedi',
    register: 'Registrati',
    book: 'Prenota',
    waitingList: "Lista d'attesa",
    admin: 'Admin',
    barber: 'Barbiere',
    profile: 'Profilo',
    myAppointments: 'I miei appuntamenti',
    logout: 'Logout',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
  },
  session: {
    loggedOut: 'Sei uscito dal tuo account.',
    inactivityLogout: 'Sei stato disconnesso dopo 30 minuti di inattività. Accedi di nuovo per continuare.',
    expired: 'La sessione è scaduta. Accedi di nuovo per continuare.',
    checkFailed: 'Impossibile verificare la sessione. Controlla la connessione e ricarica la pagina.',
  },
  /** A request that got no JSON answer (a proxy page, a network failure): the shared texts, in the page's language. */
  transport: transportMessagesIt,
  errors: {
    network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
    timeout: 'Il server non ha risposto in tempo. Riprova tra qualche istante.',
    unexpected: 'Si è verificato un errore imprevisto. Riprova più tardi.',
    pageTitle: 'Si è verificato un errore',
    pageText:
      "Non è stato possibile mostrare questa pagina. Ricarica per scaricare l'ultima versione dell'app.",
    reload: 'Ricarica la pagina',
  },
  notFound: {
    title: 'Pagina non trovata',
    text: "La pagina che cerchi non esiste o è stata spostata. Controlla l'indirizzo oppure torna alla home.",
    home: 'Torna alla home',
  },
  unauthorised: {
    title: 'Accesso non autorizzato',
    adminOnly: 'Devi essere un amministratore per accedere a questa pagina.',
    otherRole: 'Il tuo account non ha i permessi per accedere a questa pagina.',
    home: 'Torna alla home',
  },
  form: {
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
  },
  home: {
    slogan: 'Prenota 24h su 24, 7 giorni su 7.',
    welcome: (firstName: string) => `Ciao, ${firstName}!`,
    welcomeText: 'Il tuo prossimo taglio è a pochi clic.',
    login: 'Accedi',
    register: 'Registrati',
    guestBooking: 'Prenota come ospite',
    adminDashboard: 'Dashboard Admin',
    barberPanel: 'Pannello Barbiere',
    bookNow: 'Prenota Ora',
    closed: 'Chiuso',
    setupPendingTitle: 'Il negozio è in fase di configurazione',
    setupPendingText: 'Le prenotazioni online apriranno appena il negozio avrà inserito i suoi dati e orari.',
    setupLink: 'Configura il negozio',
  },
  days: WEEKDAY_NAMES_IT,
  /** The opening hours' short day names ('Lun–Ven'). */
  daysShort: { monday: 'Lun', tuesday: 'Mar', wednesday: 'Mer', thursday: 'Gio', friday: 'Ven', saturday: 'Sab', sunday: 'Dom' },
};

/** The shape a translation must have (same keys, same interpolation functions). */
export type Catalogue = typeof it;
