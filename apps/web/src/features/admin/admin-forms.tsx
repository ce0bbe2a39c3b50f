import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/button';
import { FormActions } from '../../components/form-actions';
import { FormAlert } from '../../components/form-alert';
import { admin } from '../../i18n/admin';

interface AdminFormProps {
  /** The server's refusal of the last submit, shown above the fields. */
  error?: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

interface AddFormProps extends AdminFormProps {
  titleId: string;
  title: string;
  submitLabel: string;
  pendingLabel: string;
}

/** The card beside an admin list that adds a record: its title, the fields and the add button. */
export function AdminAddForm({ titleId, title, submitLabel, pendingLabel, error, pending, onSubmit, children }: AddFormProps) {
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
      onSubmit={onSubmit}
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {title}
      </h3>
      {error && <FormAlert>{error}</FormAlert>}
      {children}
      <div>
        <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface InlineEditorProps extends AdminFormProps {
  /** Names the form for screen readers: what is being edited. */
  label: string;
  onCancel: () => void;
}

/** A list item's editor, in the item's place: the fields between the server's refusal and cancel/save. */
export function AdminInlineEditor({ label, onCancel, error, pending, onSubmit, children }: InlineEditorProps) {
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl border border-accent bg-surface p-4"
      onSubmit={onSubmit}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {children}
      <FormActions
        cancelLabel={admin.common.cancel}
        onCancel={onCancel}
        submitLabel={admin.common.save}
        pending={pending}
        pendingLabel={admin.common.saving}
      />
    </form>
  );
}
