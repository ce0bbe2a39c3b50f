import type { Catalogue } from './catalogue';
import type { mailTextsIt } from './mail-it';

/** The emails, SMS and invitations in Swiss German (ADR 0066): 'Termin', 'Sie', no 'ß'. */
export const mailTextsDe = {
  layout: {
    hello: (firstName: string) => (firstName ? `Guten Tag ${firstName},` : 'Guten Tag,'),
    goodbye: 'Freundliche Grüsse',
    phone: (phone: string) => `Telefon ${phone}`,
    unsubscribeIntro: 'Sie möchten keine Erinnerungen und freiwilligen Hinweise mehr erhalten? Hier abmelden:',
    unsubscribeLink: 'abmelden',
    smsInfo: (phone: string) => ` Infos: ${phone}`,
  },
  rows: {
    service: 'Leistung',
    barber: 'Coiffeur',
    date: 'Datum',
    time: 'Uhrzeit',
    duration: 'Dauer',
    where: 'Ort',
    status: 'Status',
    reason: 'Grund',
    price: 'Preis',
    phone: 'Telefon',
    customer: 'Kunde',
    before: 'Vorher',
    when: 'Wann',
    order: 'Bestellung',
    total: 'Total',
  },
  minutes: (minutes: number) => `${minutes} Minuten`,
  at: (date: string, time: string) => `${date} um ${time} Uhr`,
  withBarber: (name: string) => ` bei ${name}`,
  appointmentStatus: {
    pending: 'Ausstehend',
    confirmed: 'Bestätigt',
    completed: 'Erledigt',
    cancelled: 'Abgesagt',
    no_show: 'Nicht erschienen',
  },
  manageAction: 'Termin verwalten',
  booking: {
    createdSubject: (service: string, when: string) => `Termin bestätigt: ${service}, ${when}`,
    modifiedSubject: (service: string, when: string) => `Termin geändert: ${service}, ${when}`,
    created: 'Ihr Termin ist bestätigt.',
    modified: 'Ihr Termin wurde geändert. Hier die neuen Angaben.',
    payInShop: 'Zahlung vor Ort',
    paidOnline: 'online bezahlt',
    manageLink: (hours: number) =>
      `Bis ${hours} Stunden vorher können Sie den Termin über diesen Link ansehen, verschieben oder absagen:`,
    personalLink: 'Der Link ist persönlich: Bitte nicht weiterleiten.',
    manageNoLink: (hours: number) =>
      `Bis ${hours} Stunden vorher können Sie den Termin auf der Seite «Meine Termine» ändern oder absagen oder sich beim Geschäft melden.`,
    attached: 'Im Anhang finden Sie den Termin für Ihren Kalender.',
    unsubscribe: 'Sie möchten keine Terminerinnerungen erhalten? Hier abmelden:',
    icsFile: 'termin.ics',
    icsBarber: (name: string) => `Coiffeur: ${name}`,
    icsPrice: (price: string) => `Preis: ${price}`,
    icsManage: (url: string) => `Verwalten: ${url}`,
  },
  reminder: {
    subject: (service: string, when: string) => `Erinnerung: ${service}, ${when}`,
    intro: (shop: string) => `wir erinnern Sie an Ihren Termin bei ${shop}.`,
    cantComeOffer:
      'Falls Sie nicht kommen können, melden Sie sich bitte so bald wie möglich: So können wir den Termin einer anderen Person anbieten.',
    cantCome: 'Falls Sie nicht kommen können, melden Sie sich bitte so bald wie möglich.',
    today: 'heute',
    onDay: (date: string) => `am ${date}`,
    sms: (day: string, time: string, service: string, barber: string) =>
      `Erinnerung an Ihren Termin ${day} um ${time} Uhr (${service} bei ${barber}).`,
  },
  staffChange: {
    movedSubject: (service: string, when: string) => `Termin verschoben: ${service}, ${when}`,
    moved: (before: string, withBarber: string) =>
      `das Geschäft hat Ihren Termin vom ${before}${withBarber} verschoben. Hier die neuen Angaben.`,
    cancelledSubject: (service: string, when: string) => `Termin abgesagt: ${service}, ${when}`,
    cancelled: 'das Geschäft hat Ihren Termin abgesagt. Wir entschuldigen uns für die Unannehmlichkeiten.',
    bookAgain: 'Neuen Termin buchen',
    statusSubject: (status: string) => `Termin aktualisiert: ${status}`,
    status: (status: string) => `der Status Ihres Termins ist jetzt: ${status}.`,
    questions: 'Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.',
  },
  conflict: {
    vacation: (barber: string) => `${barber} ist an diesem Tag in den Ferien`,
    hours: (barber: string) => `die Uhrzeit liegt nicht mehr in den Arbeitszeiten von ${barber}`,
    intro: (when: string, cause: string) =>
      `Ihr Termin vom ${when} kann nicht wie geplant stattfinden: ${cause}.`,
    pick: 'Bitte wählen Sie eine neue Uhrzeit. Wir entschuldigen uns für die Unannehmlichkeiten.',
    action: 'Neue Uhrzeit wählen',
    manage: (url: string) => `Sie können den Termin auch über Ihren persönlichen Link verschieben oder absagen: ${url}`,
    call: 'Wenn Sie möchten, rufen Sie uns an und wir finden gemeinsam eine neue Uhrzeit.',
    subject: (date: string) => `Bitte wählen Sie eine neue Uhrzeit für Ihren Termin vom ${date}`,
  },
  team: {
    created: 'Neue Buchung',
    cancelled: 'Termin abgesagt',
    moved: 'Termin verschoben',
    createdIntro: 'eine neue Buchung ist eingegangen.',
    cancelledIntro: 'ein Termin wurde abgesagt: Die Zeit ist wieder frei.',
    movedIntro: 'ein Termin wurde verschoben.',
    ownerCopy: (intro: string) => `Kopie für die Inhaberin oder den Inhaber: ${intro}`,
    openPanel: 'Bereich öffnen',
    line: (change: string, customer: string, when: string) => `${change}: ${customer}, ${when}`,
  },
  customerCancelled: {
    intro: 'Ihr Termin wurde wie gewünscht abgesagt.',
    bookAgain: 'Erneut buchen',
    seeYou: 'Wir freuen uns auf Ihren nächsten Besuch.',
    subject: (service: string, when: string) => `Termin abgesagt: ${service}, ${when}`,
  },
  offer: {
    intro: (shop: string) => `bei ${shop} ist ein Termin frei geworden, der zu Ihrem Eintrag auf der Warteliste passt.`,
    held: (until: string, url: string) =>
      `Wir reservieren ihn für Sie bis ${until} Uhr. Buchen mit einem Klick:\n${url}`,
    notInterested:
      'Wenn Sie kein Interesse haben, müssen Sie nichts tun: Danach geht der Termin an die nächste Person auf der Warteliste.',
    subject: (when: string) => `Ein Termin ist frei geworden: ${when}`,
    sms: (when: string, service: string, until: string, url: string) =>
      `ein Termin ist frei geworden: ${when} (${service}). Für Sie reserviert bis ${until} Uhr. Mit einem Klick buchen: ${url}`,
  },
  order: {
    pickupAt: 'Abholung im Geschäft:',
    pickup: 'Abholung im Geschäft.',
    total: (amount: string) => `Total: ${amount}`,
    payAtPickup: 'Zahlung: bei der Abholung im Geschäft',
    paidOnline: 'Zahlung: online erledigt',
    placedSubject: (number: string) => `Bestellung ${number} erhalten`,
    placed: (number: string) =>
      `vielen Dank für Ihre Bestellung ${number}. Wir melden uns, sobald sie zur Abholung bereitliegt.`,
    readySubject: (number: string) => `Bestellung ${number} liegt zur Abholung bereit`,
    statusSubject: (number: string, status: string) => `Bestellung ${number}: ${status}`,
    shipped: 'Ihre Bestellung liegt zur Abholung bereit! Wir freuen uns auf Ihren Besuch im Geschäft.',
    delivered: 'Ihre Bestellung wurde abgeholt. Vielen Dank und bis bald!',
    cancelled:
      'Ihre Bestellung wurde storniert. Falls Sie bereits online bezahlt haben, erhalten Sie den Betrag auf dieselbe Zahlungsart zurück.',
    status: (number: string, status: string) => `der Status Ihrer Bestellung ${number} ist jetzt: ${status}.`,
    statuses: {
      pending: 'Ausstehend',
      confirmed: 'Bestätigt',
      processing: 'In Bearbeitung',
      shipped: 'Zur Abholung bereit',
      delivered: 'Abgeholt',
      cancelled: 'Storniert',
    },
    newSubject: (number: string, total: string) => `Neue Bestellung ${number}: ${total}`,
    newIntro: (number: string) => `Neue Bestellung ${number} zur Abholung im Geschäft.`,
    newCustomer: (name: string, email: string, phone: string) => `Kunde: ${name}, ${email}, ${phone}`,
    manage: 'Die Bestellungen verwalten Sie im Adminbereich unter «Bestellungen».',
    lowSubjectOne: (name: string) => `Tiefer Lagerbestand: ${name}`,
    lowSubjectMany: (count: number) => `Tiefer Lagerbestand: ${count} Produkte`,
    lowIntro: 'Diese Produkte haben den Mindestbestand erreicht:',
    lowLine: (name: string, quantity: number, min: number) => `- ${name}: ${quantity} Stück (Minimum ${min})`,
    lowReorder: 'Bestellen Sie nach oder passen Sie das Lager unter «Produkte» an.',
  },
  account: {
    confirmSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    confirm: (link: string) =>
      `um zu bestätigen, dass diese Adresse Ihnen gehört, öffnen Sie bitte innert 24 Stunden diesen Link:\n${link}`,
    confirmAfter:
      'Nach der Bestätigung sehen Sie in Ihrem Konto auch die Buchungen und Bestellungen, die Sie als Gast mit dieser E-Mail-Adresse gemacht haben.',
    confirmOnce: 'Der Link gilt nur einmal. Falls Sie kein Konto eröffnet haben, ignorieren Sie diese E-Mail.',
    changedSubject: 'Ihr Passwort wurde geändert',
    changed: (url: string) =>
      `das Passwort Ihres Kontos wurde geändert. Falls Sie das nicht waren, setzen Sie das Passwort sofort unter ${url} zurück und melden Sie sich beim Geschäft.`,
    resetSubject: 'Passwort zurücksetzen',
    reset: (link: string) => `um ein neues Passwort zu wählen, öffnen Sie bitte innert 30 Minuten diesen Link:\n${link}`,
    resetOnce: 'Der Link gilt nur einmal. Falls Sie keine Änderung verlangt haben, ignorieren Sie diese E-Mail.',
    adminResetSubject: 'Ihr Passwort wurde zurückgesetzt',
    adminReset: (url: string) =>
      `das Passwort Ihres Kontos wurde von einer Administratorin oder einem Administrator des Geschäfts zurückgesetzt. ` +
      `Melden Sie sich mit dem neuen Passwort an, das man Ihnen mitgeteilt hat, und ändern Sie es danach in Ihrem Profil, ` +
      `oder wählen Sie unter ${url} ein neues.`,
    adminResetNotYou: 'Falls Sie das nicht verlangt haben, melden Sie sich beim Geschäft.',
    deletedSubject: 'Ihr Konto wurde gelöscht',
    deleted: 'Ihr Konto und Ihre Personendaten wurden gelöscht',
    deletedByShop: ' (auf Ihren Wunsch durch das Geschäft)',
    deletedRest: '. Vergangene Termine und Bestellungen bleiben anonymisiert in der Buchhaltung des Geschäfts.',
  },
} satisfies Catalogue<typeof mailTextsIt>;
