import { formatPhone } from '@barber/shared/domain/phone-format';
import type { EmailMessage } from '../../../infra/mailer';
import { renderEmail, whenInShop, type ShopContact } from './layout';
import type { Recipient } from './messages';

export const TEAM_NOTICE_KIND = 'team-appointment-notice';
export const CUSTOMER_CANCELLED_KIND = 'appointment-cancelled';

export type ChangeType = 'created' | 'cancelled' | 'moved';

/** One appointment as the team's notice and the customer's cancellation describe it. */
export interface NoticeFacts {
  serviceName: string;
  barberName: string;
  startsAt: Date;
  durationMinutes: number;
  customerName: string;
  customerPhone: string | null;
  /** For a move: where it was. */
  previous?: { startsAt: Date; barberName: string } | undefined;
  reason?: string | null | undefined;
}

const SUBJECT: Record<ChangeType, string> = {
  created: 'Nuova prenotazione',
  cancelled: 'Appuntamento cancellato',
  moved: 'Appuntamento spostato',
};

/** The live notice's and the email's one line: "Nuova prenotazione: Anna Bianchi, sabato, 28 novembre 2026 alle 10:00". */
export function noticeLine(type: ChangeType, facts: NoticeFacts, timeZone: string): string {
  const when = whenInShop(facts.startsAt, timeZone);
  return `${SUBJECT[type]}: ${facts.customerName}, ${when.longDate} alle ${when.time}`;
}

/**
 * To a barber (or the owner's copy): a customer or the shop booked, cancelled or moved an appointment. The panel
 * link takes them to their list. A notice to the team, not optional for them: no unsubscribe footer.
 */
export function teamNoticeEmail(input: {
  shop: ShopContact;
  to: Recipient;
  type: ChangeType;
  facts: NoticeFacts;
  panelUrl: string;
  ownerCopy: boolean;
}): EmailMessage {
  const { shop, facts, type } = input;
  const when = whenInShop(facts.startsAt, shop.timeZone);
  const intro =
    type === 'created'
      ? 'è arrivata una nuova prenotazione.'
      : type === 'cancelled'
        ? 'un appuntamento è stato cancellato: l’orario è di nuovo libero.'
        : 'un appuntamento è stato spostato.';
  const details: [string, string][] = [
    ['Cliente', facts.customerName],
    ...(facts.customerPhone ? ([['Telefono', formatPhone(facts.customerPhone)]] as [string, string][]) : []),
    ['Servizio', facts.serviceName],
    ['Barbiere', facts.barberName],
    ['Data', when.longDate],
    ['Ora', when.time],
    ['Durata', `${facts.durationMinutes} minuti`],
  ];
  if (facts.previous) {
    const before = whenInShop(facts.previous.startsAt, shop.timeZone);
    const other = facts.previous.barberName !== facts.barberName ? ` con ${facts.previous.barberName}` : '';
    details.push(['Prima', `${before.longDate} alle ${before.time}${other}`]);
  }
  const reason = facts.reason?.trim();
  if (reason) details.push(['Motivo', reason]);
  const rendered = renderEmail(shop, {
    greeting: input.to.firstName ? `Ciao ${input.to.firstName},` : 'Ciao,',
    intro: [input.ownerCopy ? `copia per il titolare: ${intro}` : intro],
    details,
    action: { label: 'Apri il pannello', url: input.panelUrl },
  });
  return {
    to: input.to.email,
    kind: TEAM_NOTICE_KIND,
    subject: `${SUBJECT[type]}: ${facts.customerName}, ${when.shortDate} alle ${when.time}`,
    ...rendered,
  };
}

/**
 * To the customer who cancelled their own appointment (account or guest link): what was cancelled and a link to
 * book again. About their own booking: no opt-out.
 */
export function customerCancelledEmail(input: {
  shop: ShopContact;
  to: Recipient;
  facts: NoticeFacts;
  bookAgainUrl: string;
}): EmailMessage {
  const { shop, facts } = input;
  const when = whenInShop(facts.startsAt, shop.timeZone);
  const details: [string, string][] = [
    ['Servizio', facts.serviceName],
    ['Barbiere', facts.barberName],
    ['Data', when.longDate],
    ['Ora', when.time],
    ['Stato', 'Cancellato'],
  ];
  const rendered = renderEmail(shop, {
    greeting: input.to.firstName ? `Ciao ${input.to.firstName},` : 'Ciao,',
    intro: ['il tuo appuntamento è stato cancellato come richiesto.'],
    details,
    action: { label: 'Prenota di Nuovo', url: input.bookAgainUrl },
    outro: ['Ti aspettiamo presto.'],
  });
  return {
    to: input.to.email,
    kind: CUSTOMER_CANCELLED_KIND,
    subject: `Appuntamento cancellato: ${facts.serviceName}, ${when.longDate} alle ${when.time}`,
    ...rendered,
  };
}
