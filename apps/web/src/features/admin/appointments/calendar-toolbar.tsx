import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Barber } from '@barber/shared/schemas/catalog';
import { Button } from '../../../components/button';
import { DateField } from '../../../components/date-field';
import { SelectField } from '../../../components/select-field';
import { isDate } from '@barber/shared/domain/zoned-time';
import { admin } from '../../../i18n/admin';
import { barberName } from '../catalog-queries';
import { CALENDAR_VIEWS, shiftDate, type CalendarView } from './calendar-range';

interface CalendarToolbarProps {
  view: CalendarView;
  date: string;
  today: string;
  barberId: string;
  barbers: readonly Barber[];
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: string) => void;
  onBarberChange: (barberId: string) => void;
}

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-input-border bg-surface text-fg hover:bg-surface-2';

export function CalendarToolbar({
  view,
  date,
  today,
  barberId,
  barbers,
  onViewChange,
  onDateChange,
  onBarberChange,
}: CalendarToolbarProps) {
  const viewLabelId = useId();
  const barberOptions = [
    { value: '', label: admin.calendar.allBarbers },
    ...barbers.map((barber) => ({
      value: barber._id,
      label: barber.isActive
        ? barberName(barber)
        : `${barberName(barber)} (${admin.common.inactive.toLowerCase()})`,
    })),
  ];
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-1.5">
        <span id={viewLabelId} className="font-medium">
          {admin.calendar.view}
        </span>
        <div
          role="group"
          aria-labelledby={viewLabelId}
          className="flex rounded-lg border border-input-border p-0.5"
        >
          {CALENDAR_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              className={`min-h-10 flex-1 rounded-md px-4 font-semibold transition-colors ${
                view === option ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface-2'
              }`}
              onClick={() => onViewChange(option)}
            >
              {admin.calendar.views[option]}
            </button>
          ))}
        </div>
      </div>
      <SelectField
        label={admin.calendar.barber}
        options={barberOptions}
        value={barberId}
        onChange={(event) => onBarberChange(event.target.value)}
      />
      <DateField
        label={admin.calendar.date}
        value={date}
        className="md:col-span-2 lg:col-span-1"
        // A half-typed date in the native field is not a date yet: keep the last good one.
        onChange={(event) => {
          if (isDate(event.target.value)) onDateChange(event.target.value);
        }}
        addon={
          <>
            <button
              type="button"
              className={iconButton}
              aria-label={admin.calendar.previous}
              onClick={() => onDateChange(shiftDate(view, date, -1))}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={admin.calendar.next}
              onClick={() => onDateChange(shiftDate(view, date, 1))}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <Button variant="secondary" disabled={date === today} onClick={() => onDateChange(today)}>
              {admin.calendar.today}
            </Button>
          </>
        }
      />
    </div>
  );
}
