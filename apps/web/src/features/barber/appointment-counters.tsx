import type { Appointment } from '@barber/shared/schemas/appointments';
import { barber as b } from '../../i18n/barber';
import { dayCounters, weekCount, type AppointmentView } from './appointment-range';

const t = b.appointments.counters;

/** A day shows total, to do, completed and cancelled; the week one number without the cancelled ones. */
export function AppointmentCounters({
  view,
  appointments,
}: {
  view: AppointmentView;
  appointments: readonly Appointment[];
}) {
  const items =
    view === 'week'
      ? [{ label: t.week, value: weekCount(appointments), tone: 'text-fg' }]
      : (() => {
          const c = dayCounters(appointments);
          return [
            { label: t.total, value: c.total, tone: 'text-fg' },
            { label: t.upcoming, value: c.upcoming, tone: 'text-status-confirmed-fg' },
            { label: t.completed, value: c.completed, tone: 'text-status-completed-fg' },
            { label: t.cancelled, value: c.cancelled, tone: 'text-status-cancelled-fg' },
          ];
        })();
  return (
    <dl
      className={`grid gap-3 ${view === 'week' ? 'grid-cols-1 sm:max-w-xs' : 'grid-cols-2 sm:grid-cols-4'}`}
    >
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-border bg-surface p-3">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className={`text-2xl font-semibold tabular-nums ${item.tone}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
