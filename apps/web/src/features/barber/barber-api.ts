import { queryOptions } from '@tanstack/react-query';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { AuthResponse } from '@barber/shared/schemas/auth';
import type { Barber, Service, Vacation } from '@barber/shared/schemas/catalog';
import type { MessageResponse } from '@barber/shared/schemas/common';
import type { ProfileResponse, UpdateProfileRequest } from '@barber/shared/schemas/users';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { addDays, zonedToUtc } from '@barber/shared/domain/zoned-time';
import { ApiError, apiRequest } from '../../lib/api-client';
import { listAnswer } from '../../lib/api-lists';
import { it } from '../../i18n/it';

type Ok<T> = { success: true; data: T; message?: string };

function dataOf<T>(answer: Ok<T>): T {
  if (answer?.data === undefined || answer.data === null)
    throw new ApiError(200, 'UNKNOWN', it.errors.unexpected);
  return answer.data;
}
/** The lists answer the bare list (the spec's shape). */
const listOf = <T>(answer: unknown): T[] => listAnswer<T>(answer, it.errors.unexpected);

const barberPath = (id: string) => `/barbers/${encodeURIComponent(id)}`;

/** Every key of the panel starts here; the barber's own record is shared by the schedule and services tabs. */
export const barberKeys = {
  barber: (id: string) => ['barber-panel', 'barber', id] as const,
  appointments: (id: string) => ['barber-panel', 'appointments', id] as const,
  services: ['barber-panel', 'services'] as const,
  lookup: (email: string) => ['barber-panel', 'lookup', email] as const,
  choices: ['barber-panel', 'choices'] as const,
};

export const barberQuery = (id: string) =>
  queryOptions({
    queryKey: barberKeys.barber(id),
    queryFn: ({ signal }) => apiRequest<Ok<Barber>>(barberPath(id), { signal }).then(dataOf),
  });

/** The spec's fallback when the session carries no barberId: the barber record with the account's email. */
export const barberByEmailQuery = (email: string) =>
  queryOptions({
    queryKey: barberKeys.lookup(email),
    queryFn: ({ signal }) =>
      apiRequest<Ok<Barber>>(`/barbers/find-by-email?${new URLSearchParams({ email })}`, { signal }).then(
        dataOf,
      ),
    retry: false,
  });

/** For an admin without a barber record of their own: the barbers whose panel they may open. */
export const barberChoicesQuery = queryOptions({
  queryKey: barberKeys.choices,
  queryFn: ({ signal }) => apiRequest<Barber[]>('/barbers', { signal }).then(listOf<Barber>),
});

export const activeServicesQuery = queryOptions({
  queryKey: barberKeys.services,
  queryFn: ({ signal }) => apiRequest<Service[]>('/services/active', { signal }).then(listOf<Service>),
});

/**
 * Appointments starting on the shop-local days from..to (both included): the API takes instants, so the
 * days are turned into the shop's midnights (23 or 25 hours apart on DST days).
 */
export function appointmentsQuery(barberId: string, from: string, to: string, timeZone: string) {
  const search = new URLSearchParams({
    start: zonedToUtc(from, '00:00', timeZone).toISOString(),
    end: zonedToUtc(addDays(to, 1), '00:00', timeZone).toISOString(),
  });
  return queryOptions({
    queryKey: [...barberKeys.appointments(barberId), from, to],
    queryFn: ({ signal }) =>
      apiRequest<Appointment[]>(`${barberPath(barberId)}/appointments?${search}`, { signal }).then(
        listOf<Appointment>,
      ),
  });
}

export const updateAppointmentStatus = (id: string, status: AppointmentStatus) =>
  apiRequest<Ok<Appointment>>(`/appointments/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
  }).then(dataOf);

export const saveWorkingHours = (barberId: string, workingHours: WorkingDay[]) =>
  apiRequest<Ok<Barber>>(`${barberPath(barberId)}/working-hours`, {
    method: 'PUT',
    body: { workingHours },
  }).then(dataOf);

export const saveVacations = (barberId: string, vacations: Vacation[]) =>
  apiRequest<Ok<Barber>>(`${barberPath(barberId)}/vacations`, { method: 'PUT', body: { vacations } }).then(
    dataOf,
  );

export const notifyScheduleUpdate = (barberId: string) =>
  apiRequest<MessageResponse>('/notifications/schedule-update', { method: 'POST', body: { barberId } });

export const saveServices = (barberId: string, services: string[]) =>
  apiRequest<Ok<Barber>>(`${barberPath(barberId)}/services`, { method: 'PUT', body: { services } }).then(
    dataOf,
  );

export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<ProfileResponse>('/users/profile', { method: 'PUT', body });

/** Answers a new token: the server ends the other sessions of this account when the password changes. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<AuthResponse & { message: string }>('/auth/change-password', { method: 'POST', body });
