import { z } from 'zod';
import { Id } from '../schemas/common';
import { ContentTranslationsRead, FaqTranslationsRequest } from '../schemas/content-translations';
import { line, multiLine } from '../schemas/text';
import type { ContractRoute } from './define';
import {
  CHAT_ACTION_KINDS,
  CHAT_MESSAGE_TYPES,
  CHATBOT_LIMITS,
  CHATBOT_ROLES,
  FAQ_CATEGORIES,
  chatbotRoutes as r,
} from './chatbot-routes';

const tags = ['chatbot'] as const;

export const ChatbotRole = z.enum(CHATBOT_ROLES);
export const FaqCategory = z.enum(FAQ_CATEGORIES, { error: 'Categoria non valida' });
export const ChatActionKind = z.enum(CHAT_ACTION_KINDS);
export const ChatMessageType = z.enum(CHAT_MESSAGE_TYPES);

/**
 * The role a client says it has (the spec's userRole): accepted for the original clients' sake and ignored; the
 * server answers for the verified session's role. Any short text passes, so a stale value never breaks the widget.
 */
const ClaimedRole = line(z.string({ error: 'Ruolo non valido' }).max(40, { error: 'Ruolo non valido' })).optional();

/** 001 section 3: action {label, action, target, query/text, message, faqId, newTab}; see CHAT_ACTION_KINDS. */
export const ChatAction = z.object({
  label: z.string(),
  action: ChatActionKind,
  target: z.string().optional(),
  query: z.string().optional(),
  text: z.string().optional(),
  message: z.string().optional(),
  faqId: z.string().optional(),
  newTab: z.boolean().optional(),
});
export type ChatAction = z.infer<typeof ChatAction>;

/**
 * 001 section 3: message {id, content, isBot, timestamp, actions, suggestions, type}; isError and feedbackSent are
 * the widget's own state. content is plain text (may hold line breaks; never HTML). timestamp is ISO 8601.
 */
export const ChatMessage = z.object({
  id: z.string(),
  content: z.string(),
  isBot: z.boolean(),
  timestamp: z.string(),
  actions: z.array(ChatAction),
  /** Follow-up questions to offer as quick replies (sent as typed text). */
  suggestions: z.array(z.string()),
  type: ChatMessageType,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** 001 section 3: FAQ {id, question, answer, category, successRate}. successRate: percent of helpful votes, null without votes. */
export const ChatFaq = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: FaqCategory,
  successRate: z.number().nullable(),
});
export type ChatFaq = z.infer<typeof ChatFaq>;

const Metadata = z
  .object({
    platform: line(z.string().max(200)).optional(),
    timestamp: z.union([line(z.string().max(100)), z.number()]).optional(),
    userAgent: line(z.string().max(500)).optional(),
  })
  .partial()
  .optional();

export const ChatbotInitRequest = z.object({
  userRole: ClaimedRole,
  metadata: Metadata,
  /** The session id the widget kept (session/local storage): resumed with its messages if it is still the caller's. */
  sessionId: line(z.string().max(100)).optional(),
});
export type ChatbotInitRequest = z.input<typeof ChatbotInitRequest>;

export const ChatbotInitResponse = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  /** The role the assistant answers for (from the session, not the request). */
  userRole: ChatbotRole,
  /** A new session: the welcome message by role. A resumed one: its messages, oldest first. */
  messages: z.array(ChatMessage),
});
export type ChatbotInitResponse = z.infer<typeof ChatbotInitResponse>;

const EMPTY = 'Messaggio vuoto';

const SessionId = line(z.string({ error: 'Sessione non trovata' }).min(1, { error: 'Sessione non trovata' }).max(100));

