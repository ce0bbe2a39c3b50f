import type { ShopInfo } from '@barber/shared/schemas/shop';
import { normalizePhone } from '@barber/shared/domain/phone';
import { escapeText, foldLine } from '@barber/shared/domain/ics';
import type { HoursLine } from './hours-summary';

/**
 * 'Salva contatto': the shop as a vCard 3.0 (RFC 2426) built in the browser from its settings. vCard shares
 * iCalendar's text rules, so the escaping (backslash, semicolon, comma, line breaks) and the folding at 75
 * octets come from the same writer (packages/shared/src/domain/ics.ts). Lines end with CRLF.
 */
export interface VCardInput {
  shop: Pick<ShopInfo, 'name' | 'tagline' | 'address' | 'postalCode' | 'city' | 'phone' | 'email'>;
  /** The shop's booking page, absolute. */
  url: string;
  hours: HoursLine[];
  country: string;
  hoursLabel: string;
}

const CRLF = '\r\n';

export function buildVCard({ shop, url, hours, country, hoursLabel }: VCardInput): string {
  const name = escapeText(shop.name);
  const hoursText = hours.map((line) => `${line.days} ${line.hours}`).join('\n');
  const note = [shop.tagline, hoursText ? `${hoursLabel}:\n${hoursText}` : '']
    .filter((part) => part.trim() !== '')
    .join('\n');
  const phone = normalizePhone(shop.phone);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    // A business card: the name is the organisation's (readers that know X-ABShowAs show it as a company).
    `N:${name};;;;`,
    `FN:${name}`,
    `ORG:${name}`,
    'X-ABShowAs:COMPANY',
    ...(phone ? [`TEL;TYPE=WORK,VOICE:${escapeText(phone)}`] : []),
    ...(shop.email ? [`EMAIL;TYPE=INTERNET,WORK:${escapeText(shop.email)}`] : []),
    `ADR;TYPE=WORK:;;${escapeText(shop.address)};${escapeText(shop.city)};;${escapeText(shop.postalCode)};${escapeText(country)}`,
    `URL:${url}`,
    ...(note ? [`NOTE:${escapeText(note)}`] : []),
    'END:VCARD',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A data: address for the download link (nothing to revoke, works offline). */
export function vCardHref(card: string): string {
  return `data:text/vcard;charset=utf-8,${encodeURIComponent(card)}`;
}

/** "Barber Studio Lugano" -> "barber-studio-lugano.vcf" */
export function vCardFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'contatto'}.vcf`;
}
