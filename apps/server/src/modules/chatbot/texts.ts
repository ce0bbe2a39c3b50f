import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import type { Language } from '@barber/shared/messages/languages';
import { CHAT_TEXTS, type ChatTexts } from './chat-texts';
import { DEFAULT_FAQS } from './default-faqs';
import { lexiconOf } from './lexicons';

/** The assistant's welcome by role and its suggestions, in the visitor's language (ADR 0067). */

export function welcomeText(role: ChatbotRole, shopName: string | null, firstName: string | null, lang: Language = 'it'): string {
  const t = CHAT_TEXTS[lang].welcome;
  return `${t.hello(firstName)} ${t.me(shopName)} ${t[role]}`;
}

type LiveAsk = { [K in keyof ChatTexts['ask']]: ChatTexts['ask'][K] extends string ? K : never }[keyof ChatTexts['ask']];
/** A suggestion: a question a live answer takes, or a default FAQ by slug (its question, or its phrasing in `lang`). */
type Ask = LiveAsk | `faq:${string}`;

const FAQ_QUESTIONS = new Map(DEFAULT_FAQS.map((f) => [f.slug, f.question]));

function say(ask: Ask, lang: Language): string | null {
  if (!ask.startsWith('faq:')) return CHAT_TEXTS[lang].ask[ask as LiveAsk];
  const slug = ask.slice(4);
  const lexicon = lexiconOf(lang);
  return (lexicon ? lexicon.faqs[slug]?.[0] : FAQ_QUESTIONS.get(slug)) ?? null;
}
/** A default FAQ's question in `lang` (its Italian question, or its first phrasing in the language). */
export const faqAsk = (slug: string, lang: Language): string => say(`faq:${slug}`, lang) ?? FAQ_QUESTIONS.get(slug) ?? slug;
const sayAll = (asks: readonly Ask[], lang: Language) => asks.map((a) => say(a, lang)).filter((q): q is string => q !== null);

const WELCOME: Readonly<Record<ChatbotRole, readonly Ask[]>> = {
  guest: ['firstFree', 'haircutPrice', 'hours'],
  client: ['nextAppointment', 'firstFree', 'haircutPrice'],
  barber: ['faq:barber-calendar', 'faq:barber-absence'],
  admin: ['faq:admin-services', 'faq:admin-stats', 'faq:admin-chatbot'],
};

export const welcomeSuggestions = (role: ChatbotRole, lang: Language = 'it'): string[] => sayAll(WELCOME[role], lang);

interface PageHelp {
  prefix: string;
  roles?: readonly ChatbotRole[];
  suggestions: readonly Ask[];
}

/** 'Suggerimenti per questa pagina:' by path (the longest matching prefix wins) and role. */
const PAGE_HELP: readonly PageHelp[] = [
  { prefix: '/guest-booking', suggestions: ['firstFree', 'faq:booking-any-barber', 'faq:booking-cancel', 'faq:booking-payment'] },
  { prefix: '/booking', suggestions: ['firstFree', 'faq:booking-change', 'faq:booking-cancel', 'faq:booking-payment'] },
  { prefix: '/shop', suggestions: ['products', 'faq:general-shop-pickup', 'faq:booking-payment'] },
  { prefix: '/profile', suggestions: ['nextAppointment', 'faq:profile-edit', 'faq:profile-password', 'orderStatus'] },
  { prefix: '/waiting-list', suggestions: ['faq:booking-waiting-list', 'firstFree', 'faq:booking-cancel'] },
  { prefix: '/login', suggestions: ['faq:registration-password-reset', 'faq:registration-needed', 'faq:registration-how'] },
  { prefix: '/register', suggestions: ['faq:registration-why', 'faq:registration-needed', 'faq:general-privacy'] },
  { prefix: '/work-with-us', suggestions: ['faq:general-work-with-us', 'where', 'hours'] },
  {
    prefix: '/admin',
    roles: ['admin'],
    suggestions: ['faq:admin-services', 'faq:admin-hours', 'faq:admin-stats', 'faq:admin-chatbot'],
  },
  {
    prefix: '/barber',
    roles: ['barber', 'admin'],
    suggestions: ['faq:barber-calendar', 'faq:barber-absence', 'faq:barber-status'],
  },
  { prefix: '/subscription', roles: ['admin'], suggestions: ['faq:admin-subscription', 'faq:admin-stats'] },
  { prefix: '/', suggestions: ['firstFree', 'haircutPrice', 'hours', 'where'] },
];

export function pageSuggestions(page: string, role: ChatbotRole, lang: Language = 'it'): string[] {
  const path = (page.split(/[?#]/)[0] ?? '/').toLowerCase() || '/';
  const fits = PAGE_HELP.filter(
    (h) => (path === h.prefix || path.startsWith(h.prefix === '/' ? '/' : `${h.prefix}/`) || path === h.prefix) && (!h.roles || h.roles.includes(role)),
  ).sort((a, b) => b.prefix.length - a.prefix.length);
  return sayAll(fits[0]?.suggestions ?? [], lang);
}
