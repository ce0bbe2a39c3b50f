import type { ChatbotRole, FaqCategory } from '@barber/shared/contract/chatbot-routes';
import type { ChatActionRow } from '../../db/schema';

/**
 * The Italian FAQ the shop starts with (issue 16 item 3): every category of 001 section 3, each entry shown to
 * the roles it fits. They are seeded into chatbot_faqs on first use (faq-store.ts) and then belong to the admin,
 * who edits or deletes them; `since` is the seed version that added the entry, so a later version adds its new
 * entries once without bringing back one the admin deleted. They describe how the app works, never the shop's
 * prices or hours: those are answered live from the database.
 */
export interface DefaultFaq {
  slug: string;
  category: FaqCategory;
  roles: readonly ChatbotRole[];
  question: string;
  answer: string;
  /** Other ways people ask it: colloquial forms, synonyms (they feed the matcher, not the text shown). */
  keywords: readonly string[];
  since: number;
}

const ALL: readonly ChatbotRole[] = ['guest', 'client', 'barber', 'admin'];
const CUSTOMERS: readonly ChatbotRole[] = ['guest', 'client'];
const USERS: readonly ChatbotRole[] = ['client', 'barber', 'admin'];

export const FAQ_SEED_VERSION = 1;

export const DEFAULT_FAQS: readonly DefaultFaq[] = [
  // ---- registration
  {
    slug: 'registration-how',
    category: 'registration',
    roles: ['guest'],
    question: 'Come mi registro?',
    answer:
      "Tocca 'Registrati' in alto, inserisci nome, cognome, email, telefono e una password, poi conferma. Con l'account vedi i tuoi appuntamenti e ordini, li modifichi e puoi iscriverti alla lista d'attesa.",
    keywords: ['creare un account', 'fare la registrazione', 'iscrivermi al sito', 'nuovo account', 'registrazione'],
    since: 1,
  },
  {
    slug: 'registration-needed',
    category: 'registration',
    roles: ['guest'],
    question: 'Devo registrarmi per prenotare?',
    answer:
      "No: puoi prenotare come ospite dalla pagina 'Prenota' con nome, email e telefono. Ti arriva un'email con il link per gestire l'appuntamento. Con un account hai tutti i tuoi appuntamenti in un posto solo.",
    keywords: ['prenotare senza account', 'senza registrazione', 'obbligatorio registrarsi', 'serve un account', 'prenotare da ospite'],
    since: 1,
  },
  {
    slug: 'registration-password-reset',
    category: 'registration',
    roles: ALL,
    question: 'Ho dimenticato la password, cosa faccio?',
    answer:
      "Nella pagina 'Accedi' tocca 'Password dimenticata?' e inserisci la tua email: ricevi un link per sceglierne una nuova (vale 30 minuti).",
    keywords: ['password dimenticata', 'scordato la password', 'recuperare la password', 'reimpostare password', 'non ricordo la password', 'non riesco ad accedere'],
    since: 1,
  },
  {
    slug: 'registration-why',
    category: 'registration',
    roles: ['guest'],
    question: 'Che vantaggi ho con un account?',
    answer:
      "Con l'account vedi e modifichi i tuoi appuntamenti, segui gli ordini dello shop, ti iscrivi alla lista d'attesa e non devi reinserire i tuoi dati a ogni prenotazione.",
    keywords: ['perche registrarsi', 'vantaggi account', 'a cosa serve l account'],
    since: 1,
  },
  // ---- booking
  {
    slug: 'booking-how',
    category: 'booking',
    roles: CUSTOMERS,
    question: 'Come prenoto un appuntamento?',
    answer:
      "Apri 'Prenota', scegli il servizio, il barbiere (o 'Qualsiasi barbiere') e un orario libero, poi inserisci i tuoi dati e conferma. Puoi prenotare da oggi fino a 30 giorni avanti.",
    keywords: ['prenotare', 'fare una prenotazione', 'prendere appuntamento', 'fissare un appuntamento', 'prenotazione online', 'voglio prenotare'],
    since: 1,
  },
  {
    slug: 'booking-cancel',
    category: 'booking',
    roles: CUSTOMERS,
    question: 'Come cancello un appuntamento?',
    answer:
      "Puoi cancellarlo fino a 24 ore prima: dal tuo profilo (se hai un account) o dal link 'Gestisci appuntamento' nell'email di conferma. Dopo, chiamaci.",
    keywords: ['disdire', 'disdico', 'disdetta appuntamento', 'annullare appuntamento', 'annullare la prenotazione', 'cancellare la prenotazione', 'non posso venire', 'disdetta'],
    since: 1,
  },
  {
    slug: 'booking-change',
    category: 'booking',
    roles: CUSTOMERS,
    question: 'Posso spostare o modificare un appuntamento?',
    answer:
      "Sì, fino a 24 ore prima: dal tuo profilo o dal link 'Gestisci appuntamento' nell'email scegli un altro giorno, orario o servizio. Più tardi di così, chiamaci.",
    keywords: ['cambiare orario', 'spostare la prenotazione', 'cambiare data', 'cambiare giorno', 'spostare appuntamento', 'modificare prenotazione', 'rinviare'],
    since: 1,
  },
  {
    slug: 'booking-payment',
    category: 'booking',
    roles: CUSTOMERS,
    question: 'Come posso pagare?',
    answer:
      'Puoi pagare online con carta o TWINT al momento della prenotazione, oppure in negozio il giorno dell\'appuntamento. Anche gli ordini dello shop si pagano online o al ritiro.',
    keywords: ['metodi di pagamento', 'pagare con twint', 'pagare con la carta', 'contanti', 'carta di credito', 'si paga prima'],
    since: 1,
  },
  {
    slug: 'booking-waiting-list',
    category: 'booking',
    roles: CUSTOMERS,
    question: "Come funziona la lista d'attesa?",
    answer:
      "Se non trovi posto, iscriviti alla lista d'attesa (serve un account): scegli servizio, barbiere, giorni e fasce orarie. Quando si libera un posto adatto te lo teniamo 30 minuti e ti avvisiamo per email e SMS.",
    keywords: ['lista di attesa', 'avvisami se si libera', 'tutto pieno', 'nessun posto libero', 'posto che si libera'],
    since: 1,
  },
  {
    slug: 'booking-confirmation',
    category: 'booking',
    roles: CUSTOMERS,
    question: 'Come so che la prenotazione è confermata?',
    answer:
      "Dopo la conferma vedi il riepilogo e ricevi un'email con i dettagli, il file per il calendario e il link per gestire l'appuntamento. Controlla anche la cartella spam.",
    keywords: ['email di conferma', 'non mi e arrivata la conferma', 'conferma prenotazione', 'prenotazione andata a buon fine'],
    since: 1,
  },
  {
    slug: 'booking-late',
    category: 'booking',
    roles: CUSTOMERS,
    question: 'Cosa succede se arrivo in ritardo?',
    answer:
      'Se sei in ritardo chiamaci il prima possibile: se il barbiere ha il tempo, ti serve comunque; altrimenti ti aiutiamo a trovare un altro orario.',
    keywords: ['sono in ritardo', 'arrivo tardi', 'ritardo appuntamento'],
    since: 1,
  },
  {
    slug: 'booking-any-barber',
    category: 'booking',
    roles: CUSTOMERS,
    question: 'Posso prenotare senza scegliere il barbiere?',
    answer:
      "Sì: scegli 'Qualsiasi barbiere' e vedi tutti gli orari liberi del servizio; l'appuntamento va al barbiere libero a quell'ora.",
    keywords: ['qualsiasi barbiere', 'non importa il barbiere', 'un barbiere qualunque', 'chiunque sia libero'],
    since: 1,
  },
  {
    slug: 'booking-reminder',
    category: 'booking',
    roles: CUSTOMERS,
    question: 'Ricevo un promemoria prima dell\'appuntamento?',
    answer: 'Sì: ti mandiamo un promemoria per email il giorno prima e un SMS poco prima dell\'appuntamento, se hai lasciato il numero.',
    keywords: ['promemoria', 'ricordare appuntamento', 'notifica appuntamento', 'sms di ricordo'],
    since: 1,
  },
  // ---- profile
  {
    slug: 'profile-edit',
    category: 'profile',
    roles: USERS,
    question: 'Come modifico i miei dati?',
    answer: "Apri 'Profilo': puoi cambiare nome, cognome, telefono ed email e salvare. Per cambiare l'email serve la password attuale.",
    keywords: ['cambiare email', 'cambiare numero di telefono', 'aggiornare profilo', 'modificare profilo', 'dati personali'],
    since: 1,
  },
  {
    slug: 'profile-password',
    category: 'profile',
    roles: USERS,
    question: 'Come cambio la password?',
    answer: "In 'Profilo' inserisci la password attuale e la nuova, poi salva. Ti mandiamo un'email di conferma e gli altri dispositivi vengono disconnessi.",
    keywords: ['nuova password', 'modificare password', 'cambio password'],
    since: 1,
  },
  {
    slug: 'profile-photo',
    category: 'profile',
    roles: USERS,
    question: 'Come metto una foto profilo?',
    answer: "In 'Profilo' tocca la foto e scegli un'immagine JPG o PNG fino a 5 MB. Puoi anche rimuoverla.",
    keywords: ['immagine profilo', 'avatar', 'caricare foto'],
    since: 1,
  },
  {
    slug: 'profile-appointments',
    category: 'profile',
    roles: ['client'],
    question: 'Dove vedo i miei appuntamenti?',
    answer: "In 'Profilo', nella sezione appuntamenti: trovi i prossimi e quelli passati, e puoi modificarli o cancellarli fino a 24 ore prima.",
    keywords: ['storico appuntamenti', 'le mie prenotazioni', 'elenco appuntamenti'],
    since: 1,
  },
  {
    slug: 'profile-delete',
    category: 'profile',
    roles: USERS,
    question: 'Come cancello il mio account e i miei dati?',
    answer: "In 'Profilo' puoi scaricare i tuoi dati ed eliminare l'account. I dati che la legge ci obbliga a tenere (come le ricevute) restano per il tempo previsto.",
    keywords: ['eliminare account', 'cancellare i miei dati', 'privacy dati', 'esportare i dati', 'chiudere account'],
    since: 1,
  },
  // ---- admin
  {
    slug: 'admin-services',
    category: 'admin',
    roles: ['admin'],
    question: 'Come cambio prezzi e servizi?',
    answer: "Nel pannello 'Admin', scheda 'Servizi': aggiungi, modifica o disattiva un servizio con nome, prezzo e durata. I prezzi nuovi valgono subito per le nuove prenotazioni.",
    keywords: ['modificare prezzo', 'aggiungere servizio', 'listino prezzi admin', 'gestire servizi'],
    since: 1,
  },
  {
    slug: 'admin-hours',
    category: 'admin',
    roles: ['admin'],
    question: 'Come imposto gli orari del negozio e dei barbieri?',
    answer: "Nel pannello 'Admin' imposti gli orari di apertura del negozio; gli orari di ogni barbiere devono restare dentro quelli del negozio. Ferie e assenze si segnano nella scheda dei barbieri.",
    keywords: ['orari di apertura admin', 'cambiare orari', 'orari barbieri', 'impostare ferie', 'giorni di chiusura'],
    since: 1,
  },
  {
    slug: 'admin-stats',
    category: 'admin',
    roles: ['admin'],
    question: 'Dove vedo le statistiche?',
    answer: "Nel pannello 'Admin', scheda 'Statistiche': appuntamenti, incassi e prodotti per settimana, mese o anno, per tutti i barbieri o uno solo.",
    keywords: ['incassi', 'fatturato', 'report', 'andamento'],
    since: 1,
  },
  {
    slug: 'admin-subscription',
    category: 'admin',
    roles: ['admin'],
    question: 'Come gestisco il mio abbonamento?',
    answer: "Dalla pagina 'Abbonamento' vedi il piano attivo, l'uso del mese (email, SMS, barbieri) e puoi cambiare piano o il rinnovo automatico.",
    keywords: ['piano', 'abbonamento scaduto', 'cambiare piano', 'rinnovo'],
    since: 1,
  },
  {
    slug: 'admin-chatbot',
    category: 'admin',
    roles: ['admin'],
    question: "Come modifico le risposte dell'assistente?",
    answer: "Nel pannello 'Admin', scheda 'Assistente': modifichi le FAQ, vedi quanto sono utili e le domande a cui l'assistente non ha saputo rispondere, da trasformare in nuove FAQ.",
    keywords: ['faq chatbot', 'domande senza risposta', 'aggiungere faq', 'assistente virtuale admin'],
    since: 1,
  },
  {
    slug: 'admin-orders',
    category: 'admin',
    roles: ['admin'],
    question: 'Come gestisco gli ordini dello shop?',
    answer: "Nel pannello 'Admin', scheda degli ordini: vedi gli ordini, cambi lo stato (confermato, in lavorazione, consegnato...) e il cliente riceve l'aggiornamento.",
    keywords: ['ordini clienti', 'stato ordine admin', 'magazzino', 'prodotti admin'],
    since: 1,
  },
  // ---- barber
  {
    slug: 'barber-calendar',
    category: 'barber',
    roles: ['barber', 'admin'],
    question: 'Dove vedo i miei appuntamenti di oggi?',
    answer: "Nel pannello 'Barbiere' trovi il calendario del giorno e della settimana con i tuoi appuntamenti e i dati del cliente.",
    keywords: ['mio calendario', 'agenda', 'appuntamenti del giorno', 'clienti di oggi'],
    since: 1,
  },
  {
    slug: 'barber-status',
    category: 'barber',
    roles: ['barber', 'admin'],
    question: 'Come segno un appuntamento come completato o non presentato?',
    answer: "Nel pannello 'Barbiere' apri l'appuntamento e cambia lo stato: confermato, completato o non presentato.",
    keywords: ['cliente non si e presentato', 'completare appuntamento', 'stato appuntamento', 'no show'],
    since: 1,
  },
  {
    slug: 'barber-absence',
    category: 'barber',
    roles: ['barber', 'admin'],
    question: 'Come segno un\'assenza o le ferie?',
    answer: "Nel pannello 'Barbiere' aggiungi un'assenza per un giorno o qualche ora: quegli orari non vengono più offerti ai clienti.",
    keywords: ['bloccare orari', 'giorno libero', 'malattia', 'vacanza barbiere', 'chiudere agenda'],
    since: 1,
  },
  {
    slug: 'barber-move',
    category: 'barber',
    roles: ['barber', 'admin'],
    question: 'Posso spostare l\'appuntamento di un cliente?',
    answer: "Sì: dal calendario trascina o apri l'appuntamento e scegli un nuovo orario libero; il cliente riceve un'email con il nuovo orario.",
    keywords: ['spostare cliente', 'cambiare orario cliente', 'riprogrammare'],
    since: 1,
  },
  // ---- general
  {
    slug: 'general-shop-pickup',
    category: 'general',
    roles: ALL,
    question: 'Come funziona lo shop online?',
    answer: "Nello 'Shop' scegli i prodotti, paghi online o al ritiro e li ritiri in negozio quando l'ordine è pronto: ti avvisiamo per email.",
    keywords: ['comprare prodotti', 'ritiro in negozio', 'spedizione', 'ordinare prodotti', 'acquistare online'],
    since: 1,
  },
  {
    slug: 'general-work-with-us',
    category: 'general',
    roles: ALL,
    question: 'Cercate personale?',
    answer: "Se vuoi lavorare con noi, compila la candidatura nella pagina 'Lavora con noi' con i tuoi dati e qualche foto dei tuoi lavori.",
    keywords: ['lavora con noi', 'candidatura', 'lavoro', 'assumete', 'posizioni aperte', 'curriculum'],
    since: 1,
  },
  {
    slug: 'general-privacy',
    category: 'general',
    roles: ALL,
    question: 'Come usate i miei dati?',
    answer: "Usiamo i tuoi dati solo per gli appuntamenti, gli ordini e i messaggi che ci chiedi. Trovi tutto, anche per quanto tempo li teniamo, nella pagina 'Privacy'.",
    keywords: ['privacy', 'cookie', 'trattamento dati', 'gdpr', 'protezione dati'],
    since: 1,
  },
  {
    slug: 'general-kids',
    category: 'general',
    roles: CUSTOMERS,
    question: 'Tagliate i capelli anche ai bambini?',
    answer: "Sì, c'è il servizio per bambini: chiedimi 'quanto costa il taglio bambino?' per il prezzo aggiornato, o prenotalo dalla pagina 'Prenota'.",
    keywords: ['bambini', 'figlio piccolo', 'bimbo', 'ragazzini'],
    since: 1,
  },
  {
    slug: 'general-walk-in',
    category: 'general',
    roles: CUSTOMERS,
    question: 'Posso venire senza appuntamento?',
    answer: "Lavoriamo su appuntamento, così non aspetti. Se passi senza, ti serviamo se c'è un buco libero: chiedimi il primo posto libero di oggi.",
    keywords: ['senza prenotazione', 'passare direttamente', 'walk in', 'venire al volo'],
    since: 1,
  },
  // ---- technical
  {
    slug: 'technical-app-install',
    category: 'technical',
    roles: ALL,
    question: "Posso installare l'app sul telefono?",
    answer: "Sì: nel browser scegli 'Installa app' (o 'Aggiungi a schermata Home' su iPhone) e la trovi tra le tue app, anche offline.",
    keywords: ['app', 'scaricare app', 'applicazione', 'schermata home', 'iphone android'],
    since: 1,
  },
  {
    slug: 'technical-not-loading',
    category: 'technical',
    roles: ALL,
    question: 'Il sito non funziona, cosa faccio?',
    answer: 'Ricarica la pagina e controlla la connessione. Se il problema resta, prova un altro browser aggiornato o chiamaci: prendiamo la prenotazione al telefono.',
    keywords: ['errore', 'pagina bianca', 'non carica', 'bloccato', 'problema tecnico', 'bug'],
    since: 1,
  },
  {
    slug: 'technical-no-email',
    category: 'technical',
    roles: ALL,
    question: "Non ricevo le email, perché?",
    answer: "Controlla la cartella spam e che l'email nel profilo sia giusta. Se non arriva ancora, chiamaci e controlliamo noi.",
    keywords: ['email non arriva', 'nessuna email', 'spam', 'non ho ricevuto niente'],
    since: 1,
  },
  {
    slug: 'technical-payment-failed',
    category: 'technical',
    roles: CUSTOMERS,
    question: 'Il pagamento non è andato a buon fine, cosa faccio?',
    answer: "Se il pagamento con carta o TWINT non riesce, nessun importo viene addebitato: riprova o scegli di pagare in negozio. Se vedi un addebito senza conferma, chiamaci.",
    keywords: ['pagamento fallito', 'errore pagamento', 'twint non funziona', 'carta rifiutata', 'addebito'],
    since: 1,
  },
];

