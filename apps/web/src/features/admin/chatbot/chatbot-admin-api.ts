import type { AdminChatFaq, ChatFaqInput, UnansweredQuestion } from '@barber/shared/contract/chatbot';
import { adminCall, listOf } from '../admin-request';

export const chatbotKeys = {
  faqs: ['admin', 'chatbot', 'faqs'] as const,
  unanswered: ['admin', 'chatbot', 'unanswered'] as const,
};

export const faqsQuery = {
  queryKey: chatbotKeys.faqs,
  queryFn: () => adminCall('chatbotAdminFaqs', {}).then((answer) => listOf<AdminChatFaq>(answer)),
};

export const unansweredQuery = {
  queryKey: chatbotKeys.unanswered,
  queryFn: () =>
    adminCall('chatbotAdminUnanswered', { query: {} }).then((answer) => listOf<UnansweredQuestion>(answer)),
};

/** Creates (no id) or replaces an FAQ entry; the answer carries the server's Italian message. */
export const saveFaq = (body: ChatFaqInput, id?: string) =>
  id
    ? adminCall('chatbotAdminFaqUpdate', { params: { id }, body })
    : adminCall('chatbotAdminFaqCreate', { body });

export const deleteFaq = (id: string) => adminCall('chatbotAdminFaqDelete', { params: { id } });

export const dismissUnanswered = (id: string) =>
  adminCall('chatbotAdminUnansweredDismiss', { params: { id } });
