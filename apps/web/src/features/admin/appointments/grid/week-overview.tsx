import type { Appointment } from '@barber/shared/schemas/appointments';
import type { Barber } from '@barber/shared/schemas/catalog';
import { weekdayOf, WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { formatDate } from '../../../../lib/format';
import { calendarGrid } from '../../../../i18n/admin-calendar';
import { barberName } from '../../catalog-queries';
import { clientLabel } from '../appointment-labels';
import { pillTones } from './status-tones';

interface WeekOverviewProps {
  dates: readonly string[];
  barbers: readonly Barber[];
  appointments: readonly Appointment[];
  onOpen: (appointment: Appointment) => void;
  onOpenDay: (date: string) => void;
}

/** The week of every barber at a glance: a row per barber, a cell per day with its appointments as chips. */
export function WeekOverview({ dates, barbers, appointments, onOpen, onOpenDay }: WeekOverviewProps) {
  return (
    <div role="region" aria-label={calendarGrid.allWeek} tabIndex={0} className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className="w-32 border-b border-border p-2 text-left text-xs text-muted">
              {calendarGrid.agenda.filter}
            </th>
            {dates.map((date) => (
              <th key={date} scope="col" className="border-b border-l border-border p-1">
                <button type="button" className="w-full rounded-md px-1 py-1 hover:bg-surface-2" onClick={() => onOpenDay(date)}>
                  <span className="block text-xs text-muted">{calendarGrid.weekdaysShort[WEEKDAYS.indexOf(weekdayOf(date))]}</span>
                  <span className="block font-semibold">{formatDate(date, 'short')}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {barbers.map((barber) => (
            <tr key={barber._id}>
              <th scope="row" className="border-b border-border p-2 text-left align-top font-semibold break-words">
                {barberName(barber)}
              </th>
              {dates.map((date) => {
                const day = appointments.filter((a) => a.date === date && a.barber._id === barber._id);
                return (
                  <td key={date} className="border-b border-l border-border p-1 align-top">
                    <ul className="flex flex-col gap-1">
                      {day.map((a) => (
                        <li key={a._id}>
                          <button
                            type="button"
                            data-week-chip={a._id}
                            className={`w-full truncate rounded px-1.5 py-0.5 text-left text-xs ${pillTones[a.status]} ${a.status === 'cancelled' ? 'line-through' : ''}`}
                            onClick={() => onOpen(a)}
                          >
                            <span className="font-semibold tabular-nums">{a.time}</span> {clientLabel(a)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
