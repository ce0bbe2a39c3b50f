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
  login: {
    title: 'Accedi',
    intro: 'Accedi per prenotare e gestire i tuoi appuntamenti.',
    email: 'Email',
    password: 'Password',
    submit: 'Accedi',
    pending: 'Accesso in corso…',
    forgot: 'Password dimenticata?',
    noAccount: 'Non hai un account?',
    toRegister: 'Registrati',
  },
  register: {
    title: 'Registrati',
    intro: 'Crea il tuo account per prenotare in pochi secondi.',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Email',
    phone: 'Telefono (facoltativo)',
    phoneHint: 'Ad esempio +41 79 123 45 67',
    password: 'Password',
    passwordHint: 'Almeno 8 caratteri.',
    confirmPassword: 'Conferma password',
    mismatch: 'Le password non corrispondono',
    submit: 'Registrati',
    pending: 'Registrazione in corso…',
    success: (firstName: string) => `Account creato. Ciao, ${firstName}!`,
    // ADR 0031: the account works at once; the link proves the address.
    confirmationSent: (email: string) => `Ti abbiamo inviato un link per confermare ${email}: aprilo entro 24 ore.`,
    haveAccount: 'Hai già un account?',
    toLogin: 'Accedi',
  },
  reset: {
    requestTitle: 'Password dimenticata',
    requestIntro: "Inserisci l'email del tuo account: ti invieremo un link per scegliere una nuova password.",
    email: 'Email',
    requestSubmit: 'Invia il link',
    requestPending: 'Invio in corso…',
    requestDone: 'Controlla la tua casella di posta (anche lo spam). Il link è valido per un tempo limitato.',
    confirmTitle: 'Reimposta la password',
    confirmIntro: 'Scegli una nuova password per il tuo account.',
    newPassword: 'Nuova password',
    confirmPassword: 'Conferma nuova password',
    mismatch: 'Le password non corrispondono',
    confirmSubmit: 'Salva la nuova password',
    confirmPending: 'Salvataggio in corso…',
    confirmDone: 'Password aggiornata. Ora puoi accedere con la nuova password.',
    invalidLink: 'Il link per reimpostare la password non è valido. Richiedine uno nuovo.',
    requestNew: 'Richiedi un nuovo link',
    backToLogin: 'Torna al login',
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
};

/** The shape a translation must have (same keys, same interpolation functions). */
export type Catalogue = typeof it;
