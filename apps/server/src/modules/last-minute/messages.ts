import type { Language } from '@barber/shared/messages/languages';
import type { Catalogue } from '@barber/shared/messages/catalogue';
import { lastMinuteTextsIt } from '@barber/shared/messages/last-minute-it';
import { lastMinuteTextsDe } from '@barber/shared/messages/last-minute-de';
import { lastMinuteTextsEn } from '@barber/shared/messages/last-minute-en';
import { lastMinuteTextsFr } from '@barber/shared/messages/last-minute-fr';
import { formatRappen } from '@barber/shared/messages/format-it';
import type { EmailMessage } from '../../infra/mailer';
import { longDateIn, renderEmail, renderSms, type ShopContact } from '../notifications/index';

export const OFFER_KIND = 'last-minute-offer';

const TEXTS: Record<Language, Catalogue<typeof lastMinuteTextsIt>> = {
  it: lastMinuteTextsIt,
  de: lastMinuteTextsDe,
  fr: lastMinuteTextsFr,
  en: lastMinuteTextsEn,
};

export interface FillMessageInput {
  firstName: string;
  /** The customer's language (their account's, else their last booking's: repo.ts regulars, ADR 0071). */
  language: Language;
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

/** "mercoledì, 3 giugno 2026 alle 14:30" in the customer's language. */
const whenOf = (m: FillMessageInput) => TEXTS[m.language].at(longDateIn(m.language, m.date), m.time);

/** The offer's email, in the customer's language. */
export function fillEmail(to: string, m: FillMessageInput): EmailMessage {
  const t = TEXTS[m.language];
  const when = whenOf(m);
  const rendered = renderEmail(
    m.shop,
    {
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
    },
    m.language,
  );
  return { to, subject: t.subject(when), ...rendered, kind: OFFER_KIND, headers: m.headers };
}

/** The SMS: short, the same link and the way out. */
export const fillSms = (m: FillMessageInput): string =>
  renderSms(m.shop, TEXTS[m.language].sms(whenOf(m), m.serviceName, m.url, m.stopUrl), m.language);