/** What an FAQ answer offers besides its text: where it leads (by slug, then by category). */
export const FAQ_ACTIONS: Readonly<Record<string, readonly ChatActionRow[]>> = {
  'registration-how': [{ label: 'Registrati', action: 'navigate', target: '/register' }],
  'registration-needed': [{ label: 'Prenota ora', action: 'navigate', target: '/guest-booking' }],
  'registration-password-reset': [{ label: 'Accedi', action: 'navigate', target: '/login' }],
  'registration-why': [{ label: 'Registrati', action: 'navigate', target: '/register' }],
  'booking-waiting-list': [{ label: "Lista d'attesa", action: 'navigate', target: '/waiting-list' }],
  'booking-cancel': [{ label: 'I miei appuntamenti', action: 'navigate', target: '/profile' }],
  'booking-change': [{ label: 'I miei appuntamenti', action: 'navigate', target: '/profile' }],
  'booking-late': [],
  'profile-edit': [{ label: 'Apri il profilo', action: 'navigate', target: '/profile' }],
  'profile-password': [{ label: 'Apri il profilo', action: 'navigate', target: '/profile' }],
  'profile-photo': [{ label: 'Apri il profilo', action: 'navigate', target: '/profile' }],
  'profile-appointments': [{ label: 'Apri il profilo', action: 'navigate', target: '/profile' }],
  'profile-delete': [{ label: 'Apri il profilo', action: 'navigate', target: '/profile' }],
  'admin-services': [{ label: 'Apri il pannello', action: 'navigate', target: '/admin' }],
  'admin-hours': [{ label: 'Apri il pannello', action: 'navigate', target: '/admin' }],
  'admin-stats': [{ label: 'Apri il pannello', action: 'navigate', target: '/admin' }],
  'admin-subscription': [{ label: 'Abbonamento', action: 'navigate', target: '/subscription' }],
  'admin-chatbot': [{ label: 'Apri il pannello', action: 'navigate', target: '/admin' }],
  'admin-orders': [{ label: 'Apri il pannello', action: 'navigate', target: '/admin' }],
  'barber-calendar': [{ label: 'Il mio calendario', action: 'navigate', target: '/barber' }],
  'barber-status': [{ label: 'Il mio calendario', action: 'navigate', target: '/barber' }],
  'barber-absence': [{ label: 'Il mio calendario', action: 'navigate', target: '/barber' }],
  'barber-move': [{ label: 'Il mio calendario', action: 'navigate', target: '/barber' }],
  'general-shop-pickup': [{ label: 'Vai allo shop', action: 'navigate', target: '/shop' }],
  'general-work-with-us': [{ label: 'Lavora con noi', action: 'navigate', target: '/work-with-us' }],
  'general-privacy': [{ label: 'Privacy', action: 'navigate', target: '/privacy-policy' }],
};

/** Entries whose next step is a person: the answer offers the shop's phone. */
export const FAQ_CALL = new Set(['booking-cancel', 'booking-change', 'booking-late', 'technical-not-loading', 'technical-no-email', 'technical-payment-failed']);

export const CATEGORY_ACTIONS: Readonly<Partial<Record<FaqCategory, readonly ChatActionRow[]>>> = {
  booking: [{ label: 'Prenota ora', action: 'navigate', target: '/guest-booking' }],
};

/**
 * The default answers that state the online change/cancel notice ('fino a 24 ore prima'): the shop's own notice
 * (its setting, ADR 0049) is said instead, so the assistant never promises what the rules refuse.
 */
export const NOTICE_FAQS = new Set(['booking-cancel', 'booking-change', 'profile-appointments']);
export const withNotice = (answer: string, hours: number) => answer.replaceAll('fino a 24 ore prima', `fino a ${hours} ore prima`);
