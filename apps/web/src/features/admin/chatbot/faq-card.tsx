import { Languages } from 'lucide-react';
import type { AdminChatFaq } from '@barber/shared/contract/chatbot';
import { ActionButton } from '../../../components/action-button';
import { Button } from '../../../components/button';
import { admin } from '../../../i18n/admin';
import { adminChatbot as t } from '../../../i18n/admin-chatbot';
import { contentTranslationTexts } from '../../../i18n/content-translations';
import { languagesDone } from '../content-translations/translations-editor';

/** One FAQ entry of 'Assistente': category, state, question, answer, usefulness, who sees it, and its actions. */
export function FaqCard({
  faq,
  onEdit,
  onTranslate,
  onDelete,
}: {
  faq: AdminChatFaq;
  onEdit: () => void;
  onTranslate: () => void;
  onDelete: () => void;
}) {
  const votes = faq.helpfulCount + faq.notHelpfulCount;
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-surface-2 px-2 py-0.5 font-medium">
          {t.categories[faq.category]}
        </span>
        {!faq.isActive && (
          <span className="rounded-full bg-status-cancelled-bg px-2 py-0.5 font-medium text-status-cancelled-fg">
            {t.faqs.inactive}
          </span>
        )}
      </div>
      <h4 className="font-semibold break-words">{faq.question}</h4>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted">{faq.answer}</p>
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t.faqs.successRate}</dt>
        <dd>
          {faq.successRate === null || votes === 0 ? (
            t.faqs.noVotes
          ) : (
            <>
              <span className="font-semibold">{t.faqs.rate(faq.successRate)}</span>
              <span className="text-muted"> ({t.faqs.votes(faq.helpfulCount, faq.notHelpfulCount)})</span>
            </>
          )}
        </dd>
        <dt className="text-muted">{t.faqs.rolesLabel}</dt>
        <dd>{faq.roles.map((role) => t.roles[role]).join(', ')}</dd>
      </dl>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="secondary" aria-label={t.faqs.editLabel(faq.question)} onClick={onEdit}>
          {t.faqs.edit}
        </Button>
        <ActionButton
          icon={Languages}
          aria-label={contentTranslationTexts.openLabel(faq.question)}
          onClick={onTranslate}
        >
          {contentTranslationTexts.open}
          <span className="text-xs text-muted">· {languagesDone(faq.translations)}/3</span>
        </ActionButton>
        <Button size="sm" variant="danger" aria-label={t.faqs.deleteLabel(faq.question)} onClick={onDelete}>
          {admin.common.delete}
        </Button>
      </div>
    </article>
  );
}