export const ChatbotMessageRequest = z.object({
  sessionId: SessionId,
  // The composer is a text area: a question may span lines.
  message: multiLine(
    z
      .string({ error: EMPTY })
      .trim()
      .min(1, { error: EMPTY })
      .max(CHATBOT_LIMITS.messageMax, {
        error: `Il messaggio è troppo lungo (massimo ${CHATBOT_LIMITS.messageMax} caratteri)`,
      }),
  ),
  context: z
    .object({
      /** The page the widget is on (a path such as '/guest-booking'): used for page-aware answers. */
      currentPage: line(z.string().max(300)).optional(),
      timestamp: z.union([line(z.string().max(100)), z.number()]).optional(),
      userRole: ClaimedRole,
    })
    .optional(),
});
export type ChatbotMessageRequest = z.input<typeof ChatbotMessageRequest>;

export const ChatbotMessageResponse = z.object({
  success: z.literal(true),
  /** The bot's answer; its id is the messageId of /chatbot/feedback. */
  response: ChatMessage,
});
export type ChatbotMessageResponse = z.infer<typeof ChatbotMessageResponse>;

const Limit = (max: number) =>
  z.coerce
    .number({ error: 'Limite non valido' })
    .int({ error: 'Limite non valido' })
    .min(1, { error: 'Limite non valido' })
    .max(max, { error: 'Limite non valido' });

export const ChatbotFaqsQuery = z.object({
  userRole: ClaimedRole,
  limit: Limit(CHATBOT_LIMITS.faqMax).default(CHATBOT_LIMITS.faqDefault),
  category: FaqCategory.optional(),
});
export const ChatbotFaqsResponse = z.object({ success: z.literal(true), faqs: z.array(ChatFaq) });
export type ChatbotFaqsResponse = z.infer<typeof ChatbotFaqsResponse>;

export const ChatbotFeedbackRequest = z.object({
  sessionId: SessionId,
  messageId: line(z.string({ error: 'Messaggio non trovato' }).min(1, { error: 'Messaggio non trovato' }).max(100)),
  feedback: z.object(
    {
      helpful: z.boolean({ error: 'Indica se la risposta è stata utile' }),
      rating: z.number({ error: 'Valutazione non valida' }).int().min(1).max(5).optional(),
      comment: multiLine(
        z.string({ error: 'Commento non valido' }).trim().max(500, { error: 'Il commento può avere al massimo 500 caratteri' }),
      ).optional(),
      timestamp: z.union([line(z.string().max(100)), z.number()]).optional(),
    },
    { error: 'Feedback non valido' },
  ),
});
export type ChatbotFeedbackRequest = z.input<typeof ChatbotFeedbackRequest>;
export const ChatbotFeedbackResponse = z.object({ success: z.literal(true), message: z.string() });

export const ChatbotContextualHelpQuery = z.object({
  currentPage: line(z.string({ error: 'Pagina non valida' }).max(300, { error: 'Pagina non valida' })).default('/'),
  userRole: ClaimedRole,
});
export const ChatbotContextualHelpResponse = z.object({
  success: z.literal(true),
  /** Questions fitting the page and the role, best first (the widget shows the first 3). */
  suggestions: z.array(z.string()),
});
export type ChatbotContextualHelpResponse = z.infer<typeof ChatbotContextualHelpResponse>;

export const ChatbotSearchQuery = z.object({
  query: line(
    z
      .string({ error: 'Scrivi il testo da cercare' })
      .trim()
      .min(1, { error: 'Scrivi il testo da cercare' })
      .max(200, { error: 'Ricerca troppo lunga (massimo 200 caratteri)' }),
  ),
  userRole: ClaimedRole,
  limit: Limit(CHATBOT_LIMITS.searchMax).default(CHATBOT_LIMITS.searchDefault),
});
export const ChatbotSearchResult = ChatFaq.extend({ score: z.number() });
export const ChatbotSearchResponse = z.object({ success: z.literal(true), results: z.array(ChatbotSearchResult) });
export type ChatbotSearchResponse = z.infer<typeof ChatbotSearchResponse>;

export const ChatbotHealthResponse = z.object({
  success: z.literal(true),
  status: z.enum(['ok']),
  /** Active FAQ entries loaded into the matcher. */
  faqCount: z.number(),
  /** Whether the language model is trained (it trains on the first question otherwise). */
  modelReady: z.boolean(),
});

