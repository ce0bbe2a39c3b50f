import { formatPhone } from '@barber/shared/domain/phone-format';
import type { Language } from '@barber/shared/messages/languages';
import { opsTexts } from '../../../infra/languages';
import type { EmailMessage } from '../../../infra/mailer';
import { longDateIn, renderEmail, type ShopContact } from './layout';
import { mailTexts } from './texts';

/*
 * The marketing page's requests (issue 15 item 4, ADR 0025): the shop's notice of each demo or consultation
 * request (in the owner's language) and the confirmation to the sender (in the language of the page they wrote from,
 * ADR 0072), through the layout (ADR 0019). Only what the person wrote and the
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

function detailsOf(request: ContactFacts, lang: Language): [string, string][] {
  const rows = opsTexts[lang].rows;
  const services: Readonly<Record<string, string>> = opsTexts[lang].contact.services;
  const out: [string, string][] = [[rows.name, request.name]];
  if (request.kind === 'demo' && request.salonName) out.push([rows.salon, request.salonName]);
  if (request.kind === 'consultation') {
    out.push([rows.service, services[request.service ?? ''] ?? request.service ?? '']);
    if (request.date) out.push([rows.date, longDateIn(lang, request.date)]);
    if (request.time) out.push([rows.time, request.time]);
  }
  out.push([rows.phone, formatPhone(request.phone)]);
  if (request.email) out.push([rows.email, request.email]);
  return out;
}

/** To the shop: a new request, with everything needed to call back, in the owner's language. */
export function contactOwnerEmail(shop: ShopContact, to: string, request: ContactFacts, lang: Language = 'it'): EmailMessage {
  const demo = request.kind === 'demo';
  const texts = opsTexts[lang].contact;
  return {
    to,
    kind: demo ? CONTACT_KINDS_EMAIL.demoOwner : CONTACT_KINDS_EMAIL.consultationOwner,
    subject: demo
      ? texts.demoOwnerSubject(request.salonName || request.name)
      : texts.consultationOwnerSubject(request.name),
    ...renderEmail(
      shop,
      {
        greeting: '',
        intro: [demo ? texts.demoOwner : texts.consultationOwner],
        details: detailsOf(request, lang),
        outro: [...(request.message ? [texts.message(quoted(request.message))] : []), texts.inPanel],
      },
      lang,
    ),
  };
}

/** To the sender (when an email was given): what we received and what happens next, in the page's language. */
export function contactConfirmationEmail(
  shop: ShopContact,
  request: ContactFacts & { email: string },
  lang: Language = 'it',
): EmailMessage {
  const demo = request.kind === 'demo';
  const texts = opsTexts[lang].contact;
  return {
    to: request.email,
    kind: demo ? CONTACT_KINDS_EMAIL.demoConfirmation : CONTACT_KINDS_EMAIL.consultationConfirmation,
    subject: demo ? texts.demoSubject : texts.consultationSubject,
    ...renderEmail(
      shop,
      {
        greeting: mailTexts[lang].layout.hello(request.name),
        intro: [demo ? texts.demoThanks : texts.consultationThanks],
        details: detailsOf(request, lang),
        outro: [texts.notYou],
      },
      lang,
    ),
  };
}
