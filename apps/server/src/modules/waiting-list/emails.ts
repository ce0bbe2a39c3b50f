import { formatRappen } from '@barber/shared/messages/format-it';
import type { Language } from '@barber/shared/messages/languages';
import type { EmailMessage } from '../../infra/mailer';
import { FALLBACK_SHOP, longDateIn, mailTexts, renderEmail, renderSms, type ShopContact } from '../notifications/index';

export const OFFER_EMAIL_KIND = 'waiting-list-offer';

export interface OfferMessageInput {
  firstName: string;
  shopName: string;
  /** The shop from its settings, for the signature (name, address, phone); without it only the name signs. */
  shop?: ShopContact | undefined;
  serviceName: string;
  priceRappen: number;
  barberName: string;
  /** Shop-local date and time of the held slot, and until when (shop-local time) it is held. */
  date: string;
  time: string;
  until: string;
  url: string;
  /** The request's language (ADR 0066); Italian when absent. */
  language?: Language | undefined;
}

const shopOf = (m: OfferMessageInput): ShopContact => m.shop ?? { ...FALLBACK_SHOP, name: m.shopName };

/**
 * The offer's email: the held slot, until when, and the one-tap link that books it. Text and HTML through the
 * notifications layout (ADR 0019).
 */
export function offerEmail(to: string, m: OfferMessageInput): EmailMessage {
  const lang = m.language ?? 'it';
  const t = mailTexts[lang];
  const when = t.at(longDateIn(lang, m.date), m.time);
  const rendered = renderEmail(
    shopOf(m),
    {
      greeting: t.layout.hello(m.firstName),
      intro: [t.offer.intro(m.shopName)],
      details: [
        [t.rows.service, `${m.serviceName} (${formatRappen(m.priceRappen)})`],
        [t.rows.barber, m.barberName],
        [t.rows.when, when],
      ],
      outro: [t.offer.held(m.until, m.url), t.offer.notInterested],
    },
    lang,
  );
  return { to, subject: t.offer.subject(when), ...rendered, kind: OFFER_EMAIL_KIND };
}

/** The SMS: short, the same link. */
export function offerSms(m: OfferMessageInput): string {
  const lang = m.language ?? 'it';
  const t = mailTexts[lang];
  return renderSms(shopOf(m), t.offer.sms(t.at(longDateIn(lang, m.date), m.time), m.serviceName, m.until, m.url), lang);
}