/** The admin's view of an FAQ entry: who sees it, the votes behind its success rate. */
export const AdminChatFaq = ChatFaq.extend({
  roles: z.array(ChatbotRole),
  /** Extra words and phrasings that lead to this entry (synonyms, colloquial forms). */
  keywords: z.array(z.string()),
  isActive: z.boolean(),
  helpfulCount: z.number(),
  notHelpfulCount: z.number(),
  /** One of the seeded Italian defaults (editable like any other). */
  isDefault: z.boolean(),
  updatedAt: z.string(),
  /** The owner's question and answer in German, French and English (issue 28 item 5): the assistant's in those languages. */
  translations: ContentTranslationsRead,
});
export type AdminChatFaq = z.infer<typeof AdminChatFaq>;

export const ChatFaqInput = z.object({
  question: line(
    z
      .string({ error: 'La domanda è obbligatoria' })
      .trim()
      .min(5, { error: 'La domanda deve avere almeno 5 caratteri' })
      .max(300, { error: 'La domanda può avere al massimo 300 caratteri' }),
  ),
  answer: multiLine(
    z
      .string({ error: 'La risposta è obbligatoria' })
      .trim()
      .min(2, { error: 'La risposta è obbligatoria' })
      .max(2000, { error: 'La risposta può avere al massimo 2000 caratteri' }),
  ),
  category: FaqCategory,
  roles: z
    .array(z.enum(CHATBOT_ROLES, { error: 'Ruolo non valido' }), { error: 'Scegli almeno un ruolo' })
    .min(1, { error: 'Scegli almeno un ruolo' })
    .max(4),
  keywords: z
    .array(line(z.string().trim().min(1).max(100, { error: 'Parola chiave troppo lunga' })), { error: 'Parole chiave non valide' })
    .max(30, { error: 'Al massimo 30 parole chiave per una FAQ' })
    .default([]),
  isActive: z.boolean({ error: 'Stato non valido' }).default(true),
  /** Creating an entry from an unanswered question: that question is marked as handled. */
  unansweredId: Id.optional(),
});
export type ChatFaqInput = z.input<typeof ChatFaqInput>;

export const AdminChatFaqList = z.object({ success: z.literal(true), data: z.array(AdminChatFaq) });
export const AdminChatFaqSaved = z.object({ success: z.literal(true), message: z.string(), data: AdminChatFaq });
export const ChatbotDeleted = z.object({ success: z.literal(true), message: z.string() });

/** A question the assistant could not answer, grouped by its normalised text. */
export const UnansweredQuestion = z.object({
  id: z.string(),
  question: z.string(),
  /** How many times it was asked (same normalised text). */
  count: z.number(),
  firstAskedAt: z.string(),
  lastAskedAt: z.string(),
  userRole: ChatbotRole,
  currentPage: z.string().nullable(),
  /** The closest FAQ the assistant offered, if any. */
  closestFaqId: z.string().nullable(),
});
export type UnansweredQuestion = z.infer<typeof UnansweredQuestion>;
export const UnansweredQuery = z.object({ limit: Limit(500).default(100) });
export const UnansweredList = z.object({ success: z.literal(true), data: z.array(UnansweredQuestion) });

const FaqParams = z.object({ id: Id });

const roleNote = "The role is the verified session's (guest without one); a userRole in the request is ignored.";

