import { useEffect, useRef, useState, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { Plus, X } from 'lucide-react';
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
  /** Given when the form was opened from an 'Aggiungi …' button: a cancel button closes it again. */
  onCancel?: () => void;
}

/**
 * The card that adds a record to an admin list: its title, the fields and the add button. Opened from a button
 * it takes the focus on its title (not on a field: that would pop up the phone's keyboard over the form).
 */
export function AdminAddForm({
  titleId,
  title,
  submitLabel,
  pendingLabel,
  error,
  pending,
  onSubmit,
  onCancel,
  children,
}: AddFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (onCancel) heading.current?.focus({ preventScroll: true });
    // Only when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-accent bg-surface p-4 sm:p-5"
      onSubmit={onSubmit}
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h3>
      {error && <FormAlert>{error}</FormAlert>}
      {children}
      {onCancel ? (
        <FormActions
          cancelLabel={admin.common.cancel}
          onCancel={onCancel}
          submitLabel={submitLabel}
          pending={pending}
          pendingLabel={pendingLabel}
        />
      ) : (
        <div>
          <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * An add form that opens from its button, so on a phone the list comes first. Closing gives the focus back
 * to the button.
 */
export function useAddForm() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return {
    open,
    button,
    toggle: () => setOpen((value) => !value),
    close: () => {
      setOpen(false);
      button.current?.focus({ preventScroll: true });
    },
  };
}

interface AddFormButtonProps {
  form: ReturnType<typeof useAddForm>;
  /** The id of the element the form appears in. */
  controls: string;
  /** 'Aggiungi servizio' */
  label: string;
  closeLabel: string;
  icon?: ReactNode;
}

/** The 'Aggiungi …' button beside a list's title: it opens the add form, and closes it while open. */
export function AddFormButton({ form, controls, label, closeLabel, icon }: AddFormButtonProps) {
  return (
    <Button
      ref={form.button}
      variant={form.open ? 'secondary' : 'primary'}
      aria-expanded={form.open}
      aria-controls={controls}
      className="shrink-0"
      onClick={form.toggle}
    >
      {form.open ? (
        <X className="size-4" aria-hidden="true" />
      ) : (
        (icon ?? <Plus className="size-4" aria-hidden="true" />)
      )}
      {form.open ? closeLabel : label}
    </Button>
  );
}

interface InlineEditorProps extends AdminFormProps {
  /** Names the form for screen readers: what is being edited. */
  label: string;
  onCancel: () => void;
  /** The form element, for an editor that puts the focus in its first field when it opens. */
  ref?: Ref<HTMLFormElement>;
}

/** A list item's editor, in the item's place: the fields between the server's refusal and cancel/save. */
export function AdminInlineEditor({
  label,
  onCancel,
  error,
  pending,
  onSubmit,
  children,
  ref,
}: InlineEditorProps) {
  return (
    <form
      ref={ref}
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
