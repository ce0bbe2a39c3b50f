import { useQuery } from '@tanstack/react-query';
import { addDays } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { Barber } from '@barber/shared/schemas/catalog';
import { formatDate, formatDateTitle } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { absencesQuery } from '../absences/absences-api';
import { barberName } from '../catalog-queries';
import { endOfMonth, type CalendarView } from './calendar-range';
import { DaySummaryHeader } from './day-summary-header';
import { DayAgenda } from './grid/day-agenda';
import { dayColumns, visibleBarbers, weekColumns } from './grid/day-columns';
import { MonthView } from './grid/month-view';
import { TimeGrid, type GridColumnSpec } from './grid/time-grid';
import { WeekOverview } from './grid/week-overview';

export interface MoveTo {
  barberId: string;
  date: string;
  time: string;
}

interface CalendarViewsProps {
  view: CalendarView;
  date: string;
  today: string;
  barberId: string;
  timeZone: string;
  barbers: readonly Barber[];
  appointments: Appointment[];
  onOpenDay: (date: string) => void;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment, to: MoveTo) => void;
  onCellTap: (column: GridColumnSpec, time: string) => void;
}

function DayView(props: CalendarViewsProps) {
  const { date, barberId, barbers, appointments, timeZone } = props;
  const absences = useQuery(absencesQuery(date));
  const shown = visibleBarbers(barbers, appointments, barberId);
  const { columns, bounds } = dayColumns(date, shown, appointments, absences.data ?? []);
  const title = formatDateTitle(date);
  return (
    <div className="flex flex-col gap-3">
      <DaySummaryHeader title={title} appointments={appointments} />
      <div className="hidden sm:block">
        <TimeGrid
          title={calendarGrid.grid(title)}
          columns={columns}
          bounds={bounds}
          timeZone={timeZone}
          onOpen={props.onOpen}
          onMove={props.onMove}
          onCellTap={props.onCellTap}
        />
      </div>
      <div className="sm:hidden">
        <DayAgenda title={title} appointments={appointments} barberId={barberId} onOpen={props.onOpen} />
      </div>
    </div>
  );
}

function WeekView(props: CalendarViewsProps) {
  const { date, barberId, barbers, appointments, timeZone } = props;
  const dates = Array.from({ length: 7 }, (_, i) => addDays(date, i));
  const barber = barberId ? barbers.find((b) => b._id === barberId) : undefined;
  const period = `${formatDate(date, 'medium')} - ${formatDate(dates[6]!, 'medium')}`;
  return (
    <div className="flex flex-col gap-3">
      <DaySummaryHeader title={period} appointments={appointments} />
      {barber ? (
        <TimeGrid
          title={calendarGrid.weekGrid(barberName(barber))}
          {...weekColumns(dates, barber, appointments)}
          timeZone={timeZone}
          onOpen={props.onOpen}
          onMove={props.onMove}
          onCellTap={props.onCellTap}
        />
      ) : (
        <WeekOverview
          dates={dates}
          barbers={visibleBarbers(barbers, appointments, '')}
          appointments={appointments}
          onOpen={props.onOpen}
          onOpenDay={props.onOpenDay}
        />
      )}
    </div>
  );
}

/** The chosen view of the calendar: a time grid (day), a week grid, or the month with counts per day. */
export function CalendarViews(props: CalendarViewsProps) {
  if (props.view === 'day') return <DayView {...props} />;
  if (props.view === 'week') return <WeekView {...props} />;
  return (
    <div className="flex flex-col gap-3">
      <DaySummaryHeader
        title={admin.calendar.period(
          formatDate(`${props.date.slice(0, 7)}-01`, 'medium'),
          formatDate(endOfMonth(props.date), 'medium'),
        )}
        appointments={props.appointments}
      />
      <MonthView
        date={props.date}
        today={props.today}
        appointments={props.appointments}
        onOpenDay={props.onOpenDay}
      />
    </div>
  );
}
