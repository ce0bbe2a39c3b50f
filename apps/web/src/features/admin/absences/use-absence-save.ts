import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { CreateTemporaryAbsenceRequest, TemporaryAbsence } from '@barber/shared/schemas/absences';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { createAbsence, updateAbsence } from './absences-api';

export type AbsenceValues = z.input<typeof CreateTemporaryAbsenceRequest>;
export type AbsencePayload = z.output<typeof CreateTemporaryAbsenceRequest>;

const FIELDS = ['date', 'startTime', 'endTime', 'reason', 'notes', 'barberId'] as const;

/** Saves the absence (creates it, or updates the hours and texts of the one being edited). */
export function useAbsenceSave(
  editing: TemporaryAbsence | null,
  setError: UseFormSetError<AbsenceValues>,
  onSaved: (message: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AbsencePayload) =>
      editing
        ? updateAbsence(editing._id, {
            startTime: values.startTime,
            endTime: values.endTime,
            reason: values.reason,
            notes: values.notes,
          })
        : createAbsence(values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.absences });
      // The blocked times leave every open grid, the admin's booking form included.
      void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
      onSaved(editing ? admin.absences.updated : admin.absences.created);
    },
    onError: (error) => {
      applyFieldErrors(error, setError, FIELDS);
      // A conflict means the day changed since it was loaded: show the appointments now in the way.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.dayAppointments });
      }
    },
  });
}
