import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import { CHATBOT_LIMITS } from '@barber/shared/contract/chatbot-routes';
import type {
  AdminChatFaq,
  ChatbotInitRequest,
  ChatbotMessageRequest,
  ChatFaq,
  ChatFaqInput,
  ChatMessage,
  UnansweredQuestion,
} from '@barber/shared/contract/chatbot';
import type { z } from 'zod';
import type { Language } from '@barber/shared/messages/languages';
import type { AuthUser } from '../../infra/access';
import type { Config } from '../../infra/config';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { shopState } from '../shop/index';
import { todayInZone } from '@barber/shared/domain/zoned-time';
import { cleanTranslations } from '@barber/shared/domain/content-translations';
import { answerTextsIt } from '@barber/shared/messages/answers-it';
import type { FaqTranslationsRequest } from '@barber/shared/schemas/content-translations';
import { answerQuestion, faqAnswerIn, faqsForRole, faqTitle, pageHelp } from './answer';
import { faqSet, invalidateFaqs, matcherFor, successRate } from './faq-store';
import * as repo from './repo';
import { normalize } from './text';
import { CHAT_TEXTS } from './chat-texts';
import { welcomeSuggestions, welcomeText } from './texts';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Per session and per address (issue 16 item 2): generous for a person, tight for a script. The per-address
 * limits follow PUBLIC_FORM_RATE_LIMIT (30 a minute by default: 60 messages and 30 new sessions), since one
 * address can be a whole office or a phone network.
 */
export const CHATBOT_SESSION_RATE = { max: 20, windowMs: 60_000 } as const;

export function chatbotRate(config: Pick<Config, 'publicFormRateLimit'>) {
  return {
    perSession: CHATBOT_SESSION_RATE,
    perAddress: { max: 2 * config.publicFormRateLimit, windowMs: 60_000 },
    initPerAddress: { max: config.publicFormRateLimit, windowMs: 60_000 },
  };
}

export const SESSION_NOT_FOUND = fieldMessagesIt.chatbot.sessionNotFound;

export const roleOf = (user: AuthUser | null): ChatbotRole => user?.role ?? 'guest';

async function limit(ctx: AppContext, key: string, rule: { max: number; windowMs: number }): Promise<void> {
  const hit = await ctx.limiter.hit(key, rule.max, rule.windowMs);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', moduleMessagesIt.tooManyChatMessages(hit.resetInMs));
  }
}

export function toChatMessage(row: repo.MessageRow): ChatMessage {
  return {
    id: row.id,
    content: row.content,
    isBot: row.isBot,
    timestamp: row.createdAt.toISOString(),
    actions: row.actions,
    suggestions: row.suggestions,
    type: row.type,
  };
}

/**
 * The caller's live session: it exists, is younger than the retention period and belongs to the same caller
 * (the same user, or a guest for a guest). Anything else is 'Sessione non trovata', so a session id alone never
 * reads another person's conversation.
 */
async function ownSession(ctx: AppContext, id: string, user: AuthUser | null): Promise<repo.SessionRow> {
  const session = UUID.test(id) ? await repo.findSession(ctx.db, id) : undefined;
  const expired = session && ctx.now().getTime() - session.lastActiveAt.getTime() > CHATBOT_LIMITS.retentionDays * DAY_MS;
  if (!session || expired || session.userId !== (user?.id ?? null) || session.role !== roleOf(user)) {
    throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  }
  return session;
}

/** `lang`: the visitor's language (the `lang` cookie, else Accept-Language), for the welcome (ADR 0067). */
export async function initSession(
  ctx: AppContext,
  user: AuthUser | null,
  body: z.output<typeof ChatbotInitRequest>,
  ip: string,
  lang: Language = 'it',
) {
  await limit(ctx, `chatbot:init:${ip}`, chatbotRate(ctx.config).initPerAddress);
  const role = roleOf(user);
  if (body.sessionId) {
    const resumed = await ownSession(ctx, body.sessionId, user).catch(() => null);
    if (resumed) {
      const messages = await repo.listMessages(ctx.db, resumed.id);
      return { success: true as const, sessionId: resumed.id, userRole: role, messages: messages.map(toChatMessage) };
    }
  }
  const state = await shopState(ctx);
  const now = ctx.now();
  const [message] = await ctx.db.transaction(async (tx) => {
    const session = await repo.insertSession(tx, {
      userId: user?.id ?? null,
      role,
      platform: body.metadata?.platform ?? null,
      userAgent: body.metadata?.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
      lastActiveAt: now,
    });
    return repo.insertMessages(tx, [
      {
        sessionId: session.id,
        isBot: true,
        content: welcomeText(role, state.configured ? state.name : null, user?.firstName ?? null, lang),
        type: 'welcome',
        actions: [],
        suggestions: welcomeSuggestions(role, lang),
        intent: 'welcome',
        createdAt: now,
      },
    ]);
  });
  return { success: true as const, sessionId: message!.sessionId, userRole: role, messages: [toChatMessage(message!)] };
}

