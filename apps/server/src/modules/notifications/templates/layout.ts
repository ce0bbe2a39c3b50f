import { formatPhone } from '@barber/shared/domain/phone-format';
import { formatLongDate } from '@barber/shared/messages/format-it';
import type { Language } from '@barber/shared/messages/languages';
import { utcToZoned } from '@barber/shared/domain/zoned-time';
import { mailTexts } from './texts';

/**
 * The one place where the server's emails and SMS get their shape (ADR 0019): in the recipient's language (ADR
 * 0066, Italian by default), signed with the shop's name, address and phone from its settings, dates and times in
 * the shop's time zone, Swiss style (24-hour clock, "03.06.2026" in SMS). Each email is rendered twice from the
 * same parts: plain text and HTML.
 */

/** The shop as the messages name it (shop_settings). */
export interface ShopContact {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  timeZone: string;
}

export const FALLBACK_SHOP: ShopContact = {
  name: 'Barber Studio',
  address: '',
  postalCode: '',
  city: '',
  phone: '',
  email: '',
  timeZone: 'Europe/Zurich',
};

export interface When {
  /** "mercoledì, 3 giugno 2026" */
  longDate: string;
  /** "03.06.2026" */
  shortDate: string;
  /** "14:30" (24 hours) */
  time: string;
  /** Shop-local "2026-06-03" */
  date: string;
}

/** The long date in each language's Swiss form: "Mittwoch, 3. Juni 2026", "mercredi, 3 juin 2026". */
const LONG_DATES: Record<Exclude<Language, 'it'>, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-CH', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CH', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-CH', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A shop-local calendar date "2026-06-03" as a long date in `lang` (Italian: the web app's own words). */
export function longDateIn(lang: Language, date: string): string {
  if (lang === 'it') return formatLongDate(date);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Already shop-local: formatted at UTC midnight so no zone can move it to another day.
  return LONG_DATES[lang].format(new Date(Date.UTC(year, month - 1, day)));
}

/** An instant as the shop's clock shows it, its long date in `lang`. */
export function whenInShop(instant: Date, timeZone: string, lang: Language = 'it'): When {
  const local = utcToZoned(instant, timeZone);
  const [y, m, d] = local.date.split('-');
  return {
    longDate: longDateIn(lang, local.date),
    shortDate: `${d}.${m}.${y}`,
    time: local.time,
    date: local.date,
  };
}

export function shopAddressLine(shop: ShopContact): string {
  const place = [shop.postalCode, shop.city].filter(Boolean).join(' ');
  return [shop.address, place].filter(Boolean).join(', ');
}

export const shopPhone = (shop: ShopContact) => (shop.phone ? formatPhone(shop.phone) : '');

/** The shop's settings row (or the public shop info) as the messages name it; the fallback before the setup. */
export function shopContactOf(
  row:
    | (Pick<ShopContact, 'name' | 'address' | 'postalCode' | 'city' | 'phone'> &
        Partial<Pick<ShopContact, 'email' | 'timeZone'>>)
    | null
    | undefined,
): ShopContact {
  if (!row) return FALLBACK_SHOP;
  return {
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    phone: row.phone,
    email: row.email ?? '',
    timeZone: row.timeZone ?? FALLBACK_SHOP.timeZone,
  };
}

export interface EmailParts {
  /** "Ciao Marco," ('' for the shop's own notices: no greeting line). */
  greeting: string;
  /** Paragraphs before the details (a paragraph may hold several lines, joined by "\n"). */
  intro: string[];
  /** Label and value rows ("Data", "mercoledì, 3 giugno 2026"). */
  details?: [label: string, value: string][];
  /** One button (HTML) / line (text). */
  action?: { label: string; url: string };
  /** Paragraphs after the details. */
  outro?: string[];
  /** Present on the emails a customer may opt out of: the footer link to /unsubscribe. */
  unsubscribeUrl?: string | undefined;
  /** The footer's sentence before the unsubscribe link (the default speaks of reminders and optional notices). */
  unsubscribeText?: string | undefined;
}

export interface RenderedEmail {
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The same message as plain text and as simple, inline-styled HTML (mail clients ignore style sheets), in `lang`. */
export function renderEmail(shop: ShopContact, parts: EmailParts, lang: Language = 'it'): RenderedEmail {
  const texts = mailTexts[lang].layout;
  const address = shopAddressLine(shop);
  const phone = shopPhone(shop);
  const footer = [shop.name, address, phone ? texts.phone(phone) : ''].filter(Boolean);
  const unsubscribeText = parts.unsubscribeText ?? texts.unsubscribeIntro;

  const text = [
    ...(parts.greeting ? [parts.greeting, ''] : []),
    ...parts.intro.flatMap((p) => [p, '']),
    ...(parts.details?.length ? [...parts.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.outro ?? []).flatMap((p) => [p, '']),
    texts.goodbye,
    ...footer,
    ...(parts.unsubscribeUrl ? ['', unsubscribeText, parts.unsubscribeUrl] : []),
    '',
  ].join('\n');

  // A line that is only a link becomes a clickable one.
  const line = (s: string) =>
    /^https?:\/\/\S+$/.test(s) ? `<a href="${escapeHtml(s)}" style="color:#1a1a1a">${escapeHtml(s)}</a>` : escapeHtml(s);
  const p = (s: string) => `<p style="margin:0 0 16px">${s.split('\n').map(line).join('<br>')}</p>`;
  const rows = (parts.details ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(shop.name)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop.name)}</h1>`,
    parts.greeting ? p(parts.greeting) : '',
    ...parts.intro.map(p),
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : '',
    parts.action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#1a1a1a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p>`
      : '',
    ...(parts.outro ?? []).map(p),
    p(texts.goodbye),
    `<p style="margin:24px 0 0;font-size:14px;color:#555">${footer.map(escapeHtml).join('<br>')}</p>`,
    parts.unsubscribeUrl
      ? `<p style="margin:16px 0 0;font-size:12px;color:#777">${escapeHtml(unsubscribeText)} <a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#555">${escapeHtml(texts.unsubscribeLink)}</a></p>`
      : '',
    '</div></body></html>',
  ].join('');
  return { text, html };
}

/** SMS stay short (one or two segments): the text and the shop's name and phone, in `lang`. */
export function renderSms(shop: ShopContact, body: string, lang: Language = 'it'): string {
  const phone = shopPhone(shop);
  return `${shop.name}: ${body}${phone ? mailTexts[lang].layout.smsInfo(phone) : ''}`;
}
