import { APPOINTMENT_STATUS_LABELS } from '../domain/appointment-rules';
import { ORDER_STATUS_LABELS } from '../domain/shop';

/**
 * The texts of the server's emails, SMS and .ics invitations in Italian (the spec's, verbatim), the reference of
 * their German, French and English siblings (mail-de.ts, mail-fr.ts, mail-en.ts, ADR 0066). A message is written
 * in its recipient's language: the one its booking, order, request or account recorded. Values (names, dates
 * already written in the language, amounts) come in as arguments.
 */
export const mailTextsIt = {
  /** The layout (notifications/templates/layout.ts): greeting, goodbye, signature, unsubscribe footer. */
  layout: {
    hello: (firstName: string) => (firstName ? `Ciao ${firstName},` : 'Ciao,'),
    goodbye: 'A presto!',
    phone: (phone: string) => `Tel. ${phone}`,
    unsubscribeIntro: 'Non vuoi più ricevere promemoria e avvisi facoltativi? Annulla l’iscrizione:',
    unsubscribeLink: 'annulla l’iscrizione',
    /** The SMS signature's phone. */
    smsInfo: (phone: string) => ` Info: ${phone}`,
  },
  /** Labels of the detail rows. */
  rows: {
    service: 'Servizio',
    barber: 'Barbiere',
    date: 'Data',
    time: 'Ora',
    duration: 'Durata',
    where: 'Dove',
    status: 'Stato',
    reason: 'Motivo',
    price: 'Prezzo',
    phone: 'Telefono',
    customer: 'Cliente',
    before: 'Prima',
    when: 'Quando',
    order: 'Ordine',
    total: 'Totale',
  },
  minutes: (minutes: number) => `${minutes} minuti`,
  /** "mercoledì, 3 giugno 2026 alle 14:30" */
  at: (date: string, time: string) => `${date} alle ${time}`,
  /** " con Marco Rossi", after a time. */
  withBarber: (name: string) => ` con ${name}`,
  /** The statuses as the app names them everywhere (one list, the domain's). */
  appointmentStatus: APPOINTMENT_STATUS_LABELS,
  manageAction: 'Gestisci il tuo appuntamento',
  booking: {
    createdSubject: (service: string, when: string) => `Prenotazione confermata: ${service}, ${when}`,
    modifiedSubject: (service: string, when: string) => `Appuntamento modificato: ${service}, ${when}`,
    created: 'la tua prenotazione è confermata.',
    modified: 'il tuo appuntamento è stato modificato. Ecco i nuovi dettagli.',
    payInShop: 'pagamento in sede',
    paidOnline: 'pagato online',
    manageLink: (hours: number) =>
      `Puoi vedere, spostare o cancellare l'appuntamento fino a ${hours} ore prima da questo link:`,
    personalLink: 'Il link è personale: non inoltrarlo.',
    manageNoLink: (hours: number) =>
      `Puoi modificare o cancellare l'appuntamento fino a ${hours} ore prima dalla pagina 'I tuoi appuntamenti' oppure contattando il negozio.`,
    attached: "In allegato trovi l'appuntamento da aggiungere al tuo calendario.",
    unsubscribe: 'Non vuoi ricevere i promemoria degli appuntamenti? Annulla l’iscrizione:',
    icsFile: 'appuntamento.ics',
    icsBarber: (name: string) => `Barbiere: ${name}`,
    icsPrice: (price: string) => `Prezzo: ${price}`,
    icsManage: (url: string) => `Gestisci: ${url}`,
  },
  reminder: {
    subject: (service: string, when: string) => `Promemoria: ${service}, ${when}`,
    intro: (shop: string) => `ti ricordiamo il tuo appuntamento da ${shop}.`,
    cantComeOffer: 'Se non puoi venire, avvisaci il prima possibile: il posto potrà essere offerto a un altro cliente.',
    cantCome: 'Se non puoi venire, avvisaci il prima possibile.',
    today: 'oggi',
    onDay: (date: string) => `il ${date}`,
    sms: (day: string, time: string, service: string, barber: string) =>
      `promemoria del tuo appuntamento ${day} alle ${time} (${service} con ${barber}).`,
  },
  staffChange: {
    movedSubject: (service: string, when: string) => `Appuntamento spostato: ${service}, ${when}`,
    moved: (before: string, withBarber: string) =>
      `il negozio ha spostato il tuo appuntamento del ${before}${withBarber}. Ecco i nuovi dettagli.`,
    cancelledSubject: (service: string, when: string) => `Appuntamento cancellato: ${service}, ${when}`,
    cancelled: 'il negozio ha cancellato il tuo appuntamento. Ci scusiamo per il disagio.',
    bookAgain: 'Prenota un nuovo appuntamento',
    statusSubject: (status: string) => `Appuntamento aggiornato: ${status}`,
    status: (status: string) => `lo stato del tuo appuntamento è ora: ${status}.`,
    questions: 'Per qualsiasi domanda rispondi a questa email o chiamaci.',
  },
  conflict: {
    vacation: (barber: string) => `${barber} sarà in vacanza quel giorno`,
    hours: (barber: string) => `l'orario non rientra più negli orari di lavoro di ${barber}`,
    intro: (when: string, cause: string) =>
      `il tuo appuntamento del ${when} non può più essere svolto come previsto: ${cause}.`,
    pick: 'Ti chiediamo di scegliere un nuovo orario. Ci scusiamo per il disagio.',
    action: 'Scegli un nuovo orario',
    manage: (url: string) => `Puoi anche spostare o cancellare questo appuntamento dal tuo link personale: ${url}`,
    call: 'Se preferisci, chiamaci e troviamo insieme un nuovo orario.',
    subject: (date: string) => `Scegli un nuovo orario per il tuo appuntamento del ${date}`,
  },
  team: {
    created: 'Nuova prenotazione',
    cancelled: 'Appuntamento cancellato',
    moved: 'Appuntamento spostato',
    createdIntro: 'è arrivata una nuova prenotazione.',
    cancelledIntro: 'un appuntamento è stato cancellato: l’orario è di nuovo libero.',
    movedIntro: 'un appuntamento è stato spostato.',
    ownerCopy: (intro: string) => `copia per il titolare: ${intro}`,
    openPanel: 'Apri il pannello',
    line: (change: string, customer: string, when: string) => `${change}: ${customer}, ${when}`,
  },
  customerCancelled: {
    intro: 'il tuo appuntamento è stato cancellato come richiesto.',
    bookAgain: 'Prenota di Nuovo',
    seeYou: 'Ti aspettiamo presto.',
    subject: (service: string, when: string) => `Appuntamento cancellato: ${service}, ${when}`,
  },
  offer: {
    intro: (shop: string) => `si è liberato un posto che corrisponde alla tua richiesta in lista d'attesa da ${shop}.`,
    held: (until: string, url: string) =>
      `Lo teniamo riservato per te fino alle ${until}. Per prenotarlo basta un tocco:\n${url}`,
    notInterested:
      "Se non ti interessa non devi fare nulla: allo scadere il posto passa alla prossima persona in lista d'attesa.",
    subject: (when: string) => `Si è liberato un posto: ${when}`,
    sms: (when: string, service: string, until: string, url: string) =>
      `si è liberato un posto ${when} (${service}). Riservato per te fino alle ${until}. Prenota con un tocco: ${url}`,
  },
  order: {
    pickupAt: 'Ritiro in negozio:',
    pickup: 'Ritiro in negozio.',
    total: (amount: string) => `Totale: ${amount}`,
    payAtPickup: 'Pagamento: al ritiro in negozio',
    paidOnline: 'Pagamento: completato online',
    placedSubject: (number: string) => `Ordine ${number} ricevuto`,
    placed: (number: string) => `grazie per il tuo ordine ${number}. Ti scriveremo quando sarà pronto per il ritiro.`,
    readySubject: (number: string) => `Ordine ${number} pronto per il ritiro`,
    statusSubject: (number: string, status: string) => `Ordine ${number}: ${status}`,
    shipped: 'il tuo ordine è pronto per il ritiro! Ti aspettiamo in negozio.',
    delivered: 'il tuo ordine è stato ritirato. Grazie e a presto!',
    cancelled:
      "il tuo ordine è stato annullato. Se l'avevi già pagato online, riceverai il rimborso sullo stesso metodo di pagamento.",
    status: (number: string, status: string) => `lo stato del tuo ordine ${number} è ora: ${status}.`,
    statuses: ORDER_STATUS_LABELS,
    newSubject: (number: string, total: string) => `Nuovo ordine ${number}: ${total}`,
    newIntro: (number: string) => `Nuovo ordine ${number} da ritirare in negozio.`,
    newCustomer: (name: string, email: string, phone: string) => `Cliente: ${name}, ${email}, ${phone}`,
    manage: 'Gestisci gli ordini nella scheda Ordini del pannello admin.',
    lowSubjectOne: (name: string) => `Stock basso: ${name}`,
    lowSubjectMany: (count: number) => `Stock basso: ${count} prodotti`,
    lowIntro: 'Questi prodotti sono arrivati alla scorta minima:',
    lowLine: (name: string, quantity: number, min: number) => `- ${name}: ${quantity} pezzi (minimo ${min})`,
    lowReorder: 'Riordina o aggiorna il magazzino nella scheda Prodotti.',
  },
  account: {
    confirmSubject: 'Conferma la tua email',
    confirm: (link: string) => `per confermare che questo indirizzo è tuo apri questo link entro 24 ore:\n${link}`,
    confirmAfter:
      'Dopo la conferma vedrai nel tuo account anche le prenotazioni e gli ordini fatti come ospite con questa email.',
    confirmOnce: "Il link vale una volta sola. Se non hai creato tu l'account, ignora questa email.",
    changedSubject: 'La tua password è stata cambiata',
    changed: (url: string) =>
      `la password del tuo account è stata cambiata. Se non sei stato tu, reimposta subito la password da ${url} e contatta il negozio.`,
    resetSubject: 'Reimposta la tua password',
    reset: (link: string) => `per scegliere una nuova password apri questo link entro 30 minuti:\n${link}`,
    resetOnce: 'Il link vale una volta sola. Se non hai chiesto tu il cambio, ignora questa email.',
    adminResetSubject: 'La tua password è stata reimpostata',
    adminReset: (url: string) =>
      `la password del tuo account è stata reimpostata da un amministratore del negozio. ` +
      `Accedi con la nuova password che ti è stata comunicata e poi cambiala dal tuo profilo, oppure scegline una ` +
      `nuova da ${url}.`,
    adminResetNotYou: 'Se non hai chiesto tu il ripristino, contatta il negozio.',
    deletedSubject: 'Il tuo account è stato eliminato',
    deleted: 'il tuo account e i tuoi dati personali sono stati eliminati',
    deletedByShop: ' su tua richiesta dal negozio',
    deletedRest: '. Gli appuntamenti e gli ordini passati restano nella contabilità del negozio in forma anonima.',
  },
};

export type MailTexts = typeof mailTextsIt;
