import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { isActiveStatus } from '@barber/shared/domain/appointment-rules';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { LoadingBlock } from '../../components/loading-block';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/form-errors';
import { useShopInfo } from '../../lib/shop-info';
import { bookingAccount } from '../../i18n/booking-account';
import { bookingPages } from '../../i18n/booking-pages';
import { AppointmentCard } from './appointment-card';
import { myAppointmentsQuery } from './booking-api';
import { bookingTexts as b } from '../../i18n/booking-flow';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { ModifyAppointmentDialog } from './modify-appointment-dialog';

type Open = { kind: 'modify' | 'cancel' | 'cancel-rest'; appointment: Appointment } | null;

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

const isUpcoming = (a: Appointment, now: Date) => isActiveStatus(a.status) && Date.parse(a.startsAt) > now.getTime();

/**
 * 'I tuoi appuntamenti' (001): the upcoming ones, soonest first; the past and cancelled ones folded away under a
 * disclosure, since a returning customer comes for what is next. The folded cards are drawn only once the
 * disclosure is opened: a regular's years of visits (the demo customer's 40 cards, 1,300 elements) would otherwise
 * cost every phone that opens /booking their layout and memory, for a list most never open.
 */
export function MyAppointments({ className = '' }: { className?: string }) {
  const query = useQuery(myAppointmentsQuery);
  const notice = useShopInfo().data?.booking.changeNoticeHours;
  const [open, setOpen] = useState<Open>(null);
  const [pastShown, setPastShown] = useState(false);
  const now = new Date();
  const sorted = query.data ? sortAppointments(query.data, now) : [];
  const upcoming = sorted.filter((a) => isUpcoming(a, now));
  const past = sorted.filter((a) => !isUpcoming(a, now));
  const card = (appointment: Appointment) => (
    <li key={appointment._id}>
      <AppointmentCard
        appointment={appointment}
        now={now}
        {...(notice === undefined ? {} : { notice })}
        onModify={() => setOpen({ kind: 'modify', appointment })}
        onCancel={() => setOpen({ kind: 'cancel', appointment })}
        onCancelRest={() => setOpen({ kind: 'cancel-rest', appointment })}
      />
    </li>
  );

  return (
    <section aria-labelledby="my-appointments-title" className={`flex flex-col gap-4 ${className}`}>
      <h2 id="my-appointments-title" className="font-display text-2xl font-semibold">
        {b.listTitle}
      </h2>
      {query.isPending ? (
        <LoadingBlock label={bookingAccount.listLoading} minHeight="min-h-24" />
      ) : query.isError ? (
        <LoadError icon retryLabel={bookingPages.booking.retry} onRetry={() => void query.refetch()}>
          <p className="font-semibold">{bookingAccount.listError}</p>
          <p className="text-sm">{errorMessage(query.error)}</p>
        </LoadError>
      ) : query.data.length === 0 ? (
        <p className="text-muted">{bookingAccount.empty}</p>
      ) : (
        <>
          {upcoming.length > 0 ? (
            <ul className="flex flex-col gap-3">{upcoming.map(card)}</ul>
          ) : (
            <p className="text-muted">{b.upcomingEmpty}</p>
          )}
          {past.length > 0 && (
            <details
              className="group rounded-xl border border-border"
              onToggle={(event) => setPastShown(event.currentTarget.open)}
            >
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-2 font-semibold hover:bg-surface-2">
                {b.pastTitle(past.length)}
                <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              {pastShown && <ul className="flex flex-col gap-3 p-3 pt-1">{past.map(card)}</ul>}
            </details>
          )}
        </>
      )}
      {open?.kind === 'modify' && (
        <ModifyAppointmentDialog appointment={open.appointment} onClose={() => setOpen(null)} />
      )}
      {(open?.kind === 'cancel' || open?.kind === 'cancel-rest') && (
        <CancelAppointmentDialog
          appointment={open.appointment}
          rest={open.kind === 'cancel-rest'}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
