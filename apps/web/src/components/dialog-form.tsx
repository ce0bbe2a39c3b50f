import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { FormActions } from './form-actions';

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

/** A dialog holding one form: the fields, then cancel and submit; the app validates, not the browser. */
export function DialogForm({
  open = true,
  onClose,
  title,
  description,
  closeLabel,
  onSubmit,
  pending,
  cancelLabel,
  submitLabel,
  pendingLabel,
  className = 'flex flex-col gap-4',
  actionsClassName,
  children,
}: DialogFormProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      title={title}
      description={description}
      closeLabel={closeLabel}
    >
      <form
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
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
      </form>
    </Dialog>
  );
}
