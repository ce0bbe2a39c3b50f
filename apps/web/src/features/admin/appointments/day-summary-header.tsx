import type { Appointment } from '@barber/shared/schemas/appointments';
import { formatChf } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { summarize } from './calendar-summary';

interface DaySummaryHeaderProps {
  title: string;
  appointments: readonly (Pick<Appointment, 'status' | 'price'> & { payment?: Appointment['payment'] })[];
  /** h3 for a day inside the calendar (under the tab's h2). */
  as?: 'h3' | 'h4';
}

/** A day's (or a period's) header: how many appointments, how many confirmed, and the revenue (ADR 0020). */
export function DaySummaryHeader({ title, appointments, as: Heading = 'h3' }: DaySummaryHeaderProps) {
  const summary = summarize(appointments);
  const chip = 'rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold tabular-nums';
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <Heading className="text-lg font-semibold">{title}</Heading>
      <ul className="flex flex-wrap gap-2" aria-label={title}>
        <li className={chip} data-testid="summary-count">
          {admin.calendar.count(summary.count)}
        </li>
        <li
          className={`${chip} bg-status-confirmed-bg text-status-confirmed-fg`}
          data-testid="summary-confirmed"
        >
          {admin.calendar.confirmedCount(summary.confirmed)}
        </li>
        <li className={chip} data-testid="summary-revenue" title={admin.calendar.revenueHint}>
          {admin.calendar.revenue(formatChf(summary.revenue))}
          <span className="sr-only">{` (${admin.calendar.revenueHint})`}</span>
        </li>
      </ul>
    </div>
  );
}
