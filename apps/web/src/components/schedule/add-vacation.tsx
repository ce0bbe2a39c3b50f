import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Vacation } from '@barber/shared/schemas/catalog';
import { Button } from '../button';
import { DateField } from '../date-field';
import { staff } from '../../i18n/staff';
import { changeEnd, changeStart, newVacationIssue } from './vacation-rules';

/** The 'Nuovo periodo di vacanza' form: both dates, checked as they are typed, then 'Aggiungi vacanza'. */
export function AddVacation({
  today,
  disabled,
  taken = [],
  onAdd,
}: {
  today: string;
  disabled: boolean;
  /** The barber's periods already listed: a new one may not share a day with them. */
  taken?: readonly Vacation[];
  /** false keeps the dates in the form (the save failed or was not confirmed); anything else clears it. */
  onAdd: (period: { startDate: string; endDate: string }) => void | boolean | Promise<boolean>;
}) {
  const t = staff.vacations;
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [tried, setTried] = useState(false);
  const issue = newVacationIssue(range.startDate, range.endDate, today, taken);
  // "Both dates needed" only after an attempt; a wrong order or a past start as soon as it is typed.
  const shown = issue && (tried || issue.message !== t.bothRequired) ? issue : null;

  const clear = (kept: void | boolean) => {
    if (kept === false) return;
    setRange({ startDate: '', endDate: '' });
    setTried(false);
  };
  const add = () => {
    setTried(true);
    if (issue) return;
    const result = onAdd(range);
    if (result instanceof Promise) void result.then(clear);
    else clear(result);
  };

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-dashed border-input-border p-3"
      disabled={disabled}
    >
      <legend className="px-1 font-medium">{t.addLegend}</legend>
      <div className="grid items-start gap-3 @lg:grid-cols-[1fr_1fr_auto]">
        <DateField
          label={t.start}
          value={range.startDate}
          min={today}
          error={shown?.field === 'startDate' ? shown.message : undefined}
          onChange={(e) => setRange((r) => changeStart(r, e.target.value))}
        />
        <DateField
          label={t.end}
          value={range.endDate}
          min={range.startDate || today}
          error={shown?.field === 'endDate' ? shown.message : undefined}
          onChange={(e) => setRange((r) => changeEnd(r, e.target.value))}
        />
        <Button variant="secondary" className="@lg:mt-[1.875rem]" onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          {t.add}
        </Button>
      </div>
    </fieldset>
  );
}
