import type { RouteAddress } from './route-types';

/**
 * A regular's series (issue 29 item 4, ADR 0068): the preview of its dates before booking (the customer's and the
 * owner's), and 'cancel the rest of the series' from one appointment, the customer's own or in the staff panel
 * (a barber only for their own appointments). Booking a series is `bookAppointment` or `adminBooking` with `repeat`.
 */
export const seriesRoutes = {
  seriesPreview: { method: 'POST', path: '/appointments/series-preview', access: 'user' },
  cancelSeriesRest: { method: 'PUT', path: '/appointments/:id/cancel-series', access: 'user' },
  staffCancelSeriesRest: { method: 'PUT', path: '/staff/appointments/:id/cancel-series', access: ['admin', 'barber'] },
} as const satisfies Record<string, RouteAddress>;
