import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../button';
import { DateField } from '../date-field';
import { staff } from '../../i18n/staff';
import { AddVacation } from './add-vacation';
import { changeEnd, changeStart, newVacationDraft, toVacationPayload, vacationIssue, type VacationDraft } from './vacation-rules';

interface VacationEditorProps {
  value: readonly VacationDraft[];
  onChange: (drafts: VacationDraft[]) => void;
  /** The shop's today ("YYYY-MM-DD"): no new period may start earlier. */
  today: string;
  title?: string;
  /** Heading level of the title inside the surrounding page or dialog. */
  headingLevel?: 2 | 3;
  disabled?: boolean;
}

/** Vacation periods: listed ones can be changed or deleted, new ones are added with the form below them. */
export function VacationEditor({
  value,
  onChange,
  today,
  title = staff.vacations.title,
  headingLevel = 3,
  disabled = false,
}: VacationEditorProps) {
  const t = staff.vacations;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const update = (key: string, next: (d: VacationDraft) => VacationDraft) =>
    onChange(value.map((d) => (d.key === key ? next(d) : d)));

  return (
    <section className="@container flex min-w-0 flex-col gap-4" aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} className="text-lg font-semibold">
          {title}
        </Heading>
        <p className="text-sm text-muted">{t.intro}</p>
      </div>
      {value.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {value.map((draft, index) => {
            const issue = vacationIssue(draft, today);
            const n = index + 1;
            return (
              <li key={draft.key} className="rounded-xl border border-border p-3">
                <div className="grid items-start gap-3 @lg:grid-cols-[1fr_1fr_auto]">
                  <DateField
                    label={t.start}
                    aria-label={t.startOf(n)}
                    value={draft.startDate}
                    min={draft.savedStart && draft.savedStart < today ? draft.savedStart : today}
                    disabled={disabled}
                    error={issue?.field === 'startDate' && issue.blocking ? issue.message : undefined}
                    onChange={(e) => update(draft.key, (d) => changeStart(d, e.target.value))}
                  />
                  <DateField
                    label={t.end}
                    aria-label={t.endOf(n)}
                    value={draft.endDate}
                    min={draft.startDate || today}
                    disabled={disabled}
                    error={issue?.field === 'endDate' && issue.blocking ? issue.message : undefined}
                    onChange={(e) => update(draft.key, (d) => changeEnd(d, e.target.value))}
                  />
                  <Button
                    variant="secondary"
                    className="@lg:mt-[1.875rem]"
                    aria-label={t.removeLabel(n)}
                    disabled={disabled}
                    onClick={() => onChange(value.filter((d) => d.key !== draft.key))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t.remove}
                  </Button>
                </div>
                {issue && !issue.blocking && <p className="mt-2 text-sm text-muted">{issue.message}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <AddVacation
        today={today}
        disabled={disabled}
        taken={toVacationPayload(value)}
        onAdd={(range) => onChange([...value, newVacationDraft(range.startDate, range.endDate)])}
      />
    </section>
  );
}
