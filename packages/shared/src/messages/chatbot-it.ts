import type { Weekday } from '../domain/zoned-time';
import type { OrderStatus, ProductCategory } from '../domain/shop';
import { ORDER_STATUS_LABELS, PRODUCT_CATEGORY_LABELS } from '../domain/shop';
import { WEEKDAY_NAMES_IT } from './weekdays-it';

/**
 * The assistant's own texts (issue 16, issue 28 item 7, ADR 0067): the welcome, its suggestions, the live answers'
 * sentences and buttons. Italian is the reference (these are the texts the assistant always said); its siblings
 * chatbot-de/fr/en.ts are typed `Catalogue<typeof chatbotTextsIt>`. The shop's own content (service and product
 * names, the FAQ answers) is not here: it stays as the owner wrote it.
 */
export const chatbotTextsIt = {
  /** The locale of the dates the answers write ('lunedì 1 giugno'). */
  locale: 'it-CH',
  welcome: {
    hello: (firstName: string | null) => (firstName ? `Ciao ${firstName}!` : 'Ciao!'),
    me: (shopName: string | null) => `Sono l'Assistente Virtuale${shopName ? ` di ${shopName}` : ''}.`,
    admin:
      "Posso aiutarti con la gestione del negozio; nella scheda 'Assistente' del pannello vedi le domande a cui non ho saputo rispondere.",
    barber: 'Posso aiutarti con il tuo calendario, le assenze e gli appuntamenti dei clienti.',
    client:
      'Posso dirti prezzi, orari e il primo posto libero, e ricordarti il tuo prossimo appuntamento o lo stato del tuo ordine.',
    guest: 'Posso dirti prezzi, orari e il primo posto libero, e aiutarti a prenotare. Come posso aiutarti?',
  },
  /** The questions the assistant suggests that its live answers take (the FAQ ones come from the FAQ). */
  ask: {
    firstFree: 'Qual è il primo posto libero?',
    haircutPrice: 'Quanto costa un taglio?',
    hours: 'Quali sono gli orari di apertura?',
    nextAppointment: 'Quando è il mio prossimo appuntamento?',
    openNow: 'Siete aperti adesso?',
    where: 'Dove siete?',
    howToGetThere: 'Come arrivo da voi?',
    services: 'Quali servizi offrite?',
    freeToday: 'Avete posto oggi?',
    freeTomorrow: 'Avete posto domani?',
    products: 'Che prodotti avete?',
    beardProducts: 'Avete prodotti per la barba?',
    orderStatus: 'Qual è lo stato del mio ordine?',
    firstFreeFor: (service: string) => `Qual è il primo posto libero per ${service}?`,
    firstFreeShort: (service: string) => `Primo posto libero per ${service}`,
    priceOf: (service: string) => `Quanto costa ${service}?`,
    whenFree: (firstName: string) => `Quando è libero ${firstName}?`,
  },
  label: {
    bookNow: 'Prenota ora',
    book: 'Prenota',
    bookOnline: 'Prenota online',
    login: 'Accedi',
    register: 'Registrati',
    myAppointments: 'I miei appuntamenti',
    myOrders: 'I miei ordini',
    toShop: 'Vai allo shop',
    waitingList: "Lista d'attesa",
    whatsapp: 'Scrivici su WhatsApp',
    openProfile: 'Apri il profilo',
    openPanel: 'Apri il pannello',
    subscription: 'Abbonamento',
    myCalendar: 'Il mio calendario',
    workWithUs: 'Lavora con noi',
    privacy: 'Privacy',
    call: (phone: string) => `Chiama ${phone}`,
    bookService: (service: string) => `Prenota ${service}`,
    bookWith: (firstName: string) => `Prenota con ${firstName}`,
    bookAt: (time: string) => `Prenota alle ${time}`,
  },
  greeting: (shopName: string | null) =>
    `Ciao! Come posso aiutarti? Chiedimi pure prezzi, orari o il primo posto libero${shopName ? ` da ${shopName}` : ''}.`,
  thanks: 'Prego! Se ti serve altro, scrivimi pure.',
  feedbackThanks: 'Grazie per il tuo feedback!',
  notUnderstood: 'Mi dispiace, non ho capito la domanda.',
  fallback: (phone: string | null) =>
    `Mi dispiace, non ho capito la domanda. Forse cercavi una di queste risposte${phone ? ` oppure chiamaci al ${phone}` : ''}. Puoi anche riformulare la domanda.`,
  /** Before an FAQ answer the owner wrote only in Italian (ADR 0067): said in the asked language. */
  faqInItalian: 'Questa risposta è disponibile solo in italiano:',
  whatsappText: (shopName: string) => `Ciao! Ho una domanda per ${shopName}.`,
  sorry: (what: string, phone: string | null) =>
    phone ? `Mi dispiace, ${what}. Chiamaci al ${phone} e ti rispondiamo noi.` : `Mi dispiace, ${what}.`,
  missing: {
    priceList: 'al momento non ho il listino dei servizi',
    barbers: "non trovo l'elenco dei barbieri",
    hours: 'gli orari di apertura non sono ancora pubblicati',
    address: "non ho ancora l'indirizzo del negozio",
    contacts: 'non ho ancora i contatti del negozio',
    services: 'al momento non trovo servizi prenotabili',
  },
  today: 'oggi',
  tomorrow: 'domani',
  /** 'oggi, lunedì 1 giugno'. */
  relativeDay: (word: string, date: string) => `${word}, ${date}`,
  account: {
    loginForAppointments:
      "Per vedere i tuoi appuntamenti accedi al tuo account. Se hai prenotato come ospite, trovi il link 'Gestisci appuntamento' nell'email di conferma.",
    loginForOrders: 'Per vedere i tuoi ordini accedi al tuo account.',
    noAppointments: 'Non hai appuntamenti in programma.',
    nextAppointment: (service: string, barber: string, day: string, time: string, pending: boolean) =>
      `Il tuo prossimo appuntamento: ${service} con ${barber}, ${day} alle ${time}${pending ? ' (in attesa di conferma)' : ''}.`,
    noOrders: 'Non trovo ordini nel tuo account.',
    lastOrder: (orderNumber: string, when: string, total: string, status: string, open: boolean) =>
      `Il tuo ultimo ordine n. ${orderNumber} (${when}, ${total}) è nello stato «${status}».` +
      (open ? ' Ti avvisiamo per email quando cambia.' : ''),
    orderStatus: ORDER_STATUS_LABELS as Readonly<Record<OrderStatus, string>>,
  },
  catalog: {
    priceOne: (service: string, price: string, minutes: number) => `${service} costa ${price} e dura circa ${minutes} minuti.`,
    prices: 'Ecco i prezzi:',
    priceList: 'Ecco il nostro listino:',
    durationOne: (service: string, minutes: number, price: string) => `${service} dura circa ${minutes} minuti e costa ${price}.`,
    durations: 'Ecco le durate:',
    durationList: 'Ecco i nostri servizi con durata e prezzo:',
    services: 'Ecco i nostri servizi:',
    team: (names: string) => `Nel nostro team: ${names}. Puoi prenotare con uno di loro o scegliere 'Qualsiasi barbiere'.`,
    noneInCategory: (category: string) => `Al momento non abbiamo prodotti della categoria ${category} disponibili.`,
    inCategory: (category: string, lines: string, more: number) =>
      `Disponibili ora nella categoria ${category}:\n${lines}${more > 0 ? `\n…e altri ${more} nello shop.` : ''}\nLi ordini online e li ritiri in negozio.`,
    noProducts: 'Al momento non ci sono prodotti disponibili nello shop.',
    productList: (lines: string) =>
      `Prodotti disponibili nello shop:\n${lines}\nChiedimi una categoria (per esempio 'avete la cera?') per i dettagli.`,
    category: PRODUCT_CATEGORY_LABELS as Readonly<Record<ProductCategory, string>>,
    stock: { Disponibile: 'Disponibile', 'Scorte limitate': 'Scorte limitate', Esaurito: 'Esaurito' },
  },
  shop: {
    weekday: WEEKDAY_NAMES_IT as Readonly<Record<Weekday, string>>,
    closed: 'chiuso',
    openOn: (day: string, start: string, end: string) => `${day} siamo aperti dalle ${start} alle ${end}.`,
    closedOn: (day: string) => `${day} siamo chiusi.`,
    week: 'I nostri orari di apertura:',
    openNow: (end: string) => `Sì, adesso siamo aperti: oggi fino alle ${end}.`,
    closedNow: 'In questo momento siamo chiusi.',
    reopens: (day: string, time: string) => `In questo momento siamo chiusi. Riapriamo ${day} alle ${time}.`,
    address: (address: string) => `Ci trovi in ${address}.`,
    directions: (address: string, phone: string | null) =>
      `Siamo in ${address}: inserisci questo indirizzo nella tua app di mappe per il percorso a piedi, in auto o con i mezzi pubblici.` +
      (phone ? ` Per parcheggi e indicazioni sul posto chiamaci al ${phone}.` : ''),
    contact: (phone: string, email: string | null) => `Puoi chiamarci al ${phone}${email ? ` o scriverci a ${email}` : ''}.`,
    whatsapp: (phone: string) => `Certo: scrivici su WhatsApp al ${phone}, oppure chiamaci allo stesso numero.`,
  },
  slots: {
    notOffered: (barber: string, service: string) => `${barber} non offre ${service}. Vuoi il primo posto libero con un altro barbiere?`,
    outOfWindow: (days: number) => `Si può prenotare da oggi fino a ${days} giorni avanti: per quella data non posso ancora cercare.`,
    /** 'Taglio con Marco'. */
    withBarber: (service: string, barber: string | null) => `${service}${barber ? ` con ${barber}` : ''}`,
    none: (what: string, part: string, days: number) =>
      `Mi dispiace, non trovo posti liberi per ${what}${part} nei prossimi ${days} giorni. ` +
      "Puoi iscriverti alla lista d'attesa: ti avvisiamo quando si libera un posto.",
    missed: (wanted: string, part: string, what: string, day: string, time: string) =>
      `${wanted}${part} non c'è più posto per ${what}. Il primo posto libero dopo è ${day} alle ${time}`,
    found: (what: string, part: string, day: string, time: string) => `Il primo posto libero per ${what}${part} è ${day} alle ${time}`,
    with: (barber: string) => ` con ${barber}`,
    others: (times: string) => ` Altri orari liberi quel giorno: ${times}.`,
    guessed: (service: string) => ` (ho cercato per ${service}: dimmi un altro servizio se preferisci)`,
    part: {
      morning: 'di mattina',
      afternoon: 'di pomeriggio',
      evening: 'di sera',
      after: (time: string) => `dopo le ${time}`,
      before: (time: string) => `prima delle ${time}`,
      at: (time: string) => `dalle ${time}`,
    },
  },
};
