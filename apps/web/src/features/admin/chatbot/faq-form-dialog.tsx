import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHATBOT_ROLES,
  FAQ_CATEGORIES,
  type ChatbotRole,
  type FaqCategory,
} from '@barber/shared/contract/chatbot-routes';
import { ChatFaqInput, type AdminChatFaq } from '@barber/shared/contract/chatbot';
import { DialogForm } from '../../../components/dialog-form';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminChatbot } from '../../../i18n/admin-chatbot';
import { serverMessageOr } from '../use-admin-removal';
import { chatbotKeys, saveFaq } from './chatbot-admin-api';
import { fieldMessage } from '../../../lib/field-message';

const t = adminChatbot.form;

export interface FaqFormValues {
  question: string;
  answer: string;
  category: FaqCategory;
  roles: ChatbotRole[];
  /** Comma-separated, as typed. */
  keywords: string;
  isActive: boolean;
}

type Field = 'question' | 'answer' | 'category' | 'roles' | 'keywords';
const FIELDS: readonly Field[] = ['question', 'answer', 'category', 'roles', 'keywords'];

/** A new entry, or one started from a question the assistant could not answer. */
export const emptyFaq = (question = ''): FaqFormValues => ({
  question,
  answer: '',
  category: 'general',
  roles: [...CHATBOT_ROLES],
  keywords: '',
  isActive: true,
});

export const faqValues = (faq: AdminChatFaq): FaqFormValues => ({
  question: faq.question,
  answer: faq.answer,
  category: faq.category,
  roles: [...faq.roles],
  keywords: faq.keywords.join(', '),
  isActive: faq.isActive,
});

const keywordList = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

const fieldOf = (name: unknown): Field | undefined => FIELDS.find((field) => field === name);

interface FaqFormDialogProps {
  /** Editing this entry; missing: a new one. */
  faq?: AdminChatFaq;
  /** For a new entry: its first values (e.g. the unanswered question). */
  initial?: FaqFormValues;
  /** The unanswered question this entry answers: the server takes it off that list. */
  unansweredId?: string;
  onClose: () => void;
}

/** Create or edit an FAQ entry: question, answer, category, who sees it, extra phrasings, active. */
export function FaqFormDialog({ faq, initial, unansweredId, onClose }: FaqFormDialogProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FaqFormValues>(() => (faq ? faqValues(faq) : (initial ?? emptyFaq())));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const rolesHintId = useId();
  const mutation = useMutation({
    mutationFn: (body: ChatFaqInput) => saveFaq(body, faq?.id),
    onSuccess: (answer) => {
      toast.success(answer.message || (faq ? adminChatbot.faqs.updated : adminChatbot.faqs.created));
      void queryClient.invalidateQueries({ queryKey: chatbotKeys.faqs });
      if (unansweredId) void queryClient.invalidateQueries({ queryKey: chatbotKeys.unanswered });
      onClose();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const fromServer: Partial<Record<Field, string>> = {};
      for (const { field, message } of error.errors) {
        const match = fieldOf(field.split('.')[0]);
        if (match) fromServer[match] = message;
      }
      setErrors(fromServer);
    },
  });

  const set = <K extends keyof FaqFormValues>(key: K, value: FaqFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const body: ChatFaqInput = {
      question: values.question,
      answer: values.answer,
      category: values.category,
      roles: values.roles,
      keywords: keywordList(values.keywords),
      isActive: values.isActive,
      ...(unansweredId && !faq ? { unansweredId } : {}),
    };
    const checked = ChatFaqInput.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const match = fieldOf(issue.path[0]);
        if (match && !found[match]) found[match] = fieldMessage(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(body);
  };

  const formError =
    mutation.isError && Object.keys(errors).length === 0
      ? serverMessageOr(adminChatbot.faqs.createError)(mutation.error)
      : '';

  return (
    <DialogForm
      onClose={onClose}
      title={faq ? t.editTitle : t.addTitle}
      closeLabel={t.close}
      onSubmit={submit}
      pending={mutation.isPending}
      cancelLabel={t.cancel}
      submitLabel={faq ? t.save : t.add}
      pendingLabel={faq ? t.saving : t.adding}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t.question}
        value={values.question}
        error={errors.question}
        maxLength={300}
        onChange={(event) => set('question', event.target.value)}
      />
      <TextareaField
        label={t.answer}
        value={values.answer}
        error={errors.answer}
        rows={5}
        maxLength={2000}
        onChange={(event) => set('answer', event.target.value)}
      />
      <SelectField
        label={t.category}
        value={values.category}
        error={errors.category}
        options={FAQ_CATEGORIES.map((code) => ({ value: code, label: adminChatbot.categories[code] }))}
        onChange={(event) => set('category', event.target.value as FaqCategory)}
      />
      <fieldset aria-describedby={rolesHintId} className="flex flex-col gap-1.5">
        <legend className="font-medium">{t.roles}</legend>
        <div className="grid grid-cols-2 gap-x-4">
          {CHATBOT_ROLES.map((role) => (
            <label key={role} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-accent"
                checked={values.roles.includes(role)}
                onChange={(event) =>
                  set(
                    'roles',
                    event.target.checked
                      ? CHATBOT_ROLES.filter((r) => r === role || values.roles.includes(r))
                      : values.roles.filter((r) => r !== role),
                  )
                }
              />
              {adminChatbot.roles[role]}
            </label>
          ))}
        </div>
        <p id={rolesHintId} className={`text-sm ${errors.roles ? 'font-medium text-danger' : 'text-muted'}`}>
          {errors.roles ?? t.rolesHint}
        </p>
      </fieldset>
      <TextField
        label={t.keywords}
        hint={t.keywordsHint}
        value={values.keywords}
        error={errors.keywords}
        onChange={(event) => set('keywords', event.target.value)}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-accent"
          checked={values.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
        />
        {t.active}
      </label>
    </DialogForm>
  );
}
