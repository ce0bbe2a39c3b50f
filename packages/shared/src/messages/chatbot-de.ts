import type { Catalogue } from './catalogue';
import type { chatbotTextsIt } from './chatbot-it';
import { productCategoriesDe } from './product-categories-de';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** chatbot-it.ts in German, as the Swiss write it: 'Termin', 'Coiffeur', no 'ß', 'Sie'. */
export const chatbotTextsDe: Catalogue<typeof chatbotTextsIt> = {
  locale: 'de-CH',
  welcome: {
    hello: (firstName) => (firstName ? `Grüezi ${firstName}!` : 'Grüezi!'),
    me: (shopName) => `Ich bin der virtuelle Assistent${shopName ? ` von ${shopName}` : ''}.`,
    admin:
      "Ich helfe Ihnen bei der Verwaltung des Geschäfts; im Tab 'Assistent' des Panels sehen Sie die Fragen, die ich nicht beantworten konnte.",
    barber: 'Ich helfe Ihnen bei Ihrem Kalender, den Abwesenheiten und den Terminen Ihrer Kundschaft.',
    client:
      'Ich nenne Ihnen Preise, Öffnungszeiten und den nächsten freien Termin und erinnere Sie an Ihren nächsten Termin oder an den Stand Ihrer Bestellung.',
    guest: 'Ich nenne Ihnen Preise, Öffnungszeiten und den nächsten freien Termin und helfe Ihnen beim Buchen. Wie kann ich helfen?',
  },
  ask: {
    firstFree: 'Wann ist der nächste freie Termin?',
    haircutPrice: 'Was kostet ein Haarschnitt?',
    hours: 'Wie sind die Öffnungszeiten?',
    nextAppointment: 'Wann ist mein nächster Termin?',
    openNow: 'Haben Sie jetzt geöffnet?',
    where: 'Wo finde ich Sie?',
    howToGetThere: 'Wie komme ich zu Ihnen?',
    services: 'Welche Dienstleistungen bieten Sie an?',
    freeToday: 'Haben Sie heute noch etwas frei?',
    freeTomorrow: 'Haben Sie morgen etwas frei?',
    products: 'Welche Produkte haben Sie?',
    beardProducts: 'Haben Sie Produkte für den Bart?',
    orderStatus: 'Wo ist meine Bestellung?',
    firstFreeFor: (service) => `Wann ist der nächste freie Termin für ${service}?`,
    firstFreeShort: (service) => `Nächster freier Termin für ${service}`,
    priceOf: (service) => `Was kostet ${service}?`,
    whenFree: (firstName) => `Wann hat ${firstName} Zeit?`,
  },
  label: {
    bookNow: 'Jetzt buchen',
    book: 'Buchen',
    bookOnline: 'Online buchen',
    login: 'Anmelden',
    register: 'Registrieren',
    myAppointments: 'Meine Termine',
    myOrders: 'Meine Bestellungen',
    toShop: 'Zum Shop',
    waitingList: 'Warteliste',
    whatsapp: 'Auf WhatsApp schreiben',
    openProfile: 'Profil öffnen',
    openPanel: 'Panel öffnen',
    subscription: 'Abonnement',
    myCalendar: 'Mein Kalender',
    workWithUs: 'Arbeiten bei uns',
    privacy: 'Datenschutz',
    call: (phone) => `Anrufen: ${phone}`,
    bookService: (service) => `${service} buchen`,
    bookWith: (firstName) => `Bei ${firstName} buchen`,
    bookAt: (time) => `Um ${time} Uhr buchen`,
  },
  greeting: (shopName) =>
    `Grüezi! Wie kann ich helfen? Fragen Sie mich nach Preisen, Öffnungszeiten oder dem nächsten freien Termin${shopName ? ` bei ${shopName}` : ''}.`,
  thanks: 'Gern geschehen! Wenn Sie noch etwas brauchen, schreiben Sie mir einfach.',
  feedbackThanks: 'Danke für Ihr Feedback!',
  notUnderstood: 'Entschuldigung, ich habe die Frage nicht verstanden.',
  fallback: (phone) =>
    `Entschuldigung, ich habe die Frage nicht verstanden. Vielleicht suchen Sie eine dieser Antworten${phone ? `, oder rufen Sie uns unter ${phone} an` : ''}. Sie können die Frage auch anders formulieren.`,
  faqInItalian: 'Diese Antwort gibt es nur auf Italienisch:',
  whatsappText: (shopName) => `Grüezi! Ich habe eine Frage an ${shopName}.`,
  sorry: (what, phone) =>
    phone ? `Entschuldigung, ${what}. Rufen Sie uns unter ${phone} an, wir helfen Ihnen gerne.` : `Entschuldigung, ${what}.`,
  missing: {
    priceList: 'im Moment habe ich die Preisliste nicht',
    barbers: 'ich finde die Liste der Coiffeure nicht',
    hours: 'die Öffnungszeiten sind noch nicht veröffentlicht',
    address: 'ich habe die Adresse des Geschäfts noch nicht',
    contacts: 'ich habe die Kontaktdaten des Geschäfts noch nicht',
    services: 'im Moment finde ich keine buchbaren Dienstleistungen',
  },
  today: 'heute',
  tomorrow: 'morgen',
  relativeDay: (word, date) => `${word} (${date})`,
  account: {
    loginForAppointments:
      "Melden Sie sich an, um Ihre Termine zu sehen. Wenn Sie als Gast gebucht haben, finden Sie den Link 'Termin verwalten' in der Bestätigungs-E-Mail.",
    loginForOrders: 'Melden Sie sich an, um Ihre Bestellungen zu sehen.',
    noAppointments: 'Sie haben keine geplanten Termine.',
    nextAppointment: (service, barber, day, time, pending) =>
      `Ihr nächster Termin: ${service} bei ${barber}, ${day} um ${time} Uhr${pending ? ' (noch nicht bestätigt)' : ''}.`,
    noOrders: 'Ich finde keine Bestellungen in Ihrem Konto.',
    lastOrder: (orderNumber, when, total, status, open) =>
      `Ihre letzte Bestellung Nr. ${orderNumber} (${when}, ${total}) hat den Status «${status}».` +
      (open ? ' Wir informieren Sie per E-Mail, sobald er sich ändert.' : ''),
    orderStatus: {
      pending: 'Ausstehend',
      confirmed: 'Bestätigt',
      processing: 'In Bearbeitung',
      shipped: 'Abholbereit',
      delivered: 'Abgeholt',
      cancelled: 'Storniert',
    },
  },
  catalog: {
    priceOne: (service, price, minutes) => `${service} kostet ${price} und dauert etwa ${minutes} Minuten.`,
    prices: 'Hier die Preise:',
    priceList: 'Hier unsere Preisliste:',
    durationOne: (service, minutes, price) => `${service} dauert etwa ${minutes} Minuten und kostet ${price}.`,
    durations: 'So lange dauert es:',
    durationList: 'Hier unsere Dienstleistungen mit Dauer und Preis:',
    services: 'Hier unsere Dienstleistungen:',
    team: (names) => `In unserem Team: ${names}. Sie können bei einer dieser Personen buchen oder 'Beliebiger Coiffeur' wählen.`,
    noneInCategory: (category) => `Im Moment haben wir keine Produkte der Kategorie ${category} an Lager.`,
    inCategory: (category, lines, more) =>
      `Jetzt an Lager in der Kategorie ${category}:\n${lines}${more > 0 ? `\n…und ${more} weitere im Shop.` : ''}\nSie bestellen online und holen im Geschäft ab.`,
    noProducts: 'Im Moment sind im Shop keine Produkte verfügbar.',
    productList: (lines) =>
      `Im Shop verfügbare Produkte:\n${lines}\nFragen Sie nach einer Kategorie (zum Beispiel 'Haben Sie Haarwachs?'), um die Details zu sehen.`,
    category: productCategoriesDe,
    stock: { Disponibile: 'Verfügbar', 'Scorte limitate': 'Nur noch wenige', Esaurito: 'Ausverkauft' },
  },
  shop: {
    weekday: {
      monday: 'Montag',
      tuesday: 'Dienstag',
      wednesday: 'Mittwoch',
      thursday: 'Donnerstag',
      friday: 'Freitag',
      saturday: 'Samstag',
      sunday: 'Sonntag',
    },
    closed: 'geschlossen',
    openOn: (day, start, end) => `${day} haben wir von ${start} bis ${end} Uhr geöffnet.`,
    closedOn: (day) => `${day} haben wir geschlossen.`,
    week: 'Unsere Öffnungszeiten:',
    openNow: (end) => `Ja, wir haben jetzt geöffnet: heute bis ${end} Uhr.`,
    closedNow: 'Im Moment haben wir geschlossen.',
    reopens: (day, time) => `Im Moment haben wir geschlossen. Wir öffnen wieder ${day} um ${time} Uhr.`,
    address: (address) => `Unsere Adresse: ${address}.`,
    directions: (address, phone) =>
      `Unsere Adresse ist ${address}: Geben Sie sie in Ihrer Karten-App ein, für den Weg zu Fuss, mit dem Auto oder mit dem ÖV.` +
      (phone ? ` Für Parkplätze und den Weg vor Ort rufen Sie uns unter ${phone} an.` : ''),
    contact: (phone, email) => `Sie erreichen uns unter ${phone}${email ? ` oder per E-Mail an ${email}` : ''}.`,
    whatsapp: (phone) => `Gerne: Schreiben Sie uns auf WhatsApp unter ${phone}, oder rufen Sie uns unter derselben Nummer an.`,
  },
  slots: {
    notOffered: (barber, service) => `${barber} bietet ${service} nicht an. Möchten Sie den nächsten freien Termin bei einem anderen Coiffeur?`,
    outOfWindow: (days) => `Buchen können Sie ab heute bis ${days} Tage im Voraus: Für dieses Datum kann ich noch nicht suchen.`,
    withBarber: (service, barber) => `${service}${barber ? ` bei ${barber}` : ''}`,
    none: (what, part, days) =>
      `Entschuldigung, ich finde in den nächsten ${days} Tagen keinen freien Termin für ${what}${part}. ` +
      'Sie können sich auf die Warteliste setzen: Wir melden uns, sobald ein Termin frei wird.',
    missed: (wanted, part, what, day, time) =>
      `${capital(wanted)}${part} ist für ${what} nichts mehr frei. Der nächste freie Termin danach ist ${day} um ${time} Uhr`,
    found: (what, part, day, time) => `Der nächste freie Termin für ${what}${part} ist ${day} um ${time} Uhr`,
    with: (barber) => ` bei ${barber}`,
    others: (times) => ` Weitere freie Zeiten an diesem Tag: ${times}.`,
    guessed: (service) => ` (ich habe für ${service} gesucht: Nennen Sie mir gerne eine andere Dienstleistung)`,
    part: {
      morning: 'am Vormittag',
      afternoon: 'am Nachmittag',
      evening: 'am Abend',
      after: (time) => `nach ${time} Uhr`,
      before: (time) => `vor ${time} Uhr`,
      at: (time) => `ab ${time} Uhr`,
    },
  },
};
