import { queryOptions } from '@tanstack/react-query';
import type { AppointmentStatus } from '@barber/shared/domain/appointment-rules';
import type { Barber, Vacation } from '@barber/shared/schemas/catalog';
import type { UpdateProfileRequest } from '@barber/shared/schemas/users';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { addDays, zonedToUtc } from '@barber/shared/domain/zoned-time';
import { ApiError } from '../../lib/api-client';
import { callApi } from '../../lib/api-call';
import { listAnswer } from '../../lib/api-lists';
import { it } from '../../i18n/it';

function dataOf<T>(answer: { data: T }): T {
  if (answer?.data === undefined || answer.data === null)
    throw new ApiError(200, 'UNKNOWN', it.errors.unexpected);
  return answer.data;
}
/** The lists answer the bare list (the spec's shape). */
const listOf = <T>(answer: T[]): T[] => listAnswer<T>(answer, it.errors.unexpected);

/** Every key of the panel starts here; the barber's own record is shared by the schedule and services tabs. */
export const barberKeys = {
  barber: (id: string) => ['barber-panel', 'barber', id] as const,
  appointments: (id: string) => ['barber-panel', 'appointments', id] as const,
  /** Every barber's appointment lists (a notice names the appointment, not the list it is in). */
  allAppointments: ['barber-panel', 'appointments'] as const,
  services: ['barber-panel', 'services'] as const,
  lookup: (email: string) => ['barber-panel', 'lookup', email] as const,
  choices: ['barber-panel', 'choices'] as const,
};

/** The panel's barber: that barber and the admin get the staff view (the answer's type allows the public one). */
export const barberQuery = (id: string) =>
  queryOptions({
    queryKey: barberKeys.barber(id),
    queryFn: ({ signal }) =>
      callApi('barberView', { params: { id } }, { signal }).then((answer) => dataOf(answer) as Barber),
  });

/** The spec's fallback when the session carries no barberId: the barber record with the account's email. */
export const barberByEmailQuery = (email: string) =>
  queryOptions({
    queryKey: barberKeys.lookup(email),
    queryFn: ({ signal }) => callApi('barberByEmail', { query: { email } }, { signal }).then(dataOf),
    retry: false,
  });

/** For an admin without a barber record of their own: the barbers whose panel they may open (the staff view). */
export const barberChoicesQuery = queryOptions({
  queryKey: barberKeys.choices,
  queryFn: ({ signal }) =>
    callApi('barberDirectory', {}, { signal }).then((answer) => listOf(answer as Barber[])),
});

export const activeServicesQuery = queryOptions({
  queryKey: barberKeys.services,
  queryFn: ({ signal }) => callApi('activeServices', {}, { signal }).then(listOf),
});

/**
 * Appointments starting on the shop-local days from..to (both included): the API takes instants, so the
 * days are turned into the shop's midnights (23 or 25 hours apart on DST days).
 */
export function appointmentsQuery(barberId: string, from: string, to: string, timeZone: string) {
  const query = {
    start: zonedToUtc(from, '00:00', timeZone).toISOString(),
    end: zonedToUtc(addDays(to, 1), '00:00', timeZone).toISOString(),
  };
  return queryOptions({
    queryKey: [...barberKeys.appointments(barberId), from, to],
    queryFn: ({ signal }) =>
      callApi('barberAppointments', { params: { id: barberId }, query }, { signal }).then(listOf),
  });
}

export const updateAppointmentStatus = (id: string, status: AppointmentStatus) =>
  callApi('staffAppointmentStatus', { params: { id }, body: { status } }).then(dataOf);

export const saveWorkingHours = (barberId: string, workingHours: WorkingDay[]) =>
  callApi('saveWorkingHours', { params: { id: barberId }, body: { workingHours } }).then(dataOf);

export const saveVacations = (barberId: string, vacations: Vacation[]) =>
  callApi('saveVacations', { params: { id: barberId }, body: { vacations } }).then(dataOf);

export const notifyScheduleUpdate = (barberId: string) =>
  callApi('notifyScheduleUpdate', { body: { barberId } });

export const saveServices = (barberId: string, services: string[]) =>
  callApi('saveBarberServices', { params: { id: barberId }, body: { services } }).then(dataOf);

export const updateProfile = (body: UpdateProfileRequest) => callApi('updateProfile', { body });

/** Answers a new token: the server ends the other sessions of this account when the password changes. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  callApi('changePassword', { body });
