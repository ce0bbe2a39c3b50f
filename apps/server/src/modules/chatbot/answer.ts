import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { shopState, shopTimeZone } from '../shop/index';
import { myAppointmentReply, myOrderReply } from './answers-account';
import { barbersReply, durationReply, priceReply, productsReply, servicesReply } from './answers-catalog';
import { addressReply, contactReply, directionsReply, hoursReply, openNowReply, whatsappReply } from './answers-shop';
import { nextSlotReply } from './answers-slots';
import { CATEGORY_ACTIONS, FAQ_ACTIONS, FAQ_CALL, NOTICE_FAQS, withNotice } from './default-faqs';
import type { CatalogBarber, CatalogService } from './entities';
import { faqSet, type FaqSet } from './faq-store';
import type { LiveIntent } from './intents';
import { callAction, type AnswerInput, type Reply } from './reply';
import * as repo from './repo';
import type { FaqRow } from './repo';
import { NOT_UNDERSTOOD } from './texts';
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
  greeting: (input) => ({
    content: `Ciao! Come posso aiutarti? Chiedimi pure prezzi, orari o il primo posto libero${input.shop ? ` da ${input.shop.name}` : ''}.`,
    type: 'live',
    actions: [],
    suggestions: ['Qual è il primo posto libero?', 'Quanto costa un taglio?', 'Quali sono gli orari di apertura?'],
    intent: 'greeting',
  }),
  thanks: () => ({
    content: 'Prego! Se ti serve altro, scrivimi pure.',
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
export function answerableSuggestions(set: FaqSet, candidates: readonly string[], role: ChatbotRole, today: string): string[] {
  return candidates.filter((q) => understand(set.matcher, q, role, { services: [], barbers: [] }, today).label !== null);
}

export const faqsForRole = (set: FaqSet, role: ChatbotRole) => set.active.filter((f) => f.roles.includes(role));

export function faqReply(set: FaqSet, faq: FaqRow, role: ChatbotRole, shop: ShopInfo | null): Reply {
  const related = faqsForRole(set, role)
    .filter((f) => f.category === faq.category && f.id !== faq.id)
    .slice(0, 2)
    .map((f) => f.question);
  const notice = shop?.booking.changeNoticeHours;
  return {
    content: faq.slug && NOTICE_FAQS.has(faq.slug) && notice !== undefined ? withNotice(faq.answer, notice) : faq.answer,
    type: 'faq',
    actions: [
      ...((faq.slug && FAQ_ACTIONS[faq.slug]) || CATEGORY_ACTIONS[faq.category] || []),
      ...(faq.slug && FAQ_CALL.has(faq.slug) ? callAction(shop) : []),
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
): Promise<{ reply: Reply; understood: boolean; closestFaqId: string | null }> {
  const [set, catalog, state, timeZone] = await Promise.all([faqSet(ctx), loadCatalog(ctx), shopState(ctx), shopTimeZone(ctx)]);
  const shop = state.configured ? state : null;
  const today = todayInZone(ctx.now(), timeZone);
  const u = understand(set.matcher, question, role, catalog, today);
  if (u.label?.kind === 'intent') {
    const input: AnswerInput = { ctx, role, user, shop, ...catalog, today, timeZone, entities: u.entities, question };
    return { reply: await LIVE[u.label.intent](input), understood: true, closestFaqId: null };
  }
  if (u.label?.kind === 'faq') {
    const faq = set.byId.get(u.label.faqId);
    if (faq) return { reply: faqReply(set, faq, role, shop), understood: true, closestFaqId: null };
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
  const phone = shop?.phone ? ` oppure chiamaci al ${shop.phone}` : '';
  return {
    reply: {
      content: `${NOT_UNDERSTOOD} Forse cercavi una di queste risposte${phone}. Puoi anche riformulare la domanda.`,
      type: 'fallback',
      actions: [...offered.map((f) => ({ label: f.question, action: 'faq' as const, faqId: f.id })), ...callAction(shop)],
      suggestions: ['Qual è il primo posto libero?', 'Quali sono gli orari di apertura?'],
      intent: 'fallback',
    },
    understood: false,
    closestFaqId: offered[0]?.id ?? null,
  };
}
