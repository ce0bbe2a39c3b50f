import type { Appointment } from '@barber/shared/schemas/appointments';
import { chfToRappen, rappenToChf } from '@barber/shared/domain/money';

export interface CalendarSummary {
  count: number;
  confirmed: number;
  /** CHF, cancelled appointments left out (spec 002: revenue excludes cancelled). */
  revenue: number;
}

type Summable = Pick<Appointment, 'status' | 'price'>;

/** The figures of a day header: summed in Rappen, so 0.1 + 0.2 never shows as CHF 0.30000000000000004. */
export function summarize(appointments: readonly Summable[]): CalendarSummary {
  let rappen = 0;
  let confirmed = 0;
  for (const appointment of appointments) {
    if (appointment.status === 'confirmed') confirmed += 1;
    if (appointment.status !== 'cancelled') rappen += chfToRappen(appointment.price);
  }
  return { count: appointments.length, confirmed, revenue: rappenToChf(rappen) };
}

export interface DayGroup<T> {
  date: string;
  appointments: T[];
}

/** Week and month views: one group per day that has appointments, days ascending, each day by time. */
export function groupByDate<T extends Pick<Appointment, 'date' | 'time'>>(
  appointments: readonly T[],
): DayGroup<T>[] {
  const byDate = new Map<string, T[]>();
  for (const appointment of appointments) {
    const list = byDate.get(appointment.date) ?? [];
    list.push(appointment);
    byDate.set(appointment.date, list);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, appointments: list.sort((a, b) => a.time.localeCompare(b.time)) }));
}
