import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inPageLanguage } from '../../../lib/translated-resolver';
import { ABSENCE_TIME_CHOICES } from '@barber/shared/domain/absences';
import { isDate } from '@barber/shared/domain/zoned-time';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { Barber } from '@barber/shared/schemas/catalog';
import { CreateTemporaryAbsenceRequest, type TemporaryAbsence } from '@barber/shared/schemas/absences';
import { DateField } from '../../../components/date-field';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { FormActions } from '../../../components/form-actions';
import { ApiError } from '../../../lib/api-client';
import { admin } from '../../../i18n/admin';
import { panels } from '../../../i18n/panels';
import { conflictingAppointments, type AbsenceFormValues } from './absence-rules';
import { AbsenceConflicts } from './absence-conflicts';
import { BlockedSlotsPreview } from './blocked-slots-preview';
import { useAbsenceSave } from './use-absence-save';

const timeOptions = ABSENCE_TIME_CHOICES.map((time) => ({ value: time, label: time }));

import type { AbsencePayload as Payload, AbsenceValues as Values } from './use-absence-save';

interface AbsenceFormProps {
  today: string;
  initial: AbsenceFormValues;
  /** The absence being edited; absent when creating. */
  editing: TemporaryAbsence | null;
  /** The form's day's appointments (every barber), for the conflict rule. */
  dayAppointments: readonly Appointment[];
  /** The barbers an absence may be for; 'Tutti i barbieri' (the whole studio) is always offered. */
  barbers?: readonly Pick<Barber, '_id' | 'firstName' | 'lastName'>[];
  onDateChange: (date: string) => void;
  /** Tells the page the chosen hours and barber, so the day's appointment panel can mark the collisions too. */
  onHoursChange?: (startTime: string, endTime: string, barberId: string | null) => void;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/**
 * Create or edit a temporary absence. The shared request schema validates it, plus "not in the past" (the
 * server checks that too, with its own clock). While confirmed appointments overlap the chosen hours the
 * submit stays disabled and says why; the server's 409 is shown as well in case the day changed meanwhile.
 */
export function AbsenceForm({
  today,
  initial,
  editing,
  dayAppointments,
  barbers = [],
  onDateChange,
  onHoursChange,
  onSaved,
  onCancel,
}: AbsenceFormProps) {
  const schema = useMemo(
    () =>
      CreateTemporaryAbsenceRequest.refine((v) => !!editing || v.date >= today, {
        error: admin.absences.datePast,
        path: ['date'],
      }),
    [editing, today],
  );
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Payload>({ resolver: inPageLanguage(zodResolver(schema)), defaultValues: initial });
  const [startTime, end, chosenBarber] = useWatch({ control, name: ['startTime', 'endTime', 'barberId'] });
  // An existing absence keeps its barber (the update route does not change it).
  const barberId = editing ? editing.barberId : (chosenBarber ?? null);
  const conflicts = conflictingAppointments(dayAppointments, startTime, end, barberId);
  useEffect(() => onHoursChange?.(startTime, end, barberId), [startTime, end, barberId, onHoursChange]);
  const barberOptions = [
    { value: '', label: panels.absences.allBarbers },
    ...barbers.map((b) => ({ value: b._id, label: `${b.firstName} ${b.lastName}`.trim() })),
  ];

  const mutation = useAbsenceSave(editing, setError, onSaved);

  // Opened from a list item further down (edit) the form could be out of sight on a phone: bring it into view
  // and move focus to it, so keyboard and screen-reader users land where the work is.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const dateField = register('date');
  const fallback = editing ? admin.absences.errors.update : admin.absences.errors.create;
  const title = editing ? admin.absences.formEdit : admin.absences.formCreate;

  return (
    <form
      noValidate
      aria-labelledby="absence-form-title"
      className="flex flex-col gap-4 rounded-xl border border-accent bg-surface p-4 sm:p-5"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <h3 id="absence-form-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h3>
      {mutation.isError && (
        <FormAlert>
          {mutation.error instanceof ApiError && mutation.error.message ? mutation.error.message : fallback}
        </FormAlert>
      )}
      <DateField
        label={admin.absences.date}
        min={editing ? undefined : today}
        readOnly={!!editing}
        aria-readonly={editing ? true : undefined}
        hint={editing ? admin.absences.dateLocked : undefined}
        error={errors.date?.message}
        {...dateField}
        onChange={(event) => {
          void dateField.onChange(event);
          // The list and the appointments beside the form follow the day being planned.
          if (isDate(event.target.value)) onDateChange(event.target.value);
        }}
      />
      <SelectField
        label={panels.absences.barber}
        options={barberOptions}
        disabled={!!editing}
        hint={editing ? panels.absences.barberLocked : undefined}
        error={errors.barberId?.message}
        {...register('barberId', { setValueAs: (value: string | null) => value || null })}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={admin.absences.startTime}
          options={timeOptions}
          error={errors.startTime?.message}
          {...register('startTime')}
        />
        <SelectField
          label={admin.absences.endTime}
          options={timeOptions}
          error={errors.endTime?.message}
          {...register('endTime')}
        />
      </div>
      <TextField
        label={admin.absences.reason}
        placeholder={admin.absences.reasonPlaceholder}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <TextareaField
        label={`${admin.absences.notesLabel} ${admin.common.optional}`}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <BlockedSlotsPreview startTime={startTime} endTime={end} />
      <div aria-live="polite">
        <AbsenceConflicts conflicts={conflicts} />
      </div>
      <FormActions
        cancelLabel={admin.absences.cancelEdit}
        onCancel={onCancel}
        submitLabel={editing ? admin.absences.submitEdit : admin.absences.submitCreate}
        submitDisabled={conflicts.length > 0}
        pending={mutation.isPending}
        pendingLabel={admin.common.saving}
      />
    </form>
  );
}
