import type { Appointment } from '@barber/shared/schemas/appointments';
import { admin } from '../../../../i18n/admin';
import { calendarGrid } from '../../../../i18n/admin-calendar';
import { barberLabel, clientContact, clientLabel, endTime } from '../appointment-labels';
import { barTones, pillTones } from './status-tones';

interface DayAgendaProps {
  title: string;
  appointments: readonly Appointment[];
  /** The toolbar's barber filter ('' for all). */
  barberId: string;
  onOpen: (appointment: Appointment) => void;
}

/**
 * The day on a phone: one compact row per appointment (time, service, client, barber; about 72 px), the
 * toolbar's barber select as the filter. A tap opens the spec's card, as a block does on the grid.
 */
export function DayAgenda({ title, appointments, barberId, onOpen }: DayAgendaProps) {
  const shown = appointments.filter((a) => !barberId || a.barber._id === barberId);
  return (
    <section aria-label={calendarGrid.agenda.title(title)} className="flex flex-col gap-3">
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-input-border px-4 py-6 text-center text-muted">{calendarGrid.agenda.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
          {shown.map((a) => (
            <li key={a._id}>
              <button
                type="button"
                data-agenda-row={a._id}
                data-status={a.status}
                className="flex min-h-[4.5rem] w-full items-center gap-3 px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
                onClick={() => onOpen(a)}
              >
                <span className="flex w-12 shrink-0 flex-col text-sm font-semibold tabular-nums">
                  {a.time}
                  <span className="text-xs font-normal text-muted">{endTime(a)}</span>
                </span>
                <span className={`h-12 w-1.5 shrink-0 rounded-full ${barTones[a.status]}`} aria-hidden="true" />
                <span className="flex min-w-0 flex-1 flex-col leading-tight">
                  <span className={`truncate text-sm font-semibold ${a.status === 'cancelled' ? 'line-through' : ''}`}>{a.service}</span>
                  <span className="truncate text-sm">
                    {clientLabel(a)}
                    {clientContact(a) && <span className="text-muted"> · {clientContact(a)}</span>}
                  </span>
                  <span className="truncate text-xs text-muted">
                    {barberLabel(a)} · <span className={`rounded px-1 font-semibold ${pillTones[a.status]}`}>{admin.calendar.status[a.status]}</span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
