import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHATBOT_LIMITS, type ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import { callApi } from '../../lib/api-call';
import { chatbot as t } from '../../i18n/chatbot';

/** 001 section 9: the widget asks 6 FAQ and shows 4 of them until 'show more'. */
export const FAQ_SHOWN = 4;

const question =
  'w-full rounded-lg border border-border bg-surface px-3 py-2 text-left text-sm text-fg hover:bg-surface-2 min-h-11';

/**
 * What to ask first: the frequent questions for the role and the suggestions for the page the visitor is on
 * (the first 3). Either list is left out if it cannot be loaded: the text area still works.
 */
export function ChatStart({
  role,
  page,
  onAsk,
}: {
  role: ChatbotRole;
  page: string;
  onAsk: (text: string) => void;
}) {
  const [all, setAll] = useState(false);
  const faqTitle = useId();
  const pageTitle = useId();
  const faqs = useQuery({
    queryKey: ['chatbot', 'faqs', role],
    queryFn: () => callApi('chatbotFaqs', { query: { userRole: role, limit: CHATBOT_LIMITS.faqWidget } }),
    staleTime: 5 * 60_000,
  });
  const help = useQuery({
    queryKey: ['chatbot', 'contextual-help', page, role],
    queryFn: () => callApi('chatbotContextualHelp', { query: { currentPage: page, userRole: role } }),
    staleTime: 5 * 60_000,
  });
  const faqList = faqs.data?.faqs ?? [];
  const shown = all ? faqList : faqList.slice(0, FAQ_SHOWN);
  const suggestions = (help.data?.suggestions ?? []).slice(0, CHATBOT_LIMITS.pageSuggestions);

  return (
    <>
      {faqList.length > 0 && (
        <section
          aria-labelledby={faqTitle}
          className="flex flex-col gap-2 rounded-xl border border-border p-3"
        >
          <h3 id={faqTitle} className="text-sm font-semibold text-muted">
            {t.faqTitle}
          </h3>
          <ul className="flex flex-col gap-2">
            {shown.map((faq) => (
              <li key={faq.id}>
                <button type="button" className={question} onClick={() => onAsk(faq.question)}>
                  {faq.question}
                </button>
              </li>
            ))}
          </ul>
          {faqList.length > FAQ_SHOWN && (
            <button
              type="button"
              className="min-h-11 self-start rounded-lg px-2 text-sm font-semibold text-accent-text hover:bg-surface-2"
              aria-expanded={all}
              onClick={() => setAll((value) => !value)}
            >
              {all ? t.showLess : t.showMore}
            </button>
          )}
        </section>
      )}
      {suggestions.length > 0 && (
        <section aria-labelledby={pageTitle} className="flex flex-col gap-2">
          <h3 id={pageTitle} className="text-sm font-semibold text-muted">
            {t.pageSuggestions}
          </h3>
          <ul className="flex flex-col gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={question} onClick={() => onAsk(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
