import { formatLongDate, formatRappen } from '@barber/shared/messages/format-it';
import type { EmailMessage } from '../../infra/mailer';

export const OFFER_EMAIL_KIND = 'waiting-list-offer';

export interface OfferMessageInput {
  firstName: string;
  shopName: string;
  serviceName: string;
  priceRappen: number;
  barberName: string;
  /** Shop-local date and time of the held slot, and until when (shop-local time) it is held. */
  date: string;
  time: string;
  until: string;
  url: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offer's email: the held slot, until when, and the one-tap link that books it. */
export function offerEmail(to: string, m: OfferMessageInput): EmailMessage {
  const when = `${formatLongDate(m.date)} alle ${m.time}`;
  const text = [
    `Ciao ${m.firstName},`,
    '',
    `si è liberato un posto che corrisponde alla tua richiesta in lista d'attesa da ${m.shopName}.`,
    '',
    `Servizio: ${m.serviceName} (${formatRappen(m.priceRappen)})`,
    `Barbiere: ${m.barberName}`,
    `Quando: ${when}`,
    '',
    `Lo teniamo riservato per te fino alle ${m.until}. Per prenotarlo basta un tocco:`,
    m.url,
    '',
    "Se non ti interessa non devi fare nulla: allo scadere il posto passa alla prossima persona in lista d'attesa.",
    '',
    m.shopName,
  ].join('\n');
  const html = `<p>Ciao ${escapeHtml(m.firstName)},</p>
<p>si è liberato un posto che corrisponde alla tua richiesta in lista d'attesa da ${escapeHtml(m.shopName)}.</p>
<ul><li>Servizio: ${escapeHtml(m.serviceName)} (${escapeHtml(formatRappen(m.priceRappen))})</li>
<li>Barbiere: ${escapeHtml(m.barberName)}</li><li>Quando: ${escapeHtml(when)}</li></ul>
<p>Lo teniamo riservato per te fino alle ${escapeHtml(m.until)}.</p>
<p><a href="${escapeHtml(m.url)}">Prenota questo posto</a></p>
<p>Se non ti interessa non devi fare nulla: allo scadere il posto passa alla prossima persona in lista d'attesa.</p>`;
  return { to, subject: `Si è liberato un posto: ${when}`, text, html, kind: OFFER_EMAIL_KIND };
}

/** The SMS: short, the same link. */
export function offerSms(m: OfferMessageInput): string {
  return `${m.shopName}: si è liberato un posto ${formatLongDate(m.date)} alle ${m.time} (${m.serviceName}). Riservato per te fino alle ${m.until}. Prenota con un tocco: ${m.url}`;
}
