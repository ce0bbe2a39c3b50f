import { queryOptions } from '@tanstack/react-query';
import type {
  CreateAppointmentRequest,
  GuestAppointmentRequest,
  UpdateAppointmentRequest,
} from '@barber/shared/schemas/appointments';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/api-call';
import { listAnswer } from '../../lib/api-lists';
import { bookingPages } from '../../i18n/booking-pages';

// The lists answer the bare list, as the spec's clients read them.
const list = <T>(answer: T[]): T[] => listAnswer<T>(answer, bookingPages.booking.errors.invalidAnswer);

export const barbersQuery = queryOptions({
  queryKey: ['booking', 'barbers'],
  queryFn: ({ signal }) => callApi('publicBarbers', {}, { signal }).then(list),
  staleTime: 5 * 60_000,
});

export const servicesQuery = queryOptions({
  queryKey: ['booking', 'services'],
  queryFn: ({ signal }) => callApi('activeServices', {}, { signal }).then(list),
  staleTime: 5 * 60_000,
});

/** Keys start with barber and day, so a realtime event can refresh every grid of that day at once. */
export const slotsKeyFor = (barberId: string, date: string) => ['slots', barberId, date] as const;

/** 'Qualsiasi barbiere''s grids of a service (slots-query.ts), refreshed together after a booking. */
export const anyBarberKey = (serviceId: string) => ['slots', 'any', serviceId] as const;

export const myAppointmentsQuery = queryOptions({
  queryKey: ['appointments', 'mine'],
  queryFn: ({ signal }) => callApi('myAppointments', {}, { signal }).then(list),
});

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** The spec's guest answer: {success, message, _id, appointment}. */
export const createGuestAppointment = (body: GuestAppointmentRequest, idempotencyKey: string) =>
  callApi('guestBooking', { body }, withKey(idempotencyKey)).then((answer) => answer.appointment);

export const createAppointment = (body: CreateAppointmentRequest, idempotencyKey: string) =>
  callApi('bookAppointment', { body }, withKey(idempotencyKey)).then((answer) => answer.data);

export const updateAppointment = (id: string, body: UpdateAppointmentRequest) =>
  callApi('modifyAppointment', { params: { id }, body }).then((answer) => answer.data);

export const cancelAppointment = (id: string, cancellationReason: string) =>
  callApi('cancelAppointment', {
    params: { id },
    body: cancellationReason ? { cancellationReason } : {},
  }).then((answer) => answer.data);

/** Codes meaning "that time is gone": the grid must be refreshed and another time picked. */
export function isSlotConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE');
}
