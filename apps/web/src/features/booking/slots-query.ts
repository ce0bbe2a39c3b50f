import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-call';
import { loadSlotDay } from '../../lib/slot-day';
import { bookingPages } from '../../i18n/booking-pages';
import { anyBarberKey, slotsKeyFor } from './booking-api';

/*
 * The time grids' queries, apart from booking-api.ts: the grid's loader (lib/slot-day) comes with the time step's
 * chunk, not with /guest-booking's first page, which only lists the services (the JavaScript budget).
 */

export interface SlotsParams {
  barberId: string;
  date: string;
  serviceId: string;
  duration: number;
}

export function slotsQuery(params: SlotsParams) {
  return queryOptions({
    queryKey: [...slotsKeyFor(params.barberId, params.date), params.serviceId, params.duration],
    queryFn: ({ signal }) =>
      loadSlotDay('publicAvailableSlots', params, { signal }, bookingPages.booking.errors.invalidAnswer),
    // Availability changes under the user's eyes; the socket refreshes it too, this is the fallback.
    staleTime: 15_000,
  });
}

/**
 * 'Qualsiasi barbiere': the free times of a service merged over its barbers, each with the barber who takes it.
 * Without a date the server answers the first day (from `from`, default today) with a free time.
 */
export function anyBarberQuery(serviceId: string, day: { date: string } | { from?: string }) {
  return queryOptions({
    queryKey: [...anyBarberKey(serviceId), day],
    queryFn: ({ signal }) => callApi('anyBarberSlots', { query: { serviceId, ...day } }, { signal }),
    staleTime: 15_000,
  });
}
