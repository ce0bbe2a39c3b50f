import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import type { Language } from '@barber/shared/messages/languages';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { shopState, shopTimeZone } from '../shop/index';
import { myAppointmentReply, myOrderReply } from './answers-account';
import { barbersReply, durationReply, priceReply, productsReply, servicesReply } from './answers-catalog';
import { addressReply, contactReply, directionsReply, hoursReply, openNowReply, whatsappReply } from './answers-shop';
import { nextSlotReply } from './answers-slots';
import { CHAT_TEXTS, labelIn } from './chat-texts';
import { answerLanguage } from './detect-language';
import { CATEGORY_ACTIONS, FAQ_ACTIONS, FAQ_CALL, NOTICE_FAQS, withNotice } from './default-faqs';
import type { CatalogBarber, CatalogService } from './entities';
import { faqSet, matcherFor, type FaqSet } from './faq-store';
import type { LiveIntent } from './intents';
import { lexiconOf } from './lexicons';
import { callAction, type AnswerInput, type Reply } from './reply';
import * as repo from './repo';
import type { FaqRow } from './repo';
import { faqAsk, pageSuggestions, welcomeSuggestions } from './texts';
import { understand } from './understand';

const LIVE: Readonly<Record<LiveIntent, (input: AnswerInput) => Reply | Promise<Reply>>> = {
  price: priceReply,
  duration: durationReply,
  services: servicesReply,
  hours: hoursReply,
  openNow: openNowReply,
  address: addressReply,
  directions: directionsReply,
  contact: contactReply,
  whatsapp: whatsappReply,
  nextSlot: nextSlotReply,
  myAppointment: myAppointmentReply,
  myOrder: myOrderReply,
  products: productsReply,
  barbers: barbersReply,
  greeting: ({ t, shop }) => ({
    content: t.greeting(shop ? shop.name : null),
    type: 'live',
    actions: [],
    suggestions: [t.ask.firstFree, t.ask.haircutPrice, t.ask.hours],
    intent: 'greeting',
  }),
  thanks: ({ t }) => ({
    content: t.thanks,
    type: 'live',
    actions: [],
    suggestions: [],
    intent: 'thanks',
  }),
};

export interface Catalog {
  services: CatalogService[];
  barbers: CatalogBarber[];
}

export async function loadCatalog(ctx: AppContext): Promise<Catalog> {
  return repo.loadCatalog(ctx.db);
}

/** The page's suggestions the role would get an answer to (an FAQ the role does not see is not suggested). */
export function answerableSuggestions(
  set: FaqSet,
  candidates: readonly string[],
  role: ChatbotRole,
  today: string,
  lang: Language = 'it',
): string[] {
  const matcher = matcherFor(set, lang);
  return candidates.filter((q) => understand(matcher, q, role, { services: [], barbers: [] }, today).label !== null);
}

/**
 * 'Suggerimenti per questa pagina:' the page's suggestions the role gets an answer to; under two (a page's FAQ the
 * role does not see, which in Italian only ever matched something else) topped up with the role's welcome ones.
 */
export function pageHelp(set: FaqSet, page: string, role: ChatbotRole, today: string, lang: Language = 'it'): string[] {
  const offered = answerableSuggestions(set, pageSuggestions(page, role, lang), role, today, lang);
  if (offered.length >= 2) return offered;
  const more = answerableSuggestions(set, welcomeSuggestions(role, lang), role, today, lang).filter((q) => !offered.includes(q));
  return [...offered, ...more].slice(0, Math.max(2, offered.length));
}

/** The owner's version of an entry's text in `lang` (issue 28 item 5, ADR 0073), if one was written. */
const ownText = (faq: FaqRow, lang: Language, field: 'question' | 'answer') =>
  lang === 'it' ? undefined : faq.translations[lang]?.[field]?.trim() || undefined;

/**
 * How an FAQ is offered in `lang`: the owner's question in the language, else the default entry's phrasing there,
 * else its Italian question.
 */
export const faqTitle = (faq: FaqRow, lang: Language) =>
  ownText(faq, lang, 'question') || (faq.slug && lexiconOf(lang)?.faqs[faq.slug]?.[0]) || faq.question;

/** The entry's answer in `lang`, when the owner wrote one there (ADR 0073). */
export const faqAnswerIn = (faq: FaqRow, lang: Language) => ownText(faq, lang, 'answer');

