import { Clock, Pencil, Trash2, Users } from 'lucide-react';
import type { TemporaryAbsence } from '@barber/shared/schemas/absences';
import type { Barber } from '@barber/shared/schemas/catalog';
import { ActionButton } from '../../../components/action-button';
import { formatTimeRange } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { panels } from '../../../i18n/panels';

interface AbsenceListProps {
  absences: readonly TemporaryAbsence[];
  /** To name the barber of a barber's own absence; a studio-wide one reads 'Tutti i barbieri'. */
  barbers?: readonly Pick<Barber, '_id' | 'firstName' | 'lastName'>[];
  editingId: string | null;
  onEdit: (absence: TemporaryAbsence) => void;
  onDelete: (absence: TemporaryAbsence) => void;
}

export function AbsenceList({ absences, barbers = [], editingId, onEdit, onDelete }: AbsenceListProps) {
  const who = (absence: TemporaryAbsence) => {
    if (absence.barberId === null) return panels.absences.allBarbers;
    const barber = barbers.find((b) => b._id === absence.barberId);
    return barber ? `${barber.firstName} ${barber.lastName}`.trim() : panels.absences.barber;
  };
  if (absences.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-input-border px-4 py-6 text-center text-muted">
        {admin.absences.empty}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {absences.map((absence) => {
        const range = formatTimeRange(absence.startTime, absence.endTime);
        return (
          <li
            key={absence._id}
            className={`flex flex-col gap-3 rounded-xl border bg-surface p-4 sm:flex-row sm:items-start sm:justify-between ${
              editingId === absence._id ? 'border-accent' : 'border-border'
            }`}
          >
            <div className="min-w-0">
              <p className="flex items-center gap-2 text-lg font-semibold tabular-nums">
                <Clock className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
                {range}
              </p>
              <p className="flex items-center gap-2 text-sm font-medium text-accent-text">
                <Users className="size-4 shrink-0" aria-hidden="true" />
                {who(absence)}
              </p>
              <p className="break-words">{absence.reason || admin.absences.noReason}</p>
              {absence.notes && (
                <p className="text-sm break-words text-muted">{admin.absences.notes(absence.notes)}</p>
              )}
            </div>
            <div className="flex shrink-0 gap-2">
              <ActionButton
                icon={Pencil}
                aria-label={admin.absences.editLabel(range)}
                onClick={() => onEdit(absence)}
              >
                {admin.common.edit}
              </ActionButton>
              <ActionButton
                icon={Trash2}
                aria-label={admin.absences.deleteLabel(range)}
                onClick={() => onDelete(absence)}
              >
                {admin.common.delete}
              </ActionButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
