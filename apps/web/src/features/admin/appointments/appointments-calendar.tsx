import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, RefreshCw } from 'lucide-react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { LoadingBlock } from '../../../components/loading-block';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-client';
import { groupByDate } from '../../../lib/day-groups';
import { formatDate, formatDateTitle } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { adminBarbersQuery } from '../catalog-queries';
import { AppointmentCard } from './appointment-card';
import { calendarQuery } from './appointments-api';
import { CalendarErrorBoundary } from './calendar-error-boundary';
import { calendarRange, type CalendarView } from './calendar-range';
import { CalendarToolbar } from './calendar-toolbar';
import { DaySummaryHeader } from './day-summary-header';
import { useStatusChange } from './use-status-change';

/** The 'Calendario Appuntamenti': a day, a week from the chosen day or the rest of its month, for one or all barbers. */
export function AppointmentsCalendar({ today }: { today: string }) {
  const [view, setView] = useState<CalendarView>('day');
  const [date, setDate] = useState(today);
  const [barberId, setBarberId] = useState('');
  const range = calendarRange(view, date);
  const barbers = useQuery(adminBarbersQuery);
  const appointments = useQuery(calendarQuery({ ...range, view, barberId }));
  const statusChange = useStatusChange();

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
        onViewChange={setView}
        onDateChange={setDate}
        onBarberChange={setBarberId}
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
          <CalendarResults
            view={view}
            date={date}
            end={range.end}
            appointments={appointments.data}
            onStatusChange={(id, status) => statusChange.mutate({ id, status })}
          />
        )}
      </CalendarErrorBoundary>
    </section>
  );
}

interface ResultsProps {
  view: CalendarView;
  date: string;
  end: string;
  appointments: Appointment[];
  onStatusChange: (id: string, status: Appointment['status']) => void;
}

function CardList({
  appointments,
  onStatusChange,
  headingLevel,
}: Pick<ResultsProps, 'appointments' | 'onStatusChange'> & { headingLevel?: 'h4' | 'h5' }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {appointments.map((appointment) => (
        <li key={appointment._id} className="min-w-0">
          <AppointmentCard
            appointment={appointment}
            headingLevel={headingLevel}
            onStatusChange={(status) => onStatusChange(appointment._id, status)}
          />
        </li>
      ))}
    </ul>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input-border px-4 py-10 text-center">
      <CalendarX2 className="size-10 text-accent-text" aria-hidden="true" />
      <p className="font-semibold">{admin.calendar.empty}</p>
      <p className="text-sm text-muted">{admin.calendar.emptyHint}</p>
    </div>
  );
}

function CalendarResults({ view, date, end, appointments, onStatusChange }: ResultsProps) {
  if (view === 'day') {
    return (
      <div className="flex flex-col gap-3">
        <DaySummaryHeader title={formatDateTitle(date)} appointments={appointments} />
        {appointments.length === 0 ? (
          <EmptyState />
        ) : (
          <CardList appointments={appointments} onStatusChange={onStatusChange} />
        )}
      </div>
    );
  }
  const period = admin.calendar.period(formatDate(date, 'medium'), formatDate(end, 'medium'));
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-xl border border-border bg-surface p-4">
        <DaySummaryHeader title={period} appointments={appointments} />
      </div>
      {appointments.length === 0 ? (
        <EmptyState />
      ) : (
        groupByDate(appointments).map((group) => (
          <div key={group.date} className="flex flex-col gap-3">
            <DaySummaryHeader title={formatDateTitle(group.date)} appointments={group.appointments} as="h4" />
            <CardList appointments={group.appointments} onStatusChange={onStatusChange} headingLevel="h5" />
          </div>
        ))
      )}
    </div>
  );
}