export const faqsForRole = (set: FaqSet, role: ChatbotRole) => set.active.filter((f) => f.roles.includes(role));

/**
 * An FAQ's answer is the shop's own text: in the asked language when the owner wrote it there (issue 28 item 5, ADR
 * 0073), else the Italian after a line saying so, in that language (ADR 0067); its buttons and the related questions
 * are in the language (the related ones only when the assistant understands them there).
 */
export function faqReply(set: FaqSet, faq: FaqRow, role: ChatbotRole, shop: ShopInfo | null, lang: Language = 'it'): Reply {
  const t = CHAT_TEXTS[lang];
  const lexicon = lexiconOf(lang);
  const related = faqsForRole(set, role)
    .filter(
      (f) =>
        f.category === faq.category &&
        f.id !== faq.id &&
        (!lexicon || (f.slug && lexicon.faqs[f.slug]) || ownText(f, lang, 'question')),
    )
    .slice(0, 2)
    .map((f) => faqTitle(f, lang));
  const notice = shop?.booking.changeNoticeHours;
  const answer = faq.slug && NOTICE_FAQS.has(faq.slug) && notice !== undefined ? withNotice(faq.answer, notice) : faq.answer;
  const own = faqAnswerIn(faq, lang);
  return {
    content: own ?? (lang === 'it' ? answer : `${t.faqInItalian}\n${answer}`),
    type: 'faq',
    actions: [
      ...((faq.slug && FAQ_ACTIONS[faq.slug]) || CATEGORY_ACTIONS[faq.category] || []).map((a) => ({ ...a, label: labelIn(lang, a.label) })),
      ...(faq.slug && FAQ_CALL.has(faq.slug) ? callAction(shop, t) : []),
    ],
    suggestions: related,
    intent: 'faq',
    faqId: faq.id,
  };
}

/** The answer to one question, and whether it was understood (an unanswered question is recorded by the caller). */
export async function answerQuestion(
  ctx: AppContext,
  question: string,
  role: ChatbotRole,
  user: AuthUser | null,
  preferred: Language = 'it',
): Promise<{ reply: Reply; understood: boolean; closestFaqId: string | null; lang: Language }> {
  const [set, catalog, state, timeZone] = await Promise.all([faqSet(ctx), loadCatalog(ctx), shopState(ctx), shopTimeZone(ctx)]);
  const shop = state.configured ? state : null;
  const today = todayInZone(ctx.now(), timeZone);
  // The question's own language, else the visitor's (ADR 0067); each language has its matcher.
  const lang = answerLanguage(question, preferred);
  const t = CHAT_TEXTS[lang];
  const u = understand(matcherFor(set, lang), question, role, catalog, today);
  if (u.label?.kind === 'intent') {
    const ask = (slug: string) => faqAsk(slug, lang);
    const input: AnswerInput = { ctx, role, user, shop, ...catalog, today, timeZone, entities: u.entities, question, lang, t, ask };
    return { reply: await LIVE[u.label.intent](input), understood: true, closestFaqId: null, lang };
  }
  if (u.label?.kind === 'faq') {
    const faq = set.byId.get(u.label.faqId);
    if (faq) return { reply: faqReply(set, faq, role, shop, lang), understood: true, closestFaqId: null, lang };
  }
  // Not understood: say so, offer the three closest FAQ (the best-known ones when nothing is close) and the phone.
  const closest = u.ranked
    .filter((m) => m.label.kind === 'faq')
    .map((m) => set.byId.get((m.label as { faqId: string }).faqId))
    .filter((f): f is FaqRow => !!f);
  for (const f of faqsForRole(set, role)) {
    if (closest.length >= 3) break;
    if (!closest.includes(f)) closest.push(f);
  }
  const offered = closest.slice(0, 3);
  return {
    reply: {
      content: t.fallback(shop?.phone || null),
      type: 'fallback',
      actions: [...offered.map((f) => ({ label: faqTitle(f, lang), action: 'faq' as const, faqId: f.id })), ...callAction(shop, t)],
      suggestions: [t.ask.firstFree, t.ask.hours],
      intent: 'fallback',
    },
    understood: false,
    closestFaqId: offered[0]?.id ?? null,
    lang,
  };
}
