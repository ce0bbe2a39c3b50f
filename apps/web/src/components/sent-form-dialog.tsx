import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { SentNotice } from './sent-notice';

interface SentFormDialogProps {
  open: boolean;
  /** Closing is refused while the request runs, so its answer is not lost. */
  onOpenChange: (open: boolean) => void;
  sending: boolean;
  /** Once the request went through, the success notice stands in place of the form (when there is one). */
  sent?: boolean;
  title: string;
  description?: string;
  closeLabel: string;
  /** Missing where the form closes itself once saved (the admin's dialogs). */
  success?: { title: string; text: string };
  size?: 'default' | 'wide';
  /** The form's layout (the gap between its parts). */
  className?: string;
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}

/**
 * A dialog holding one form the app validates itself (not the browser): the public request dialogs
 * (consultation, demo, job application) show 'Inviata!' in its place until the dialog closes itself (001 section
 * 4); the admin's dialogs (DialogForm) close once saved.
 */
export function SentFormDialog({
  open,
  onOpenChange,
  sending,
  sent = false,
  title,
  description,
  closeLabel,
  success,
  size,
  className = 'flex flex-col gap-4',
  onSubmit,
  children,
}: SentFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending) return;
        onOpenChange(next);
      }}
      title={title}
      description={description}
      closeLabel={closeLabel}
      size={size}
      closeDisabled={sending}
    >
      {sent && success ? (
        <SentNotice title={success.title} text={success.text} />
      ) : (
        <form
          noValidate
          className={className}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event.currentTarget);
          }}
        >
          {children}
        </form>
      )}
    </Dialog>
  );
}