/** `lang`: the visitor's language, the answer's when the question's own words do not tell (ADR 0067). */
export async function handleMessage(
  ctx: AppContext,
  user: AuthUser | null,
  body: z.output<typeof ChatbotMessageRequest>,
  ip: string,
  lang: Language = 'it',
) {
  await limit(ctx, `chatbot:ip:${ip}`, chatbotRate(ctx.config).perAddress);
  const session = await ownSession(ctx, body.sessionId, user);
  await limit(ctx, `chatbot:session:${session.id}`, CHATBOT_SESSION_RATE);
  const role = roleOf(user);
  const question = body.message;
  const page = body.context?.currentPage?.slice(0, 300) ?? null;
  const { reply, understood, closestFaqId } = await answerQuestion(ctx, question, role, user, lang);
  const now = ctx.now();
  // The visitor's message a millisecond before the answer, so the two always sort in order.
  const saved = await repo.saveExchange(ctx.db, {
    sessionId: session.id,
    question,
    askedAt: new Date(now.getTime() - 1),
    answer: { content: reply.content, type: reply.type, intent: reply.intent, actions: reply.actions, suggestions: reply.suggestions, faqId: reply.faqId ?? null },
    currentPage: page,
    at: now,
  });
  if (!understood) {
    await repo.recordUnanswered(ctx.db, {
      normalized: normalize(question).slice(0, 300),
      question: question.slice(0, 1000),
      role,
      currentPage: page,
      closestFaqId,
      at: now,
    });
  }
  const response: ChatMessage = {
    id: saved.id,
    content: reply.content,
    isBot: true,
    timestamp: saved.createdAt.toISOString(),
    actions: reply.actions,
    suggestions: reply.suggestions,
    type: reply.type,
  };
  return { success: true as const, response };
}

export async function saveFeedback(
  ctx: AppContext,
  user: AuthUser | null,
  body: { sessionId: string; messageId: string; feedback: { helpful: boolean; rating?: number | undefined; comment?: string | undefined } },
  lang: Language = 'it',
) {
  const session = await ownSession(ctx, body.sessionId, user);
  const message = UUID.test(body.messageId) ? await repo.findMessage(ctx.db, session.id, body.messageId) : undefined;
  if (!message || !message.isBot) throw new AppError('NOT_FOUND', fieldMessagesIt.chatbot.messageNotFound);
  await ctx.db.transaction((tx) =>
    repo.saveFeedback(tx, {
      messageId: message.id,
      sessionId: session.id,
      faqId: message.faqId,
      helpful: body.feedback.helpful,
      rating: body.feedback.rating ?? null,
      comment: body.feedback.comment || null,
      at: ctx.now(),
    }),
  );
  invalidateFaqs(ctx);
  return { success: true as const, message: CHAT_TEXTS[lang].feedbackThanks };
}

/** An entry as the visitor's list shows it: its question and answer in `lang` where there is one (ADR 0073). */
const toFaq = (row: repo.FaqRow, lang: Language = 'it'): ChatFaq => ({
  id: row.id,
  question: faqTitle(row, lang),
  answer: faqAnswerIn(row, lang) ?? row.answer,
  category: row.category,
  successRate: successRate(row),
});

/** `lang`: the visitor's; each question is one the assistant understands in it (the widget asks it as shown). */
export async function listFaqs(
  ctx: AppContext,
  user: AuthUser | null,
  query: { limit: number; category?: ChatFaq['category'] | undefined },
  lang: Language = 'it',
) {
  const set = await faqSet(ctx);
  const faqs = faqsForRole(set, roleOf(user))
    .filter((f) => !query.category || f.category === query.category)
    .slice(0, query.limit)
    .map((row) => toFaq(row, lang));
  return { success: true as const, faqs };
}

/** `lang`: the caller's; matched with that language's matcher (ADR 0067), answered in its translations (ADR 0073). */
export async function searchFaqs(
  ctx: AppContext,
  user: AuthUser | null,
  query: { query: string; limit: number },
  lang: Language = 'it',
) {
  const set = await faqSet(ctx);
  const results = matcherFor(set, lang)
    .closestFaqs(query.query, roleOf(user), query.limit)
    .map((m) => {
      const row = set.byId.get((m.label as { faqId: string }).faqId);
      return row ? { ...toFaq(row, lang), score: Math.round(m.score * 100) / 100 } : null;
    })
    .filter((r): r is ChatFaq & { score: number } => r !== null);
  return { success: true as const, results };
}

