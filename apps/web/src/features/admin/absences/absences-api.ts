import { queryOptions } from '@tanstack/react-query';
import type {
  CreateTemporaryAbsenceRequest,
  UpdateTemporaryAbsenceRequest,
} from '@barber/shared/schemas/absences';
import { adminCall, adminKeys, bareList, listOf } from '../admin-request';

export const absencesQuery = (date: string) =>
  queryOptions({
    queryKey: [...adminKeys.absences, date],
    queryFn: ({ signal }) => adminCall('temporaryAbsences', { query: { date } }, { signal }).then(listOf),
  });

/** Every barber's appointments of one day: the panel beside the list and the form's conflict check. */
export const dayAppointmentsQuery = (date: string) =>
  queryOptions({
    queryKey: [...adminKeys.dayAppointments, date],
    queryFn: ({ signal }) =>
      adminCall('adminDayAppointments', { query: { date } }, { signal }).then(bareList),
  });

export const createAbsence = (body: CreateTemporaryAbsenceRequest) => adminCall('createAbsence', { body });

export const updateAbsence = (id: string, body: UpdateTemporaryAbsenceRequest) =>
  adminCall('updateAbsence', { params: { id }, body });

export const deleteAbsence = (id: string) => adminCall('deleteAbsence', { params: { id } });
