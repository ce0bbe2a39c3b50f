import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { FAQ_CATEGORIES } from '@barber/shared/contract/chatbot-routes';
import type { AdminChatFaq, UnansweredQuestion } from '@barber/shared/contract/chatbot';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TabHeading } from '../../../components/tab-heading';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminChatbot as t } from '../../../i18n/admin-chatbot';
import { AdminDeleteDialog } from '../admin-delete-dialog';
import { AdminListState } from '../admin-list-state';
import { serverMessageOr, useAdminRemoval } from '../use-admin-removal';
import { chatbotKeys, deleteFaq, dismissUnanswered, faqsQuery, unansweredQuery } from './chatbot-admin-api';
import { FaqCard } from './faq-card';
import { emptyFaq, FaqFormDialog, type FaqFormValues } from './faq-form-dialog';
import { FaqTranslationsDialog } from './faq-translations-dialog';

type Editing =
  | { faq: AdminChatFaq }
  | { initial: FaqFormValues; unansweredId?: string }
  | { translate: AdminChatFaq }
  | null;

/**
 * 'Assistente' (issue 16): the FAQ entries the assistant answers from, with how useful they were, and the
 * questions it could not answer, each one a tap away from becoming an entry.
 */
export function ChatbotTab() {
  const queryClient = useQueryClient();
  const faqs = useQuery(faqsQuery);
  const unanswered = useQuery(unansweredQuery);
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<Editing>(null);

  const removal = useAdminRemoval({
    remove: (faq: AdminChatFaq) => deleteFaq(faq.id),
    describeError: serverMessageOr(t.faqs.deleteError),
    onRemoved: (answer) => {
      toast.success(answer.message || t.faqs.deleted);
      void queryClient.invalidateQueries({ queryKey: chatbotKeys.faqs });
    },
  });
  // Ignoring a question loses nothing the admin wrote: no confirmation, a toast says it is done.
  const dismissal = useMutation({
    mutationFn: (question: UnansweredQuestion) => dismissUnanswered(question.id),
    onSuccess: (answer) => {
      toast.success(answer.message || t.unanswered.dismissed);
      void queryClient.invalidateQueries({ queryKey: chatbotKeys.unanswered });
    },
    onError: (error) => toast.error(serverMessageOr(t.unanswered.dismissError)(error)),
  });

  const list = (faqs.data ?? []).filter((faq) => !category || faq.category === category);
  const questions = unanswered.data ?? [];

  return (
    <section aria-labelledby="chatbot-title" className="flex flex-col gap-6">
      <TabHeading id="chatbot-title" title={t.title} intro={t.intro} />

      <section aria-labelledby="chatbot-unanswered-title" className="flex flex-col gap-3">
        <div>
          <h3 id="chatbot-unanswered-title" className="text-lg font-semibold">
            {t.unanswered.title}
          </h3>
          <p className="text-sm text-muted">{t.unanswered.intro}</p>
        </div>
        <AdminListState
          query={unanswered}
          loadingLabel={t.unanswered.loading}
          loadErrorLabel={t.unanswered.loadError}
          emptyLabel={t.unanswered.empty}
          isEmpty={questions.length === 0}
        >
          <ul className="flex flex-col gap-3">
            {questions.map((question) => (
              <li
                key={question.id}
                className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{question.question}</p>
                  <p className="text-sm text-muted">
                    {[
                      t.unanswered.asked(question.count),
                      t.unanswered.last(formatDateTime(question.lastAskedAt)),
                      t.unanswered.askedBy[question.userRole],
                      ...(question.currentPage ? [t.unanswered.page(question.currentPage)] : []),
                    ].join(' · ')}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    aria-label={t.unanswered.addFaqLabel(question.question)}
                    onClick={() =>
                      setEditing({ initial: emptyFaq(question.question), unansweredId: question.id })
                    }
                  >
                    {t.unanswered.addFaq}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t.unanswered.dismissLabel(question.question)}
                    pending={dismissal.isPending && dismissal.variables?.id === question.id}
                    onClick={() => dismissal.mutate(question)}
                  >
                    {t.unanswered.dismiss}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </AdminListState>
      </section>

      <section aria-labelledby="chatbot-faqs-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="chatbot-faqs-title" className="text-lg font-semibold">
            {t.faqs.title}
          </h3>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={t.faqs.filter}
              value={category}
              className="min-w-48"
              options={[
                { value: '', label: t.faqs.allCategories },
                ...FAQ_CATEGORIES.map((code) => ({ value: code, label: t.categories[code] })),
              ]}
              onChange={(event) => setCategory(event.target.value)}
            />
            <Button onClick={() => setEditing({ initial: emptyFaq() })}>
              <Plus className="size-4" aria-hidden="true" />
              {t.faqs.add}
            </Button>
          </div>
        </div>
        <AdminListState
          query={faqs}
          loadingLabel={t.faqs.loading}
          loadErrorLabel={t.faqs.loadError}
          emptyLabel={t.faqs.empty}
          isEmpty={list.length === 0}
        >
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.map((faq) => (
              <li key={faq.id}>
                <FaqCard
                  faq={faq}
                  onEdit={() => setEditing({ faq })}
                  onTranslate={() => setEditing({ translate: faq })}
                  onDelete={() => removal.ask(faq)}
                />
              </li>
            ))}
          </ul>
        </AdminListState>
      </section>

      {editing && <EditingDialog editing={editing} onClose={() => setEditing(null)} />}
      <AdminDeleteDialog
        {...removal.dialog}
        message={removal.target ? t.faqs.deleteConfirm(removal.target.question) : ''}
      />
    </section>
  );
}

/** The open editor: an entry's form (new, from a question, or changed) or its translations. */
function EditingDialog({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  if ('translate' in editing)
    return <FaqTranslationsDialog key={editing.translate.id} faq={editing.translate} onClose={onClose} />;
  return (
    <FaqFormDialog
      {...('faq' in editing
        ? { faq: editing.faq }
        : {
            initial: editing.initial,
            ...(editing.unansweredId ? { unansweredId: editing.unansweredId } : {}),
          })}
      onClose={onClose}
    />
  );
}
