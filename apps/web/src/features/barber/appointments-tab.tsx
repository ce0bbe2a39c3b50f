import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateField } from '../../components/date-field';
import { LoadingBlock } from '../../components/loading-block';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-client';
import { groupByDate } from '../../lib/day-groups';
import { formatDate, formatDateTitle } from '../../lib/format';
import { watchSlots } from '../../lib/slot-watch';
import { barber as b } from '../../i18n/barber';
import { appointmentsQuery, barberKeys, updateAppointmentStatus } from './barber-api';
import { AppointmentCard, clientOf } from './appointment-card';
import { AppointmentCounters } from './appointment-counters';
import { daysOf, rangeFor, shiftAnchor, type AppointmentView } from './appointment-range';

const t = b.appointments;
const VIEWS: readonly AppointmentView[] = ['today', 'week', 'date'];

interface AppointmentsTabProps {
  barberId: string;
  today: string;
  timeZone: string;
}

/** Bookings made or cancelled elsewhere while the panel is open: the socket names the barber-days touched. */
function useLiveDays(barberId: string, from: string, to: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: barberKeys.appointments(barberId) });
    const stops = daysOf({ from, to }).map((day) => watchSlots(barberId, day, refresh));
    return () => stops.forEach((stop) => stop());
  }, [barberId, from, to, queryClient]);
}

type ConfirmedStatus = 'completed' | 'cancelled' | 'no_show';

/** The confirmation of each change the card offers. */
const CONFIRM_TEXTS: Record<ConfirmedStatus, { title: string; text: typeof t.completeText; confirm: string }> = {
  completed: { title: t.completeTitle, text: t.completeText, confirm: t.confirmComplete },
  cancelled: { title: t.cancelTitle, text: t.cancelText, confirm: t.confirmCancel },
  no_show: { title: t.noShowTitle, text: t.noShowText, confirm: t.confirmNoShow },
};

/** Oggi, Settimana (from Monday) and Data, with counters and the complete/cancel/no-show actions. */
export function AppointmentsTab({ barberId, today, timeZone }: AppointmentsTabProps) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<AppointmentView>('today');
  const [anchor, setAnchor] = useState(today);
  // Completing, cancelling and 'Non presentato' all ask first: none can be undone from the barber panel.
  const [confirming, setConfirming] = useState<{ appointment: Appointment; next: ConfirmedStatus } | null>(null);
  const range = rangeFor(view, anchor, today);
  const query = useQuery(appointmentsQuery(barberId, range.from, range.to, timeZone));

  useLiveDays(barberId, range.from, range.to);

  const status = useMutation({
    mutationFn: ({ appointment, next }: { appointment: Appointment; next: AppointmentStatus }) =>
      updateAppointmentStatus(appointment._id, next),
    onSuccess: (updated) => {
      toast.success(t.updated(t.status[updated.status]));
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: barberKeys.appointments(barberId) });
    },
    onError: (error) => {
      setConfirming(null);
      toast.error(t.errors.status, { description: error instanceof ApiError ? error.message : undefined });
    },
  });
  const busyId = status.isPending ? status.variables?.appointment._id : undefined;

  const moveBy = (unit: 'week' | 'date') => (by: -1 | 1) => setAnchor(shiftAnchor(unit, anchor, by));
  const selectView = (next: AppointmentView) => {
    setView(next);
    setAnchor(today);
  };

  const appointments = query.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      <div
        role="group"
        aria-label={t.viewsLabel}
        className="flex w-full gap-1 rounded-xl bg-surface-2 p-1 sm:w-auto sm:self-start"
      >
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => selectView(v)}
            className={`min-h-11 flex-1 rounded-lg px-4 font-semibold sm:flex-none ${
              view === v ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface'
            }`}
          >
            {t.views[v]}
          </button>
        ))}
      </div>

      {view === 'week' && (
        <div className="flex items-center justify-between gap-2">
          <StepButton by={-1} label={t.previousWeek} onStep={moveBy('week')} />
          <p className="text-center font-semibold" aria-live="polite">
            {t.weekRange(formatDate(range.from, 'medium'), formatDate(range.to, 'medium'))}
          </p>
          <StepButton by={1} label={t.nextWeek} onStep={moveBy('week')} />
        </div>
      )}
      {view === 'date' && (
        <DateField
          label={t.date}
          className="sm:max-w-sm"
          value={anchor}
          onChange={(e) => e.target.value && setAnchor(e.target.value)}
          addon={
            <>
              <StepButton by={-1} label={t.previousDay} onStep={moveBy('date')} />
              <StepButton by={1} label={t.nextDay} onStep={moveBy('date')} />
            </>
          }
        />
      )}
      {view !== 'week' && <h3 className="text-xl font-semibold">{formatDateTitle(range.from)}</h3>}

      {query.isPending ? (
        <LoadingBlock label={t.loading} minHeight="min-h-32" />
      ) : query.isError ? (
        <LoadError icon retryLabel={b.retry} onRetry={() => void query.refetch()}>
          <p className="font-semibold">
            {query.error instanceof ApiError && query.error.status === 0 ? t.errors.network : t.errors.load}
          </p>
        </LoadError>
      ) : (
        <>
          <AppointmentCounters view={view} appointments={appointments} />
          {appointments.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
              {view === 'week' ? t.emptyWeek : t.emptyDay}
            </p>
          ) : (
            groupByDate(appointments).map((group) => (
              <section
                key={group.date}
                aria-label={formatDateTitle(group.date)}
                className="flex flex-col gap-3"
              >
                {view === 'week' && <h3 className="text-lg font-semibold">{formatDateTitle(group.date)}</h3>}
                <ul className="grid gap-3 lg:grid-cols-2">
                  {group.appointments.map((a) => (
                    <li key={a._id}>
                      <AppointmentCard
                        appointment={a}
                        busy={busyId === a._id}
                        now={new Date()}
                        onComplete={() => setConfirming({ appointment: a, next: 'completed' })}
                        onCancel={() => setConfirming({ appointment: a, next: 'cancelled' })}
                        onNoShow={() => setConfirming({ appointment: a, next: 'no_show' })}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !status.isPending) setConfirming(null);
        }}
        title={confirming ? CONFIRM_TEXTS[confirming.next].title : ''}
        message={
          confirming
            ? CONFIRM_TEXTS[confirming.next].text(
                clientOf(confirming.appointment).name,
                formatDate(confirming.appointment.date),
                confirming.appointment.time,
              )
            : ''
        }
        confirmLabel={confirming ? CONFIRM_TEXTS[confirming.next].confirm : ''}
        cancelLabel={t.keep}
        closeLabel={t.close}
        pending={status.isPending}
        onConfirm={() => confirming && status.mutate(confirming)}
      />
    </div>
  );
}

/** The arrow that shows the previous (-1) or next (1) week or day. */
function StepButton({ by, label, onStep }: { by: -1 | 1; label: string; onStep: (by: -1 | 1) => void }) {
  const Icon = by < 0 ? ChevronLeft : ChevronRight;
  return (
    <Button variant="secondary" onClick={() => onStep(by)} aria-label={label}>
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}
