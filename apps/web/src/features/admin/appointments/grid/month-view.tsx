import { calendarGrid } from '../../../../i18n/admin-calendar';
import { formatDate } from '../../../../lib/format';
import { countsByDate, monthWeeks } from './month-grid';

interface MonthViewProps {
  date: string;
  today: string;
  appointments: readonly { date: string; status: string }[];
  onOpenDay: (date: string) => void;
}

const monthName = new Intl.DateTimeFormat('it-CH', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month from the 1st to its last day, Monday first, with the count of appointments per day. */
export function MonthView({ date, today, appointments, onOpenDay }: MonthViewProps) {
  const counts = countsByDate(appointments);
  const title = calendarGrid.month(monthName.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`)));
  return (
    <div role="region" aria-label={title} className="rounded-xl border border-border bg-surface p-2 sm:p-3">
      <div className="grid grid-cols-7 gap-1 pb-1 text-center text-xs font-semibold text-muted" aria-hidden="true">
        {calendarGrid.weekdaysShort.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {monthWeeks(date)
          .flat()
          .map((day, i) => {
            if (!day) return <span key={`pad-${i}`} aria-hidden="true" />;
            const count = counts.get(day) ?? 0;
            return (
              <button
                key={day}
                type="button"
                data-month-day={day}
                aria-label={calendarGrid.openDay(formatDate(day, 'long'), calendarGrid.dayCount(count))}
                aria-current={day === today ? 'date' : undefined}
                className={`flex min-h-14 flex-col items-center justify-between rounded-lg border p-1 sm:min-h-20 sm:items-start sm:p-2 ${
                  day === today ? 'border-accent' : 'border-border'
                } hover:bg-surface-2`}
                onClick={() => onOpenDay(day)}
              >
                <span className="text-sm font-semibold tabular-nums">{Number(day.slice(8))}</span>
                {count > 0 && (
                  <span className="rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-fg tabular-nums sm:px-2">
                    {count}
                  </span>
                )}
              </button>
            );
          })}
      </div>
    </div>
  );
}
