import { CONSULTATION_SERVICES, type ConsultationService } from '@barber/shared/domain/contact';

/** Texts of the 'Consulenza Gratuita' dialog (001 sections 2, 4, 5; issue 15 item 4). */
export const consultation = {
  title: 'Consulenza Gratuita',
  close: 'Chiudi',
  stepOf: (step: number, total: number) => `Passo ${step} di ${total}`,
  steps: ['Servizio', 'Data e ora', 'Contatti', 'Dettagli'] as const,
  summaryStep: 'Riepilogo',
  serviceQuestion: 'Di quale servizio vuoi parlare?',
  /** The choices of step 1 by their codes: the shared list's labels, shown in the page's language. */
  services: Object.fromEntries(CONSULTATION_SERVICES.map((s) => [s.key, s.label])) as Record<ConsultationService, string>,
  dateLabel: 'Giorno preferito',
  timeLegend: 'Orario preferito',
  morning: 'Mattina',
  afternoon: 'Pomeriggio',
  contactIntro: 'Come possiamo contattarti?',
  name: 'Nome e cognome',
  phone: 'Telefono',
  phoneHint: 'Ti richiamiamo a questo numero per confermare.',
  email: 'Email (facoltativa)',
  emailHint: 'Se la indichi, ti mandiamo una conferma.',
  message: 'Raccontaci cosa desideri (facoltativo)',
  messagePlaceholder: 'Ad esempio: che taglio hai ora, cosa vorresti cambiare…',
  summaryIntro: 'Controlla i dati e invia la richiesta.',
  summary: {
    service: 'Servizio',
    when: 'Quando',
    name: 'Nome',
    phone: 'Telefono',
    email: 'Email',
    message: 'Messaggio',
  },
  back: 'Indietro',
  next: 'Continua',
  send: 'Invia Richiesta',
  sending: 'Invio in corso…',
  // 001 section 4, verbatim.
  successTitle: 'Richiesta Inviata!',
  successText: 'Grazie! Ti contatteremo presto per fissare la tua consulenza gratuita.',
  failure: 'Non è stato possibile inviare la richiesta. Riprova tra poco.',
  nextHint: 'Completa questo passo per continuare.',
  honeypot: 'Lascia vuoto questo campo',
} as const;
