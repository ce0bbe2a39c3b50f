import { lastMinuteTextsIt as t } from '@barber/shared/messages/last-minute-it';
import { formatLongDate, formatRappen } from '@barber/shared/messages/format-it';
import type { EmailMessage } from '../../infra/mailer';
import { renderEmail, renderSms, type ShopContact } from '../notifications/index';

export const OFFER_KIND = 'last-minute-offer';

export interface FillMessageInput {
  firstName: string;
  shop: ShopContact;
  serviceName: string;
  priceRappen: number;
  barberName: string;
  /** Shop-local date and time of the offered start. */
  date: string;
  time: string;
  url: string;
  /** The link that turns these offers off (the footer's opt-out, ADR 0069). */
  stopUrl: string;
  /** List-Unsubscribe headers (RFC 8058): a mail client's own button opts the address out of optional messages. */
  headers: Record<string, string>;
}

/** The offer's email, in Italian (the customer has no language of their own yet; the catalogue has the other three). */
export function fillEmail(to: string, m: FillMessageInput): EmailMessage {
  const when = t.at(formatLongDate(m.date), m.time);
  const rendered = renderEmail(m.shop, {
    greeting: t.greeting(m.firstName),
    intro: [t.intro(m.shop.name)],
    details: [
      [t.service, `${m.serviceName} (${formatRappen(m.priceRappen)})`],
      [t.barber, m.barberName],
      [t.when, when],
    ],
    outro: [t.book(m.url), t.firstCome],
    unsubscribeUrl: m.stopUrl,
    unsubscribeText: t.stopText,
  });
  return { to, subject: t.subject(when), ...rendered, kind: OFFER_KIND, headers: m.headers };
}

/** The SMS: short, the same link and the way out. */
export const fillSms = (m: FillMessageInput): string =>
  renderSms(m.shop, t.sms(t.at(formatLongDate(m.date), m.time), m.serviceName, m.url, m.stopUrl));
