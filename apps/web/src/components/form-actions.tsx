import { Button } from './button';

interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Dialogs also lock cancelling while the save runs, and put the buttons at the end of the row. */
  inDialog?: boolean;
  submitDisabled?: boolean;
  /** The row's own classes, where a form lays its buttons out differently (a sticky footer, wider gaps). */
  className?: string;
}

/** A form's cancel and submit buttons: stacked on phones with submit on top, side by side from sm up. */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  inDialog = false,
  submitDisabled,
  className = `flex flex-col-reverse gap-2 sm:flex-row${inDialog ? ' sm:justify-end' : ''}`,
}: FormActionsProps) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={inDialog ? pending : undefined}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitDisabled} pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
