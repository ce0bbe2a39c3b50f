import type { ReactNode } from 'react';
import { FormActions } from './form-actions';
import { SentFormDialog } from './sent-form-dialog';

interface DialogFormProps {
  /** Open by default: most callers mount the dialog only while it is shown. */
  open?: boolean;
  /** Cancel, Escape and the close button: refused while the submit runs, so its answer is not lost. */
  onClose: () => void;
  title: string;
  description?: string;
  closeLabel: string;
  onSubmit: () => void;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** The form's layout (the gap between fields). */
  className?: string;
  /** The buttons' row, where it differs from the usual dialog row (e.g. a sticky footer). */
  actionsClassName?: string;
  children: ReactNode;
}

/** The form kit's dialog with the admin's usual ending: the fields, then cancel and submit. */
export function DialogForm({
  open = true,
  onClose,
  onSubmit,
  pending,
  cancelLabel,
  submitLabel,
  pendingLabel,
  actionsClassName,
  children,
  ...frame
}: DialogFormProps) {
  return (
    <SentFormDialog
      {...frame}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      sending={pending}
      onSubmit={() => onSubmit()}
    >
      {children}
      <FormActions
        inDialog
        className={actionsClassName}
        cancelLabel={cancelLabel}
        onCancel={onClose}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
      />
    </SentFormDialog>
  );
}
