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
