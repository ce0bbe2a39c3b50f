import type { Appointment } from '@barber/shared/schemas/appointments';
import { formatDate, formatPhone } from '../../lib/format';
import { staff } from '../../i18n/staff';
import { Button } from '../button';
import { Dialog } from '../dialog';

interface VacationConflictsDialogProps {
  /** The booked appointments the server named; the dialog is open while there are any. */
  appointments: readonly Appointment[];
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Before a vacation over booked appointments is saved: who is booked, when, and how to reach them; saving goes
 * on only when the editor confirms (the server refuses it otherwise).
 */
export function VacationConflictsDialog({ appointments, pending, onConfirm, onCancel }: VacationConflictsDialogProps) {
  const t = staff.vacations.conflicts;
  return (
    <Dialog
      open={appointments.length > 0}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={t.title}
      description={t.message(appointments.length)}
      closeLabel={t.close}
    >
      <div className="flex flex-col gap-4">
        <ul aria-label={t.listLabel} className="flex flex-col gap-2">
          {appointments.map((a) => (
            <li key={a._id} className="rounded-lg border border-border px-3 py-2 text-sm">
              <span className="font-semibold tabular-nums">
                {formatDate(a.date, 'short')} {a.time}
              </span>
              {` · ${a.service}`}
              <span className="block">
                {a.customer.name}
                {a.customer.phone && <span className="text-muted tabular-nums"> · {formatPhone(a.customer.phone)}</span>}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t.cancel}
          </Button>
          <Button pending={pending} pendingLabel={staff.vacations.saving} onClick={onConfirm}>
            {t.confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
