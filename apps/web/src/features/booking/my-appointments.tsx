import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isActiveStatus } from '@barber/shared/domain/appointment-rules';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { LoadingBlock } from '../../components/loading-block';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/form-errors';
import { it } from '../../i18n/it';
import { AppointmentCard } from './appointment-card';
import { myAppointmentsQuery } from './booking-api';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { ModifyAppointmentDialog } from './modify-appointment-dialog';

type Open = { kind: 'modify' | 'cancel'; appointment: Appointment } | null;

/** Upcoming active appointments first, soonest first; then the rest, latest first. */
export function sortAppointments(list: readonly Appointment[], now: Date): Appointment[] {
  const upcoming = (a: Appointment) => isActiveStatus(a.status) && Date.parse(a.startsAt) > now.getTime();
  return [...list].sort((a, b) => {
    const ua = upcoming(a);
    const ub = upcoming(b);
    if (ua !== ub) return ua ? -1 : 1;
    const diff = Date.parse(a.startsAt) - Date.parse(b.startsAt);
    return ua ? diff : -diff;
  });
}

export function MyAppointments() {
  const query = useQuery(myAppointmentsQuery);
  const [open, setOpen] = useState<Open>(null);
  const now = new Date();

  return (
    <section aria-labelledby="my-appointments-title" className="flex flex-col gap-4">
      <h2 id="my-appointments-title" className="font-display text-2xl font-semibold">
        {it.account.listTitle}
      </h2>
      {query.isPending ? (
        <LoadingBlock label={it.account.listLoading} minHeight="min-h-24" />
      ) : query.isError ? (
        <LoadError icon retryLabel={it.booking.retry} onRetry={() => void query.refetch()}>
          <p className="font-semibold">{it.account.listError}</p>
          <p className="text-sm">{errorMessage(query.error)}</p>
        </LoadError>
      ) : query.data.length === 0 ? (
        <p className="text-muted">{it.account.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sortAppointments(query.data, now).map((appointment) => (
            <li key={appointment._id}>
              <AppointmentCard
                appointment={appointment}
                now={now}
                onModify={() => setOpen({ kind: 'modify', appointment })}
                onCancel={() => setOpen({ kind: 'cancel', appointment })}
              />
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'modify' && (
        <ModifyAppointmentDialog appointment={open.appointment} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'cancel' && (
        <CancelAppointmentDialog appointment={open.appointment} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
