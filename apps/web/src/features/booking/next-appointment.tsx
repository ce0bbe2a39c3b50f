import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { isActiveStatus } from '@barber/shared/domain/appointment-rules';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { formatDateTitle } from '../../lib/format';
import { myAppointmentsQuery } from './booking-api';
import { bookingTexts as b } from '../../i18n/booking-flow';
import { StatusBadge } from './status-badge';

/** The soonest pending or confirmed appointment that has not started yet, if any. */
export function nextAppointment(list: readonly Appointment[], now: Date): Appointment | null {
  const upcoming = list
    .filter((a) => isActiveStatus(a.status) && Date.parse(a.startsAt) > now.getTime())
    .sort((x, y) => Date.parse(x.startsAt) - Date.parse(y.startsAt));
  return upcoming[0] ?? null;
}

/**
 * 'Il tuo prossimo appuntamento': what a returning customer comes back for, first on the home page and on
 * /booking. Nothing at all while loading, on an error or without an upcoming appointment (the list says more).
 */
export function NextAppointmentCard({ action, className = '' }: { action?: ReactNode; className?: string }) {
  const query = useQuery(myAppointmentsQuery);
  const next = query.data ? nextAppointment(query.data, new Date()) : null;
  if (!next) return null;
  return (
    <section
      aria-labelledby="next-appointment-title"
      className={`rounded-2xl border-2 border-accent bg-accent-soft p-4 text-left sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="next-appointment-title" className="text-lg font-semibold">
          {b.nextTitle}
        </h2>
        <StatusBadge status={next.status} />
      </div>
      <p className="mt-3 flex items-start gap-2 text-xl font-semibold">
        <CalendarClock className="mt-1 size-5 shrink-0 text-accent-text" aria-hidden="true" />
        {b.nextWhen(formatDateTitle(next.date), next.time)}
      </p>
      <p className="mt-1 text-muted">
        {`${next.service} · ${b.withBarber(`${next.barber.firstName} ${next.barber.lastName}`)}`}
      </p>
      {action && <div className="mt-4">{action}</div>}
    </section>
  );
}