export async function contextualHelp(ctx: AppContext, user: AuthUser | null, currentPage: string, lang: Language = 'it') {
  const set = await faqSet(ctx);
  const role = roleOf(user);
  const suggestions = pageHelp(set, currentPage, role, todayInZone(ctx.now(), 'UTC'), lang);
  return { success: true as const, suggestions };
}

export async function health(ctx: AppContext) {
  const set = await faqSet(ctx);
  return { success: true as const, status: 'ok' as const, faqCount: set.active.length, modelReady: true };
}

// ---- admin

const toAdminFaq = (row: repo.FaqRow): AdminChatFaq => ({
  ...toFaq(row),
  roles: row.roles,
  keywords: row.keywords,
  isActive: row.isActive,
  helpfulCount: row.helpfulCount,
  notHelpfulCount: row.notHelpfulCount,
  isDefault: row.slug !== null,
  updatedAt: row.updatedAt.toISOString(),
  translations: row.translations,
});

const FAQ_NOT_FOUND = moduleMessagesIt.faqNotFound;

export async function adminListFaqs(ctx: AppContext) {
  await faqSet(ctx); // seeds the defaults on a fresh shop
  const rows = await repo.listFaqs(ctx.db);
  return { success: true as const, data: rows.map(toAdminFaq) };
}

type FaqInput = z.output<typeof ChatFaqInput>;

const columns = (input: FaqInput) => ({
  question: input.question,
  answer: input.answer,
  category: input.category,
  roles: [...new Set(input.roles)],
  keywords: [...new Set(input.keywords.map((k) => k.trim()).filter(Boolean))],
  isActive: input.isActive,
});

export async function adminCreateFaq(ctx: AppContext, input: FaqInput) {
  await faqSet(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertFaq(tx, { ...columns(input), sortOrder: 1000, createdAt: ctx.now(), updatedAt: ctx.now() });
    if (input.unansweredId) await repo.deleteUnanswered(tx, input.unansweredId);
    return created;
  });
  invalidateFaqs(ctx);
  return { success: true as const, message: 'FAQ creata', data: toAdminFaq(row) };
}

export async function adminUpdateFaq(ctx: AppContext, id: string, input: FaqInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateFaq(tx, id, { ...columns(input), updatedAt: ctx.now() });
    if (updated && input.unansweredId) await repo.deleteUnanswered(tx, input.unansweredId);
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND', FAQ_NOT_FOUND);
  invalidateFaqs(ctx);
  return { success: true as const, message: 'FAQ aggiornata', data: toAdminFaq(row) };
}

/** The owner's question and answer in German, French and English (issue 28 item 5, ADR 0073); the next question sees them. */
export async function adminSaveFaqTranslations(ctx: AppContext, id: string, input: FaqTranslationsRequest) {
  const row = await repo.updateFaq(ctx.db, id, { translations: cleanTranslations(input), updatedAt: ctx.now() });
  if (!row) throw new AppError('NOT_FOUND', FAQ_NOT_FOUND);
  invalidateFaqs(ctx);
  return { success: true as const, message: answerTextsIt.shop.translationsSaved, data: toAdminFaq(row) };
}

export async function adminDeleteFaq(ctx: AppContext, id: string) {
  if (!(await repo.deleteFaq(ctx.db, id))) throw new AppError('NOT_FOUND', FAQ_NOT_FOUND);
  invalidateFaqs(ctx);
  return { success: true as const, message: 'FAQ eliminata' };
}

export async function adminUnanswered(ctx: AppContext, limitRows: number) {
  const rows = await repo.listUnanswered(ctx.db, limitRows);
  const data: UnansweredQuestion[] = rows.map((r) => ({
    id: r.id,
    question: r.question,
    count: r.askCount,
    firstAskedAt: r.firstAskedAt.toISOString(),
    lastAskedAt: r.lastAskedAt.toISOString(),
    userRole: r.role,
    currentPage: r.currentPage,
    closestFaqId: r.closestFaqId,
  }));
  return { success: true as const, data };
}

export async function adminDismissUnanswered(ctx: AppContext, id: string) {
  if (!(await repo.deleteUnanswered(ctx.db, id))) throw new AppError('NOT_FOUND', moduleMessagesIt.questionNotFound);
  return { success: true as const, message: "Domanda rimossa dall'elenco" };
}

// ---- retention

export const CHATBOT_PURGE_JOB = 'chatbot.purge';

/** ADR 0009 / 0022: sessions (with messages and feedback) and unanswered questions 30 days after their last use. */
export async function purgeChatbotData(ctx: AppContext) {
  const cutoff = new Date(ctx.now().getTime() - CHATBOT_LIMITS.retentionDays * DAY_MS);
  return repo.purgeBefore(ctx.db, cutoff);
}
