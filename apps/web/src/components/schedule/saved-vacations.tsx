import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import type { Vacation } from '@barber/shared/schemas/catalog';
import { formatDate } from '../../lib/format';
import { staff } from '../../i18n/staff';
import { Button } from '../button';
import { AddVacation } from './add-vacation';

interface SavedVacationsProps {
  vacations: readonly Vacation[];
  /** The shop's today ("YYYY-MM-DD"): no new period may start earlier. */
  today: string;
  busy: boolean;
  /** Saves the new period; false when it was not saved (the form keeps the dates). */
  onAdd: (period: Vacation) => Promise<boolean>;
  onRemove: (period: Vacation) => void;
  headingLevel?: 2 | 3;
}

export const vacationText = (v: Vacation) =>
  staff.vacations.period(formatDate(v.startDate, 'short'), formatDate(v.endDate, 'short'));

/**
 * The vacations as the server has them (issue 27 item 2): each one is saved the moment it is added or removed,
 * so what the list shows is what customers cannot book.
 */
export function SavedVacations({ vacations, today, busy, onAdd, onRemove, headingLevel = 3 }: SavedVacationsProps) {
  const t = staff.vacations;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section className="@container flex min-w-0 flex-col gap-4" aria-labelledby={headingId} aria-busy={busy}>
      <div>
        <Heading id={headingId} className="text-lg font-semibold">
          {t.title}
        </Heading>
        <p className="text-sm text-muted">{t.savedIntro}</p>
      </div>
      {vacations.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {vacations.map((v) => (
            <li
              key={`${v.startDate}/${v.endDate}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border px-3 py-2"
            >
              <span className="font-medium tabular-nums">{vacationText(v)}</span>
              <Button
                variant="secondary"
                aria-label={t.removeLabelOf(vacationText(v))}
                disabled={busy}
                onClick={() => onRemove(v)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddVacation today={today} disabled={busy} taken={vacations} onAdd={onAdd} />
    </section>
  );
}
