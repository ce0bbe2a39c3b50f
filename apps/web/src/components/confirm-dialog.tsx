import { Button } from './button';
import { Dialog } from './dialog';
import { FormAlert } from './form-alert';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question ("Sei sicuro di voler eliminare questa assenza?"), read out when the dialog opens. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  /** The failure of the confirmed action, shown inside the dialog so the user can retry or cancel. */
  error?: string;
  /** Styles the confirm action as destructive (red), for deletions and cancellations. */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an irreversible action. A real dialog instead of window.confirm: it traps focus, speaks Italian
 * labels and looks like the rest of the app in both themes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  pendingLabel,
  pending = false,
  error,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      closeLabel={closeLabel}
    >
      <div className="flex flex-col gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            pending={pending}
            pendingLabel={pendingLabel}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
