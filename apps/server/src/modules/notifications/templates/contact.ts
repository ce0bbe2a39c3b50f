import { consultationServiceLabel } from '@barber/shared/domain/contact';
import { formatPhone } from '@barber/shared/domain/phone-format';
import { formatLongDate } from '@barber/shared/messages/format-it';
import type { EmailMessage } from '../../../infra/mailer';
import { renderEmail, type ShopContact } from './layout';

/*
 * The marketing page's requests (issue 15 item 4, ADR 0025): the shop's notice of each demo or consultation
 * request and the confirmation to the sender, through the layout (ADR 0019). Only what the person wrote and the
 * shop's own data: no links from the request are made clickable (a request's text is not trusted).
 */

export const CONTACT_KINDS_EMAIL = {
  demoOwner: 'contact-demo-owner',
  demoConfirmation: 'contact-demo-confirmation',
  consultationOwner: 'contact-consultation-owner',
  consultationConfirmation: 'contact-consultation-confirmation',
} as const;

export interface ContactFacts {
  kind: 'demo' | 'consultation';
  name: string;
  email: string | null;
  phone: string;
  salonName: string | null;
  interest: string | null;
  service: string | null;
  date: string | null;
  time: string | null;
  message: string;
}

/** A typed text is quoted line by line, so no line of it becomes a link (the layout links lines that are only a URL). */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

function detailsOf(request: ContactFacts): [string, string][] {
  const rows: [string, string][] = [['Nome', request.name]];
  if (request.kind === 'demo' && request.salonName) rows.push(['Salone', request.salonName]);
  if (request.kind === 'consultation') {
    rows.push(['Servizio', consultationServiceLabel(request.service ?? '')]);
    if (request.date) rows.push(['Data', formatLongDate(request.date)]);
    if (request.time) rows.push(['Ora', request.time]);
  }
  rows.push(['Telefono', formatPhone(request.phone)]);
  if (request.email) rows.push(['Email', request.email]);
  return rows;
}

/** To the shop: a new request, with everything needed to call back. */
export function contactOwnerEmail(shop: ShopContact, to: string, request: ContactFacts): EmailMessage {
  const demo = request.kind === 'demo';
  return {
    to,
    kind: demo ? CONTACT_KINDS_EMAIL.demoOwner : CONTACT_KINDS_EMAIL.consultationOwner,
    subject: demo
      ? `Nuova richiesta di demo: ${request.salonName || request.name}`
      : `Nuova richiesta di consulenza: ${request.name}`,
    ...renderEmail(shop, {
      greeting: '',
      intro: [
        demo
          ? 'È arrivata una nuova richiesta di demo del sistema di prenotazione dalla pagina marketing.'
          : 'È arrivata una nuova richiesta di consulenza gratuita.',
      ],
      details: detailsOf(request),
      outro: [
        ...(request.message ? [`Messaggio:\n${quoted(request.message)}`] : []),
        'La trovi anche nel pannello di amministrazione, scheda Richieste.',
      ],
    }),
  };
}

/** To the sender (when an email was given): what we received and what happens next. */
export function contactConfirmationEmail(shop: ShopContact, request: ContactFacts & { email: string }): EmailMessage {
  const demo = request.kind === 'demo';
  return {
    to: request.email,
    kind: demo ? CONTACT_KINDS_EMAIL.demoConfirmation : CONTACT_KINDS_EMAIL.consultationConfirmation,
    subject: demo ? 'Abbiamo ricevuto la tua richiesta di demo' : 'Abbiamo ricevuto la tua richiesta di consulenza',
    ...renderEmail(shop, {
      greeting: `Ciao ${request.name},`,
      intro: [
        demo
          ? 'grazie per l’interesse nel nostro sistema di prenotazione. Ti contatteremo entro due giorni lavorativi per fissare la demo.'
          : 'grazie per la tua richiesta di consulenza gratuita. Ti richiameremo presto per confermare l’appuntamento.',
      ],
      details: detailsOf(request),
      outro: ['Se non hai inviato tu questa richiesta, ignora questa email.'],
    }),
  };
}