/** The chatbot routes with their schemas (see contract.ts). */
export const chatbotContract = {
  chatbotInit: {
    ...r.chatbotInit,
    tags,
    description:
      'Starts a chat session (or resumes the given sessionId if it is still the caller\'s and younger than 30 days) and ' +
      `answers the welcome message by role. ${roleNote} Rate-limited per address.`,
    body: ChatbotInitRequest,
    response: ChatbotInitResponse,
  },
  chatbotMessage: {
    ...r.chatbotMessage,
    tags,
    description:
      'Answers a question in Italian: an FAQ for the role, or live data (prices and durations, opening hours and ' +
      'open-now, address and phone, the next free slot by the booking page\'s slot engine, the caller\'s next ' +
      "appointment and last order, products in stock). Not understood: says so, offers the three closest FAQ and the phone. " +
      `Empty: 400 'Messaggio vuoto'; over ${CHATBOT_LIMITS.messageMax} characters: 400; unknown session: 404 ` +
      `'Sessione non trovata'; too many: 429 (per session and per address). ${roleNote}`,
    body: ChatbotMessageRequest,
    response: ChatbotMessageResponse,
  },
  chatbotFaqs: {
    ...r.chatbotFaqs,
    tags,
    description: `The active FAQ entries the caller's role may see, optionally of one category, in the admin's order. ${roleNote}`,
    query: ChatbotFaqsQuery,
    response: ChatbotFaqsResponse,
  },
  chatbotFeedback: {
    ...r.chatbotFeedback,
    tags,
    description:
      "Helpful / not helpful on one of the session's bot messages (again: the vote is replaced). An FAQ answer's votes " +
      "make the FAQ's successRate. Unknown session: 404 'Sessione non trovata'; unknown message: 404.",
    body: ChatbotFeedbackRequest,
    response: ChatbotFeedbackResponse,
  },
  chatbotContextualHelp: {
    ...r.chatbotContextualHelp,
    tags,
    description: `Questions fitting the current page and the role (the widget shows the first 3). ${roleNote}`,
    query: ChatbotContextualHelpQuery,
    response: ChatbotContextualHelpResponse,
  },
  chatbotSearch: {
    ...r.chatbotSearch,
    tags,
    description: `Typo-tolerant search of the FAQ the role may see, best first with a score. ${roleNote}`,
    query: ChatbotSearchQuery,
    response: ChatbotSearchResponse,
  },
  chatbotHealth: {
    ...r.chatbotHealth,
    tags,
    description: 'Whether the assistant can answer: the FAQ loaded and the model state.',
    response: ChatbotHealthResponse,
  },
  chatbotAdminFaqs: {
    ...r.chatbotAdminFaqs,
    tags,
    description: 'Every FAQ entry (active or not) with its roles, keywords and success rate, by category.',
    response: AdminChatFaqList,
  },
  chatbotAdminFaqCreate: {
    ...r.chatbotAdminFaqCreate,
    tags,
    description: 'Adds an FAQ entry; the assistant answers with it at once.',
    body: ChatFaqInput,
    response: AdminChatFaqSaved,
    status: 201,
  },
  chatbotAdminFaqUpdate: {
    ...r.chatbotAdminFaqUpdate,
    tags,
    description: 'Replaces an FAQ entry (question, answer, category, roles, keywords, active). Unknown: 404.',
    params: FaqParams,
    body: ChatFaqInput,
    response: AdminChatFaqSaved,
  },
  chatbotAdminFaqDelete: {
    ...r.chatbotAdminFaqDelete,
    tags,
    description: 'Deletes an FAQ entry and its votes. Unknown: 404.',
    params: FaqParams,
    response: ChatbotDeleted,
  },
  chatbotAdminFaqTranslations: {
    ...r.chatbotAdminFaqTranslations,
    tags,
    description:
      "Saves the entry's question and answer in German, French and English (each optional, an empty text removed). A " +
      'question asked in one of them is matched against its question there too and answered with its answer there; ' +
      'without one, the Italian answer after a line saying so. Unknown: 404.',
    params: FaqParams,
    body: FaqTranslationsRequest,
    response: AdminChatFaqSaved,
  },
  chatbotAdminUnanswered: {
    ...r.chatbotAdminUnanswered,
    tags,
    description: 'The questions the assistant could not answer in the last 30 days, the most asked first.',
    query: UnansweredQuery,
    response: UnansweredList,
  },
  chatbotAdminUnansweredDismiss: {
    ...r.chatbotAdminUnansweredDismiss,
    tags,
    description: 'Removes an unanswered question from the list (handled or not useful). Unknown: 404.',
    params: FaqParams,
    response: ChatbotDeleted,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;
