import { useState } from 'react';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextareaField } from '../../../components/textarea-field';
import { admin } from '../../../i18n/admin';

interface CorrectionDialogProps {
  /** The status the owner chose for a completed (or no-show) appointment; null: closed. */
  target: AppointmentStatus | null;
  /** The status corrected: a no-show has its own title. */
  from: AppointmentStatus;
  service: string;
  time: string;
  onClose: () => void;
  onConfirm: (status: AppointmentStatus, reason: string) => void;
}

/**
 * The owner's correction of a completed appointment (issue 23 item 6, ADR 0037): what it changes, and the reason,
 * which the server requires and keeps in the appointment's history.
 */
export function CorrectionDialog({ target, from, service, time, onClose, onConfirm }: CorrectionDialogProps) {
  const t = admin.calendar.correction;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!target) return;
    if (!reason.trim()) {
      setError(t.reasonRequired);
      return;
    }
    onConfirm(target, reason.trim());
    close();
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title={from === 'no_show' ? t.noShowTitle : t.title}
      description={target ? t.text[target]?.(service, time) : undefined}
      closeLabel={t.close}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextareaField
          label={t.reasonLabel}
          hint={t.reasonHint}
          error={error}
          value={reason}
          maxLength={500}
          required
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t.keep}
          </Button>
          <Button type="submit" variant={target === 'cancelled' ? 'danger' : 'primary'}>
            {target ? t.confirm(admin.calendar.status[target]) : ''}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
