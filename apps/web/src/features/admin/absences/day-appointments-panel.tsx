import type { UseQueryResult } from '@tanstack/react-query';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { Spinner } from '../../../components/spinner';
import { formatTimeRange } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { clientContact, clientLabel, endTime } from '../appointments/appointment-labels';

const statusTones: Record<Appointment['status'], string> = {
  pending: 'bg-status-pending-bg text-status-pending-fg',
  confirmed: 'bg-status-confirmed-bg text-status-confirmed-fg',
  completed: 'bg-status-completed-bg text-status-completed-fg',
  cancelled: 'bg-status-cancelled-bg text-status-cancelled-fg',
  // A missed appointment reads as a cancelled one: red, the chair stayed empty.
  no_show: 'bg-status-cancelled-bg text-status-cancelled-fg',
};

interface DayAppointmentsPanelProps {
  title: string;
  query: UseQueryResult<Appointment[]>;
  /** Ids of the confirmed appointments the absence being edited would overlap: marked in the list. */
  conflictIds: ReadonlySet<string>;
}

/** Name and phone, so the owner can call whoever an absence would move ('Giulia Neri (telefono) +41 79 555 10 03'). */
const who = (a: Appointment) => [clientLabel(a), clientContact(a)].filter(Boolean).join(' ');

/**
 * That day's appointments, so the admin sees what an absence would collide with. A failed load is not an
 * error here (spec: silently ignored; the server checks conflicts anyway): the panel only says it is missing.
 */
export function DayAppointmentsPanel({ title, query, conflictIds }: DayAppointmentsPanelProps) {
  const appointments = query.data ?? [];
  return (
    <section
      aria-labelledby="day-appointments-title"
      className="rounded-xl border border-border bg-surface p-4"
    >
      <h3 id="day-appointments-title" className="font-semibold">
        {title}
      </h3>
      {query.isPending ? (
        <Spinner label={admin.common.loading} className="mt-2 size-6" />
      ) : query.isError ? (
        <p className="mt-2 text-sm text-muted">{admin.absences.appointmentsUnavailable}</p>
      ) : appointments.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{admin.absences.appointmentsEmpty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {appointments.map((a) => {
            const conflict = conflictIds.has(a._id);
            return (
              <li
                key={a._id}
                data-conflict={conflict || undefined}
                className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm ${
                  conflict ? 'border-danger bg-danger-soft' : 'border-border'
                }`}
              >
                <span className="min-w-0">
                  <span className="font-semibold tabular-nums">{formatTimeRange(a.time, endTime(a))}</span>
                  {` · ${a.service} · ${who(a)} · ${a.barber.firstName} ${a.barber.lastName}`}
                </span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTones[a.status]}`}>
                  {admin.calendar.status[a.status]}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
