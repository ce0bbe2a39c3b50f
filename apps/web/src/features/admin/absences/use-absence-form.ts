import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreateTemporaryAbsenceRequest, type TemporaryAbsence } from '@barber/shared/schemas/absences';
import { ApiError } from '../../../lib/api-client';
import { checkWithSchema, focusFirstError } from '../../../lib/schema-field-errors';
import { useSentForm } from '../../../lib/use-sent-form';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import type { AbsenceFormValues } from './absence-rules';
import { createAbsence, updateAbsence } from './absences-api';

type AbsencePayload = z.output<typeof CreateTemporaryAbsenceRequest>;
type Field = keyof AbsenceFormValues;
const FIELDS: readonly Field[] = ['date', 'barberId', 'startTime', 'endTime', 'reason', 'notes'];

/**
 * The absence form's state on the form kit: the shared request schema plus "not in the past" for a new one (the
 * server checks that too, with its own clock), then create, or update the hours and texts of the one being
 * edited. A 409 means the day changed since it was loaded: the appointments now in the way are fetched again.
 */
export function useAbsenceForm(options: {
  today: string;
  initial: AbsenceFormValues;
  editing: TemporaryAbsence | null;
  onSaved: (message: string) => void;
}) {
  const { today, editing, onSaved } = options;
  const queryClient = useQueryClient();
  const fallback = editing ? admin.absences.errors.update : admin.absences.errors.create;
  const form = useSentForm(options.initial, FIELDS, (error) =>
    error instanceof ApiError && error.message ? error.message : fallback,
  );
  const schema = useMemo(
    () =>
      CreateTemporaryAbsenceRequest.refine((v) => !!editing || v.date >= today, {
        error: admin.absences.datePast,
        path: ['date'],
      }),
    [editing, today],
  );

  const save = (values: AbsencePayload) =>
    editing
      ? updateAbsence(editing._id, {
          startTime: values.startTime,
          endTime: values.endTime,
          reason: values.reason,
          notes: values.notes,
        })
      : createAbsence(values);

  const submit = async (element: HTMLFormElement) => {
    if (form.sending) return;
    const checked = checkWithSchema<AbsencePayload, Field>(schema, form.values);
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(element, FIELDS, checked.errors);
    let conflict = false;
    const answer = await form.send(() =>
      save(checked.data).catch((error: unknown) => {
        conflict = error instanceof ApiError && error.status === 409;
        throw error;
      }),
    );
    if (!answer) {
      if (conflict) void queryClient.invalidateQueries({ queryKey: adminKeys.dayAppointments });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: adminKeys.absences });
    // The blocked times leave every open grid, the admin's booking form included.
    void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
    onSaved(editing ? admin.absences.updated : admin.absences.created);
  };

  return { form, submit };
}
