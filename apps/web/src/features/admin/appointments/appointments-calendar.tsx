import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { LoadingBlock } from '../../../components/loading-block';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-client';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import { useShopInfo } from '../../../lib/shop-info';
import { admin } from '../../../i18n/admin';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { adminBarbersQuery, barberName } from '../catalog-queries';
import { AppointmentDetailDialog } from './appointment-detail-dialog';
import { calendarQuery } from './appointments-api';
import { CalendarErrorBoundary } from './calendar-error-boundary';
import { calendarRange, type CalendarView } from './calendar-range';
import { CalendarToolbar } from './calendar-toolbar';
import { CalendarViews } from './calendar-views';
import type { GridColumnSpec } from './grid/time-grid';
import { useMoveAppointment } from './use-move-appointment';
import { useStatusChange } from './use-status-change';

/** What the calendar shows; the tab owns it so a phone booking can bring its day into view. */
export interface CalendarState {
  view: CalendarView;
  date: string;
  barberId: string;
}

interface AppointmentsCalendarProps {
  today: string;
  state: CalendarState;
  onStateChange: (state: CalendarState) => void;
  /** A tap on a free cell: start a phone booking with this barber at this date and time. */
  onBookAt?: (preset: { barberId: string; date: string; time: string }) => void;
}

/** The 'Calendario Appuntamenti': a time grid per day, a week grid, a month of counts (issue 17, ADR 0012). */
export function AppointmentsCalendar({ today, state, onStateChange, onBookAt }: AppointmentsCalendarProps) {
  const { view, date, barberId } = state;
  const set = (patch: Partial<CalendarState>) => onStateChange({ ...state, ...patch });
  const range = calendarRange(view, date);
  const barbers = useQuery(adminBarbersQuery);
  const appointments = useQuery(calendarQuery({ ...range, view, barberId }));
  const timeZone = useShopInfo().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const statusChange = useStatusChange();
  const nameOf = (id: string) => {
    const barber = barbers.data?.find((b) => b._id === id);
    return barber ? barberName(barber) : admin.common.unknown;
  };
  const move = useMoveAppointment(nameOf);
  const [openId, setOpenId] = useState<string | null>(null);
  // The detail follows the list: a status change or a move shows at once in the open card.
  const open = appointments.data?.find((a) => a._id === openId) ?? null;

  return (
    <section aria-labelledby="calendar-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-title" className="font-display text-2xl font-semibold">
          {admin.calendar.title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          pending={appointments.isFetching}
          onClick={() => void appointments.refetch()}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {admin.calendar.refresh}
        </Button>
      </div>
      <CalendarToolbar
        view={view}
        date={date}
        today={today}
        barberId={barberId}
        barbers={barbers.data ?? []}
        onViewChange={(next) => set({ view: next })}
        onDateChange={(next) => set({ date: next })}
        onBarberChange={(next) => set({ barberId: next })}
      />
      {barbers.isError && (
        <FormAlert>
          {admin.calendar.errors.barbers}
          <Button variant="secondary" size="sm" className="ml-3" onClick={() => void barbers.refetch()}>
            {admin.common.retry}
          </Button>
        </FormAlert>
      )}
      <CalendarErrorBoundary resetKey={`${view}|${date}|${barberId}`}>
        {appointments.isPending ? (
          <LoadingBlock label={admin.calendar.loading} minHeight="min-h-40" />
        ) : appointments.isError ? (
          <LoadError retryLabel={admin.common.retry} onRetry={() => void appointments.refetch()}>
            <p>
              {admin.calendar.errors.appointments(
                appointments.error instanceof ApiError
                  ? appointments.error.message
                  : admin.calendar.errors.unknownReason,
              )}
            </p>
          </LoadError>
        ) : (
          <CalendarViews
            view={view}
            date={date}
            today={today}
            barberId={barberId}
            timeZone={timeZone}
            barbers={barbers.data ?? []}
            appointments={appointments.data}
            onOpenDay={(day) => set({ view: 'day', date: day })}
            onOpen={(appointment) => setOpenId(appointment._id)}
            onMove={(appointment, to) => move.mutate({ appointment, to })}
            onCellTap={(column: GridColumnSpec, time) =>
              onBookAt?.({ barberId: column.barberId, date: column.date, time })
            }
          />
        )}
      </CalendarErrorBoundary>
      <p className="hidden text-sm text-muted sm:block">{view !== 'month' && calendarGrid.dragHint}</p>
      <AppointmentDetailDialog
        appointment={open}
        barbers={barbers.data ?? []}
        today={today}
        movePending={move.isPending}
        onClose={() => setOpenId(null)}
        onStatusChange={(id, status, reason) => statusChange.mutate({ id, status, reason })}
        onMove={(appointment, to) => move.mutate({ appointment, to })}
      />
    </section>
  );
}
