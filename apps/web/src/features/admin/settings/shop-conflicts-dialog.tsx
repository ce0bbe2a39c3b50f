import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { FormAlert } from '../../../components/form-alert';
import { formatDate, formatPhone } from '../../../lib/format';
import { adminShopSettings } from '../../../i18n/admin-shop-settings';
import type { ShopSettingsConflicts } from './shop-settings-api';

const t = adminShopSettings.conflicts;

interface ShopConflictsDialogProps {
  conflicts: ShopSettingsConflicts | null;
  pending: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * What the new hours leave outside, listed before anything is saved (the server's preview): the barbers whose
 * week no longer fits and the booked appointments outside the new hours, each with who and when.
 */
export function ShopConflictsDialog({ conflicts, pending, error, onCancel, onConfirm }: ShopConflictsDialogProps) {
  const open = conflicts !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      title={t.title}
      description={t.message}
      closeLabel={t.close}
      closeDisabled={pending}
    >
      {conflicts && (
        <div className="flex flex-col gap-4">
          {conflicts.barbers.length > 0 && (
            <section aria-labelledby="conflict-barbers">
              <h3 id="conflict-barbers" className="font-semibold">
                {t.barbers(conflicts.barbers.length)}
              </h3>
              <ul className="mt-2 flex flex-col gap-2 text-sm">
                {conflicts.barbers.map((b) => (
                  <li key={b.barberId} className="rounded-lg border border-border p-2">
                    <p className="font-medium">{b.name}</p>
                    {b.days.map((d) => (
                      <p key={d.day} className="text-muted">
                        {d.message}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {conflicts.appointments.length > 0 && (
            <section aria-labelledby="conflict-appointments">
              <h3 id="conflict-appointments" className="font-semibold">
                {t.appointments(conflicts.appointments.length)}
              </h3>
              <ul className="mt-2 flex flex-col gap-2 text-sm">
                {conflicts.appointments.map((a) => (
                  <li key={a._id} className="rounded-lg border border-border p-2">
                    <p className="font-medium">{t.appointment(formatDate(a.date, 'medium'), a.startTime, a.serviceName)}</p>
                    <p className="text-muted">
                      {t.who(a.customerName, a.barberName)}
                      {a.customerPhone ? ` · ${formatPhone(a.customerPhone)}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {error && <FormAlert>{error}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              {t.cancel}
            </Button>
            <Button pending={pending} pendingLabel={adminShopSettings.saving} onClick={onConfirm}>
              {t.confirm}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
