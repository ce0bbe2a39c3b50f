import type { RouteAddress } from './route-types';

/**
 * The virtual assistant (issue 16, 001 sections 2, 3, 7; ADR 0022): the seven public /chatbot calls of the spec
 * and the admin's FAQ editing and unanswered questions. The calls are public: the role the assistant answers
 * for is the verified session's (guest without one), never the body's or the query's `userRole`.
 * Addresses only (no zod here: see api-routes.ts).
 */
export const chatbotRoutes = {
  chatbotInit: { method: 'POST', path: '/chatbot/init', access: 'public' },
  chatbotMessage: { method: 'POST', path: '/chatbot/message', access: 'public' },
  chatbotFaqs: { method: 'GET', path: '/chatbot/faqs', access: 'public' },
  chatbotFeedback: { method: 'POST', path: '/chatbot/feedback', access: 'public' },
  chatbotContextualHelp: { method: 'GET', path: '/chatbot/contextual-help', access: 'public' },
  chatbotSearch: { method: 'GET', path: '/chatbot/search', access: 'public' },
  chatbotHealth: { method: 'GET', path: '/chatbot/health', access: 'public' },
  chatbotAdminFaqs: { method: 'GET', path: '/admin/chatbot/faqs', access: ['admin'] },
  chatbotAdminFaqCreate: { method: 'POST', path: '/admin/chatbot/faqs', access: ['admin'] },
  chatbotAdminFaqUpdate: { method: 'PUT', path: '/admin/chatbot/faqs/:id', access: ['admin'] },
  chatbotAdminFaqDelete: { method: 'DELETE', path: '/admin/chatbot/faqs/:id', access: ['admin'] },
  // The owner's German, French and English question and answer (issue 28 item 5).
  chatbotAdminFaqTranslations: { method: 'PUT', path: '/admin/chatbot/faqs/:id/translations', access: ['admin'] },
  chatbotAdminUnanswered: { method: 'GET', path: '/admin/chatbot/unanswered', access: ['admin'] },
  chatbotAdminUnansweredDismiss: { method: 'DELETE', path: '/admin/chatbot/unanswered/:id', access: ['admin'] },
} as const satisfies Record<string, RouteAddress>;

/** The assistant's limits (001 section 9), without zod so the widget can read them. */
export const CHATBOT_LIMITS = {
  /** Longest message accepted (characters, after trimming). */
  messageMax: 1000,
  faqDefault: 10,
  faqWidget: 6,
  faqById: 100,
  faqMax: 100,
  searchDefault: 5,
  searchMax: 20,
  pageSuggestions: 3,
  /** Sessions, messages, feedback and unanswered questions are deleted this many days after their last use. */
  retentionDays: 30,
} as const;

export const CHATBOT_ROLES = ['client', 'barber', 'admin', 'guest'] as const;
export type ChatbotRole = (typeof CHATBOT_ROLES)[number];

export const FAQ_CATEGORIES = ['registration', 'booking', 'profile', 'admin', 'barber', 'general', 'technical'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/**
 * What an action does when tapped (001 section 3: action {label, action, target, query/text, message, faqId, newTab}).
 * - navigate: go to `target`, an app path (e.g. '/guest-booking?serviceId=..&barberId=..&date=..&time=..').
 * - call: `target` is the shop's phone as shown; strip it to digits, '+', space and '-' and open 'tel:'.
 * - whatsapp: the messaging chat; `target` is digits only, `text` the prefilled greeting: https://wa.me/{target}?text=..
 * - faq: show the FAQ `faqId` (its question is the label).
 * - send: send `message` as if the visitor had typed it.
 */
export const CHAT_ACTION_KINDS = ['navigate', 'call', 'whatsapp', 'faq', 'send'] as const;
export type ChatActionKind = (typeof CHAT_ACTION_KINDS)[number];

/**
 * What kind of bot message it is: welcome (after init), faq (an FAQ answer), live (from the shop's data:
 * prices, hours, slots, appointments, orders, products), fallback (not understood: closest FAQ and the phone),
 * text (a visitor's own message, isBot false).
 */
export const CHAT_MESSAGE_TYPES = ['welcome', 'faq', 'live', 'fallback', 'text'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** The query names the guest booking page reads to prefill its choice (a 'navigate' action's target). */
export const GUEST_BOOKING_PREFILL = ['serviceId', 'barberId', 'date', 'time'] as const;
