import { formatPhone } from '@barber/shared/domain/phone-format';
import type { Language } from '@barber/shared/messages/languages';
import { translate } from '../../../infra/languages';
import type { EmailMessage } from '../../../infra/mailer';
import { renderEmail, whenInShop, type ShopContact } from './layout';
import type { Recipient } from './messages';
import { mailTexts } from './texts';

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

/** The live notice's and the email's one line: "Nuova prenotazione: Anna Bianchi, sabato, 28 novembre 2026 alle 10:00". */
export function noticeLine(type: ChangeType, facts: NoticeFacts, timeZone: string, lang: Language = 'it'): string {
  const t = mailTexts[lang];
  const when = whenInShop(facts.startsAt, timeZone, lang);
  return t.team.line(t.team[type], facts.customerName, t.at(when.longDate, when.time));
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
  // The staff member's own language (their account's, ADR 0066), whatever the customer's.
  const lang = input.to.language ?? 'it';
  const t = mailTexts[lang];
  const when = whenInShop(facts.startsAt, shop.timeZone, lang);
  const intro = t.team[`${type}Intro`];
  const details: [string, string][] = [
    [t.rows.customer, facts.customerName],
    ...(facts.customerPhone ? ([[t.rows.phone, formatPhone(facts.customerPhone)]] as [string, string][]) : []),
    [t.rows.service, facts.serviceName],
    [t.rows.barber, facts.barberName],
    [t.rows.date, when.longDate],
    [t.rows.time, when.time],
    [t.rows.duration, t.minutes(facts.durationMinutes)],
  ];
  if (facts.previous) {
    const before = whenInShop(facts.previous.startsAt, shop.timeZone, lang);
    const other = facts.previous.barberName !== facts.barberName ? t.withBarber(facts.previous.barberName) : '';
    details.push([t.rows.before, `${t.at(before.longDate, before.time)}${other}`]);
  }
  // A reason the server wrote (the default one) in the recipient's language; a typed one as typed.
  const reason = facts.reason?.trim();
  if (reason) details.push([t.rows.reason, translate(lang, reason)]);
  const rendered = renderEmail(
    shop,
    {
      greeting: t.layout.hello(input.to.firstName),
      intro: [input.ownerCopy ? t.team.ownerCopy(intro) : intro],
      details,
      action: { label: t.team.openPanel, url: input.panelUrl },
    },
    lang,
  );
  return {
    to: input.to.email,
    kind: TEAM_NOTICE_KIND,
    subject: t.team.line(t.team[type], facts.customerName, t.at(when.shortDate, when.time)),
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
  const lang = input.to.language ?? 'it';
  const t = mailTexts[lang];
  const when = whenInShop(facts.startsAt, shop.timeZone, lang);
  const details: [string, string][] = [
    [t.rows.service, facts.serviceName],
    [t.rows.barber, facts.barberName],
    [t.rows.date, when.longDate],
    [t.rows.time, when.time],
    [t.rows.status, t.appointmentStatus.cancelled],
  ];
  const rendered = renderEmail(
    shop,
    {
      greeting: t.layout.hello(input.to.firstName),
      intro: [t.customerCancelled.intro],
      details,
      action: { label: t.customerCancelled.bookAgain, url: input.bookAgainUrl },
      outro: [t.customerCancelled.seeYou],
    },
    lang,
  );
  return {
    to: input.to.email,
    kind: CUSTOMER_CANCELLED_KIND,
    subject: t.customerCancelled.subject(facts.serviceName, t.at(when.longDate, when.time)),
    ...rendered,
  };
}
