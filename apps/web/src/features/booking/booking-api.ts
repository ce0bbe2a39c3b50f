import { queryOptions } from '@tanstack/react-query';
import type {
  Appointment,
  AvailableSlotsResponse,
  CreateAppointmentRequest,
  GuestAppointmentRequest,
  UpdateAppointmentRequest,
} from '@barber/shared/schemas/appointments';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import { ApiError, apiRequest } from '../../lib/api-client';
import { it } from '../../i18n/it';

type Ok<T> = { success: true; data: T; message?: string };

// A proxy or an old server can answer 200 with something else: say so instead of crashing on .map.
function list<T>(answer: Ok<T[]>): T[] {
  if (!Array.isArray(answer?.data)) throw new ApiError(200, 'UNKNOWN', it.booking.errors.invalidAnswer);
  return answer.data;
}

export const barbersQuery = queryOptions({
  queryKey: ['booking', 'barbers'],
  queryFn: ({ signal }) =>
    apiRequest<Ok<BarberPublic[]>>('/appointments/public/barbers', { signal }).then(list),
  staleTime: 5 * 60_000,
});

export const servicesQuery = queryOptions({
  queryKey: ['booking', 'services'],
  queryFn: ({ signal }) => apiRequest<Ok<Service[]>>('/services/active', { signal }).then(list),
  staleTime: 5 * 60_000,
});

export interface SlotsParams {
  barberId: string;
  date: string;
  serviceId: string;
  duration: number;
}

/** Keys start with barber and day, so a realtime event can refresh every grid of that day at once. */
export const slotsKeyFor = (barberId: string, date: string) => ['slots', barberId, date] as const;

export function slotsQuery(params: SlotsParams) {
  const search = new URLSearchParams({
    barberId: params.barberId,
    date: params.date,
    duration: String(params.duration),
    serviceId: params.serviceId,
  });
  return queryOptions({
    queryKey: [...slotsKeyFor(params.barberId, params.date), params.serviceId, params.duration],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<AvailableSlotsResponse>(
        `/appointments/public/available-slots?${search}`,
        {
          signal,
        },
      );
      if (!Array.isArray(answer?.data) || !answer.day) {
        throw new ApiError(200, 'UNKNOWN', it.booking.errors.invalidAnswer);
      }
      return answer;
    },
    // Availability changes under the user's eyes; the socket refreshes it too, this is the fallback.
    staleTime: 15_000,
  });
}

export const myAppointmentsQuery = queryOptions({
  queryKey: ['appointments', 'mine'],
  queryFn: ({ signal }) =>
    apiRequest<Ok<Appointment[]>>('/appointments/my-appointments', { signal }).then(list),
});

const withKey = (key: string) => ({ 'Idempotency-Key': key });

export const createGuestAppointment = (body: GuestAppointmentRequest, idempotencyKey: string) =>
  apiRequest<Ok<Appointment>>('/appointments/public/appointments/guest', {
    method: 'POST',
    body,
    headers: withKey(idempotencyKey),
  }).then((answer) => answer.data);

export const createAppointment = (body: CreateAppointmentRequest, idempotencyKey: string) =>
  apiRequest<Ok<Appointment>>('/appointments', {
    method: 'POST',
    body,
    headers: withKey(idempotencyKey),
  }).then((answer) => answer.data);

export const updateAppointment = (id: string, body: UpdateAppointmentRequest) =>
  apiRequest<Ok<Appointment>>(`/appointments/${encodeURIComponent(id)}`, { method: 'PUT', body }).then(
    (answer) => answer.data,
  );

export const cancelAppointment = (id: string, cancellationReason: string) =>
  apiRequest<Ok<Appointment>>(`/appointments/${encodeURIComponent(id)}/cancel`, {
    method: 'PUT',
    body: cancellationReason ? { cancellationReason } : {},
  }).then((answer) => answer.data);

/** Codes meaning "that time is gone": the grid must be refreshed and another time picked. */
export function isSlotConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE');
}
