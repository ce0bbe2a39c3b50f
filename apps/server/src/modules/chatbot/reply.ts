import type { ChatbotRole, ChatMessageType } from '@barber/shared/contract/chatbot-routes';
import type { Language } from '@barber/shared/messages/languages';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { ChatActionRow } from '../../db/schema';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import type { ChatTexts } from './chat-texts';
import type { CatalogBarber, CatalogService, DayPart, Entities } from './entities';

/** What the assistant answers, before it is stored and sent. */
export interface Reply {
  content: string;
  type: Exclude<ChatMessageType, 'text'>;
  actions: ChatActionRow[];
  suggestions: string[];
  /** What was understood (a live intent, 'faq' or 'fallback'), stored with the message. */
  intent: string;
  faqId?: string | null;
}

/** Everything an answer may use: the caller, the shop, the catalogue, what the question named. */
export interface AnswerInput {
  ctx: AppContext;
  role: ChatbotRole;
  user: AuthUser | null;
  shop: ShopInfo | null;
  services: readonly CatalogService[];
  barbers: readonly CatalogBarber[];
  today: string;
  timeZone: string;
  entities: Entities;
  question: string;
  /** The language of the answer (ADR 0067) and its texts. */
  lang: Language;
  t: ChatTexts;
  /** A default FAQ's question by slug, in the answer's language (a suggestion the assistant understands). */
  ask: (slug: string) => string;
}

/** 001 section 5: a phone target keeps digits, '+', spaces and hyphens; the messaging app takes digits only. */
export function callAction(shop: ShopInfo | null, t: ChatTexts): ChatActionRow[] {
  if (!shop?.phone) return [];
  return [{ label: t.label.call(shop.phone), action: 'call', target: shop.phone.replace(/[^\d+\s-]/g, '').trim() }];
}

export function whatsappAction(shop: ShopInfo | null, t: ChatTexts): ChatActionRow[] {
  if (!shop?.phone) return [];
  let digits = shop.phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `41${digits.slice(1)}`;
  if (digits.length < 8) return [];
  return [
    {
      label: t.label.whatsapp,
      action: 'whatsapp',
      target: digits,
      text: t.whatsappText(shop.name),
      newTab: true,
    },
  ];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (locale: string) => {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
};

/** '2026-06-03' -> 'oggi, lunedì 1 giugno' / 'domani, ...' / 'mercoledì 3 giugno' (in the texts' language). */
export function dayPhrase(date: string, today: string, tomorrow: string, t: ChatTexts): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const text = dayFormat(t.locale).format(new Date(Date.UTC(y, m - 1, d)));
  if (date === today) return t.relativeDay(t.today, text);
  if (date === tomorrow) return t.relativeDay(t.tomorrow, text);
  return text;
}

/** ' di pomeriggio', ' am Nachmittag': a part of the day as the answer says it, with its leading space. */
export function partPhrase(part: DayPart | null, t: ChatTexts): string {
  if (!part) return '';
  if (!part.kind) return ` ${part.label}`;
  const say = t.slots.part[part.kind];
  return ` ${typeof say === 'function' ? say(part.time ?? '') : say}`;
}

export const notAvailable = (shop: ShopInfo | null, what: string, t: ChatTexts): Reply => ({
  content: t.sorry(what, shop?.phone || null),
  type: 'fallback',
  actions: callAction(shop, t),
  suggestions: [],
  intent: 'unavailable',
});
