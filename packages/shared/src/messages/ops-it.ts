/**
 * The shop's everyday texts that were still Italian only (ADR 0072), in Italian as the modules wrote them (the
 * spec's, verbatim): the barber's schedule-update email, the contact and job-application emails, the reminder's
 * live notice, the walk-in queue's statuses and usage alerts. Their German, French and English siblings
 * (ops-de.ts, ops-fr.ts, ops-en.ts) are typed `Catalogue<typeof opsTextsIt>`. An email's greeting, goodbye and
 * signature come from the mail layout (mail-*.ts).
 */
export const opsTextsIt = {
  weekdays: {
    monday: 'Lunedì',
    tuesday: 'Martedì',
    wednesday: 'Mercoledì',
    thursday: 'Giovedì',
    friday: 'Venerdì',
    saturday: 'Sabato',
    sunday: 'Domenica',
  },
  /** To a barber after the owner changed their hours or vacations (notifications, issue 13). */
  schedule: {
    subject: 'I tuoi orari sono stati aggiornati',
    intro: 'i tuoi orari di lavoro sono stati aggiornati. Ecco la settimana attuale:',
    closed: (day: string) => `${day}: chiuso`,
    day: (day: string, start: string, end: string, pause: string) => `${day}: ${start}-${end}${pause}`,
    pause: (start: string, end: string) => `, pausa ${start}-${end}`,
    vacations: 'Vacanze:',
    vacation: (from: string, to: string) => `- dal ${from} al ${to}`,
    noVacation: '- nessuna vacanza in programma',
    check: (url: string) => `Puoi controllarli nel tuo pannello: ${url}`,
  },
  /** Shared by the request's and the application's detail rows. */
  rows: {
    name: 'Nome',
    salon: 'Salone',
    service: 'Servizio',
    date: 'Data',
    time: 'Ora',
    phone: 'Telefono',
    email: 'Email',
  },
  /** The marketing page's demo and consultation requests (ADR 0025). */
  contact: {
    services: {
      taglio: 'Taglio e Styling',
      barba: 'Barba e Grooming',
      colore: 'Colorazione',
      trattamenti: 'Trattamenti Speciali',
      skincare: 'Skin Care',
      altro: 'Altro',
    },
    demoOwnerSubject: (who: string) => `Nuova richiesta di demo: ${who}`,
    consultationOwnerSubject: (name: string) => `Nuova richiesta di consulenza: ${name}`,
    demoOwner: 'È arrivata una nuova richiesta di demo del sistema di prenotazione dalla pagina marketing.',
    consultationOwner: 'È arrivata una nuova richiesta di consulenza gratuita.',
    message: (quoted: string) => `Messaggio:\n${quoted}`,
    inPanel: 'La trovi anche nel pannello di amministrazione, scheda Richieste.',
    demoSubject: 'Abbiamo ricevuto la tua richiesta di demo',
    consultationSubject: 'Abbiamo ricevuto la tua richiesta di consulenza',
    demoThanks:
      'grazie per l’interesse nel nostro sistema di prenotazione. Ti contatteremo entro due giorni lavorativi per fissare la demo.',
    consultationThanks:
      'grazie per la tua richiesta di consulenza gratuita. Ti richiameremo presto per confermare l’appuntamento.',
    notYou: 'Se non hai inviato tu questa richiesta, ignora questa email.',
  },
  /** The job application (001 section 7, ADR 0024). */
  application: {
    ownerSubject: (name: string) => `Nuova candidatura: ${name}`,
    ownerIntro: 'È arrivata una nuova candidatura spontanea dalla pagina "Lavora con Noi".',
    candidate: 'Candidato',
    nationality: 'Nazionalità',
    address: 'Indirizzo',
    workPermit: 'Permesso di lavoro',
    maritalStatus: 'Stato civile',
    children: 'Figli',
    childrenNumber: 'Numero di figli',
    notApplicable: 'N/A',
    date: 'Data candidatura',
    photos: 'Foto del portfolio',
    photosSent: 'Foto inviate',
    workPermits: { si: 'Sì', no: 'No', 'in-corso': 'In corso' },
    maritalStatuses: {
      'celibe-nubile': 'Celibe/Nubile',
      sposato: 'Sposato/a',
      divorziato: 'Divorziato/a',
      vedovo: 'Vedovo/a',
    },
    hasChildren: { si: 'Sì', no: 'No' },
    /** The one platform without a brand name. */
    otherPlatform: 'Altro',
    noSocial: 'Nessuno',
    social: (lines: string) => `Profili social:\n${lines}`,
    photoLinks: (lines: string) => `Foto del portfolio:\n${lines}`,
    inPanel: (url: string) => `Tutte le candidature sono anche nel pannello di amministrazione, scheda "Candidature":\n${url}`,
    deletedAfter: 'La candidatura e le foto vengono eliminate automaticamente 90 giorni dopo l’invio.',
    subject: (shop: string) => `Abbiamo ricevuto la tua candidatura - ${shop}`,
    thanks: (shop: string) =>
      `grazie per aver inviato la tua candidatura a ${shop}! La valuteremo con attenzione e ti contatteremo presto.`,
    privacy:
      'Useremo i tuoi dati solo per valutare la candidatura e non li condivideremo con terzi. La candidatura e le foto vengono eliminate automaticamente dopo 90 giorni.',
  },
  /** The live notice in the client's open app when a reminder goes (in the booking's language). */
  reminderNotice: (service: string, barber: string, date: string, time: string) =>
    `Promemoria: ${service} con ${barber}, ${date} alle ${time}.`,
  /** The walk-in queue's statuses as the staff's messages name them. */
  walkIn: {
    statuses: {
      waiting: 'In attesa',
      called: 'Chiamato',
      in_service: 'In servizio',
      done: 'Fatto',
      no_show: 'Non presente',
    },
    transition: (from: string, to: string) => `Non si può passare da «${from}» a «${to}»`,
  },
  /** The plan's usage alerts (000 section 8), with the resource's name from the plan-limit texts. */
  usage: {
    over: (resource: string, percentage: number) => `Limite ${resource} raggiunto (${percentage}%)`,
    high: (resource: string, percentage: number) => `Utilizzo ${resource} elevato (${percentage}%)`,
  },
};
