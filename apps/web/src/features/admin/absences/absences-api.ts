import { queryOptions } from '@tanstack/react-query';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type {
  CreateTemporaryAbsenceRequest,
  TemporaryAbsence,
  UpdateTemporaryAbsenceRequest,
} from '@barber/shared/schemas/absences';
import { listAnswer } from '../../../lib/api-lists';
import { admin } from '../../../i18n/admin';
import { adminKeys, adminRequest, listOf, type Ok } from '../admin-request';

export const absencesQuery = (date: string) =>
  queryOptions({
    queryKey: [...adminKeys.absences, date],
    queryFn: ({ signal }) =>
      adminRequest<Ok<TemporaryAbsence[]>>(`/admin/temporary-absences?${new URLSearchParams({ date })}`, {
        signal,
      }).then(listOf),
  });

/** Every barber's appointments of one day: the panel beside the list and the form's conflict check. */
export const dayAppointmentsQuery = (date: string) =>
  queryOptions({
    queryKey: [...adminKeys.dayAppointments, date],
    queryFn: ({ signal }) =>
      adminRequest<Appointment[]>(`/admin/appointments/date?${new URLSearchParams({ date })}`, {
        signal,
      }).then((answer) => listAnswer<Appointment>(answer, admin.unknownAnswer)),
  });

export const createAbsence = (body: CreateTemporaryAbsenceRequest) =>
  adminRequest<Ok<TemporaryAbsence>>('/admin/temporary-absences', { method: 'POST', body });

export const updateAbsence = (id: string, body: UpdateTemporaryAbsenceRequest) =>
  adminRequest<Ok<TemporaryAbsence>>(`/admin/temporary-absences/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });

export const deleteAbsence = (id: string) =>
  adminRequest<{ success: true; message: string }>(`/admin/temporary-absences/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
