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
}: FormActionsProps) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row${inDialog ? ' sm:justify-end' : ''}`}>
      <Button variant="secondary" onClick={onCancel} disabled={inDialog ? pending : undefined}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitDisabled} pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
