import type { Appointment } from '@barber/shared/schemas/appointments';

export interface DayGroup<T> {
  date: string;
  appointments: T[];
}

/**
 * The admin calendar's week and month views and the barber's list: one group per day that has appointments,
 * days ascending, each day by time.
 */
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
