import type { ChatbotRole, ChatMessageType } from '@barber/shared/contract/chatbot-routes';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { ChatActionRow } from '../../db/schema';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import type { CatalogBarber, CatalogService, Entities } from './entities';

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
}

/** 001 section 5: a phone target keeps digits, '+', spaces and hyphens; the messaging app takes digits only. */
export function callAction(shop: ShopInfo | null): ChatActionRow[] {
  if (!shop?.phone) return [];
  return [{ label: `Chiama ${shop.phone}`, action: 'call', target: shop.phone.replace(/[^\d+\s-]/g, '').trim() }];
}

export function whatsappAction(shop: ShopInfo | null): ChatActionRow[] {
  if (!shop?.phone) return [];
  let digits = shop.phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `41${digits.slice(1)}`;
  if (digits.length < 8) return [];
  return [
    {
      label: 'Scrivici su WhatsApp',
      action: 'whatsapp',
      target: digits,
      text: `Ciao! Ho una domanda per ${shop.name}.`,
      newTab: true,
    },
  ];
}

export const bookAction = (label = 'Prenota ora', target = '/guest-booking'): ChatActionRow => ({ label, action: 'navigate', target });

const dayFormat = new Intl.DateTimeFormat('it-CH', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** '2026-06-03' -> 'oggi, lunedì 1 giugno' / 'domani, ...' / 'mercoledì 3 giugno'. */
export function dayPhrase(date: string, today: string, tomorrow: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const text = dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
  if (date === today) return `oggi, ${text}`;
  if (date === tomorrow) return `domani, ${text}`;
  return text;
}

export const notAvailable = (shop: ShopInfo | null, what: string): Reply => ({
  content: shop?.phone
    ? `Mi dispiace, ${what}. Chiamaci al ${shop.phone} e ti rispondiamo noi.`
    : `Mi dispiace, ${what}.`,
  type: 'fallback',
  actions: callAction(shop),
  suggestions: [],
  intent: 'unavailable',
});
