import type { Appointment } from '@barber/shared/schemas/appointments';
import { chfToRappen, rappenToChf } from '@barber/shared/domain/money';
import { appointmentRevenueRappen } from '@barber/shared/domain/stats';

export interface CalendarSummary {
  count: number;
  confirmed: number;
  /** CHF earned (ADR 0020): completed appointments at the price charged, refunds subtracted; as in the statistics. */
  revenue: number;
}

type Summable = Pick<Appointment, 'status' | 'price'> & {
  payment?: Pick<NonNullable<Appointment['payment']>, 'refundedAmount'> | null;
};

/**
 * The figures of a day's or a period's header. Revenue is the statistics' own (the shared definition), so the
 * month's calendar and the Statistiche tab and its CSV show one figure for one period. Summed in Rappen, so
 * 0.1 + 0.2 never shows as CHF 0.30000000000000004.
 */
export function summarize(appointments: readonly Summable[]): CalendarSummary {
  let rappen = 0;
  let confirmed = 0;
  for (const appointment of appointments) {
    if (appointment.status === 'confirmed') confirmed += 1;
    rappen += appointmentRevenueRappen({
      status: appointment.status,
      priceRappen: chfToRappen(appointment.price),
      refundedRappen: chfToRappen(appointment.payment?.refundedAmount ?? 0),
    });
  }
  return { count: appointments.length, confirmed, revenue: rappenToChf(rappen) };
}
