import type { Appointment } from '@barber/shared/schemas/appointments';
import { formatTimeRange } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { endTime } from '../appointments/appointment-labels';

/** The confirmed appointments in the way of the chosen hours: while there are any, the absence cannot be saved. */
export function AbsenceConflicts({ conflicts }: { conflicts: readonly Appointment[] }) {
  if (conflicts.length === 0) return null;
  return (
    <div
      className="rounded-lg border-l-4 border-danger bg-danger-soft px-4 py-3"
      data-testid="absence-conflict"
    >
      <p className="font-semibold">{admin.absences.conflictTitle(conflicts.length)}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {conflicts.map((a) => (
          <li key={a._id}>
            {`${formatTimeRange(a.time, endTime(a))} · ${a.service} · ${a.barber.firstName} ${a.barber.lastName}`}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-medium">{admin.absences.conflictText}</p>
    </div>
  );
}
