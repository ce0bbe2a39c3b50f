import { ConfirmDialog } from '../../components/confirm-dialog';
import { admin } from '../../i18n/admin';

interface AdminDeleteDialogProps<T> {
  /** What is about to be deleted; the dialog is open while it is set. */
  target: T | null;
  onCancel: () => void;
  onConfirm: (target: T) => void;
  message: string;
  pending: boolean;
  error: string | undefined;
}

/** The admin tabs' "are you sure?" before a delete, with the shared titles and button labels. */
export function AdminDeleteDialog<T>({
  target,
  onCancel,
  onConfirm,
  message,
  pending,
  error,
}: AdminDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={admin.common.confirmTitle}
      message={message}
      confirmLabel={admin.common.delete}
      cancelLabel={admin.common.cancel}
      closeLabel={admin.common.close}
      pendingLabel={admin.common.deleting}
      pending={pending}
      error={error}
      destructive
      onConfirm={() => {
        if (target !== null) onConfirm(target);
      }}
    />
  );
}
