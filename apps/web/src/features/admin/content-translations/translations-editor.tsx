import { TRANSLATED_LANGUAGES, type ContentTranslations } from '@barber/shared/domain/content-translations';
import { DialogForm } from '../../../components/dialog-form';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useSentForm } from '../../../lib/use-sent-form';
import { admin } from '../../../i18n/admin';
import { contentTranslationTexts as texts } from '../../../i18n/content-translations';
import { LANGUAGE_NAMES } from '../../../i18n/language-names';
import { AdminInlineEditor } from '../admin-forms';

export interface TranslatedFieldSpec<F extends string> {
  key: F;
  label: string;
  max: number;
  multiLine?: boolean;
}

interface TranslationsProps<F extends string> {
  /** The form's name: 'Traduzioni di Taglio'. */
  label: string;
  fields: readonly TranslatedFieldSpec<F>[];
  /** The Italian texts, shown under each field: what its readers see while it stays empty. */
  italian: Record<F, string | null>;
  value: ContentTranslations<F> | undefined;
  save: (body: ContentTranslations<F>) => Promise<{ message?: string }>;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

const nameOf = (language: string) => LANGUAGE_NAMES.find(([code]) => code === language)?.[1] ?? language;

/**
 * The owner's German, French and English versions of one row's texts (issue 28 item 5). Fields are named
 * 'de.name' and so on, the paths the server names a wrong field by, so its errors land under them.
 */
function useTranslationsForm<F extends string>(props: TranslationsProps<F>) {
  const keys = TRANSLATED_LANGUAGES.flatMap((language) => props.fields.map((field) => `${language}.${field.key}`));
  const start = Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) =>
      props.fields.map((field) => [`${language}.${field.key}`, props.value?.[language]?.[field.key] ?? '']),
    ),
  ) as Record<string, string>;
  const form = useSentForm(start, keys, texts.failed);
  const body = () =>
    Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [
        language,
        Object.fromEntries(props.fields.map((field) => [field.key, form.values[`${language}.${field.key}`] ?? ''])),
      ]),
    ) as ContentTranslations<F>;
  const submit = () => {
    if (form.sending) return;
    void form.send(() => props.save(body())).then((answer) => answer && props.onSaved(answer.message || texts.saved));
  };
  const groups = (
    <>
      <p className="text-sm text-muted">{texts.intro}</p>
      {TRANSLATED_LANGUAGES.map((language) => (
        <fieldset key={language} className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{nameOf(language)}</legend>
          {props.fields.map((field) => {
            const Field = field.multiLine ? TextareaField : TextField;
            const italian = props.italian[field.key];
            return (
              <div key={field.key}>
                <Field
                  label={`${field.label} (${nameOf(language)})`}
                  lang={language}
                  maxLength={field.max}
                  {...form.text(`${language}.${field.key}`)}
                />
                {italian && <p className="mt-1 text-xs break-words text-muted">{texts.italianShown(italian)}</p>}
              </div>
            );
          })}
        </fieldset>
      ))}
    </>
  );
  return { form, submit, groups };
}

/** In place of a list's row (the services). */
export function TranslationsEditor<F extends string>(props: TranslationsProps<F>) {
  const { form, submit, groups } = useTranslationsForm(props);
  return (
    <AdminInlineEditor
      label={props.label}
      onCancel={props.onCancel}
      error={form.failure}
      pending={form.sending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {groups}
    </AdminInlineEditor>
  );
}

/** Over a grid of cards (the products), where a row cannot open in place. */
export function TranslationsDialog<F extends string>(props: TranslationsProps<F>) {
  const { form, submit, groups } = useTranslationsForm(props);
  return (
    <DialogForm
      title={props.label}
      closeLabel={admin.common.cancel}
      onClose={props.onCancel}
      onSubmit={submit}
      pending={form.sending}
      cancelLabel={admin.common.cancel}
      submitLabel={admin.common.save}
      pendingLabel={admin.common.saving}
      className="flex flex-col gap-3"
    >
      {form.failure && <FormAlert>{form.failure}</FormAlert>}
      {groups}
    </DialogForm>
  );
}

/** How many of the three languages have at least one text: shown beside the button that opens the editor. */
export const languagesDone = (value: ContentTranslations | undefined): number =>
  TRANSLATED_LANGUAGES.filter((language) => Object.values(value?.[language] ?? {}).some((text) => text?.trim())).length;
