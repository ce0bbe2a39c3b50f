import { formatLongDate, formatRappen } from '@barber/shared/messages/format-it';
import type { EmailMessage } from '../../infra/mailer';
import { FALLBACK_SHOP, renderEmail, renderSms, type ShopContact } from '../notifications/index';

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
}

const shopOf = (m: OfferMessageInput): ShopContact => m.shop ?? { ...FALLBACK_SHOP, name: m.shopName };

/**
 * The offer's email: the held slot, until when, and the one-tap link that books it. Text and HTML through the
 * notifications layout (ADR 0019).
 */
export function offerEmail(to: string, m: OfferMessageInput): EmailMessage {
  const when = `${formatLongDate(m.date)} alle ${m.time}`;
  const rendered = renderEmail(shopOf(m), {
    greeting: `Ciao ${m.firstName},`,
    intro: [`si è liberato un posto che corrisponde alla tua richiesta in lista d'attesa da ${m.shopName}.`],
    details: [
      ['Servizio', `${m.serviceName} (${formatRappen(m.priceRappen)})`],
      ['Barbiere', m.barberName],
      ['Quando', when],
    ],
    outro: [
      `Lo teniamo riservato per te fino alle ${m.until}. Per prenotarlo basta un tocco:\n${m.url}`,
      "Se non ti interessa non devi fare nulla: allo scadere il posto passa alla prossima persona in lista d'attesa.",
    ],
  });
  return { to, subject: `Si è liberato un posto: ${when}`, ...rendered, kind: OFFER_EMAIL_KIND };
}

/** The SMS: short, the same link. */
export function offerSms(m: OfferMessageInput): string {
  return renderSms(
    shopOf(m),
    `si è liberato un posto ${formatLongDate(m.date)} alle ${m.time} (${m.serviceName}). Riservato per te fino alle ${m.until}. Prenota con un tocco: ${m.url}`,
  );
}
