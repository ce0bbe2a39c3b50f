import { useQueryClient } from '@tanstack/react-query';
import type { AdminChatFaq } from '@barber/shared/contract/chatbot';
import { FAQ_TRANSLATED } from '@barber/shared/schemas/content-translations';
import { toast } from '../../../lib/toast';
import { adminChatbot as t } from '../../../i18n/admin-chatbot';
import { contentTranslationTexts } from '../../../i18n/content-translations';
import { adminCall } from '../admin-request';
import { TranslationsDialog } from '../content-translations/translations-editor';
import { chatbotKeys } from './chatbot-admin-api';

const FIELDS = [
  { key: 'question', label: t.form.question, max: FAQ_TRANSLATED.question.max },
  { key: 'answer', label: t.form.answer, max: FAQ_TRANSLATED.answer.max, multiLine: true },
] as const;

/**
 * An FAQ entry's question and answer in German, French and English (issue 28 item 5, ADR 0073): the assistant
 * matches a question asked in one of them against the question written there and answers with the answer there.
 */
export function FaqTranslationsDialog({ faq, onClose }: { faq: AdminChatFaq; onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <TranslationsDialog
      label={contentTranslationTexts.openLabel(faq.question)}
      fields={FIELDS}
      italian={{ question: faq.question, answer: faq.answer }}
      value={faq.translations}
      save={async (body) => {
        const answer = await adminCall('chatbotAdminFaqTranslations', { params: { id: faq.id }, body });
        void queryClient.invalidateQueries({ queryKey: chatbotKeys.faqs });
        return answer;
      }}
      onCancel={onClose}
      onSaved={(message) => {
        toast.success(message);
        onClose();
      }}
    />
  );
}
