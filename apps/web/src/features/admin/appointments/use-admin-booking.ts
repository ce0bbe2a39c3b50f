import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminAppointmentRequest } from '@barber/shared/schemas/staff-appointments';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { checkWithSchema, focusFirstError, type FieldErrors } from '../../../lib/schema-field-errors';
import { toast } from '../../../lib/toast';
import { useSentForm } from '../../../lib/use-sent-form';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { adminBarbersQuery, adminServicesQuery } from '../catalog-queries';
import { createAdminAppointment } from './appointments-api';

// The request schema's own field rules, with "choose one" messages for the selects: an empty select would
// otherwise say 'Identificativo non valido'.
const BookingForm = z.object({
  clientNickname: AdminAppointmentRequest.shape.clientNickname,
  clientPhone: AdminAppointmentRequest.shape.clientPhone,
  barberId: z.string().min(1, { error: admin.booking.barberRequired }),
  serviceId: z.string().min(1, { error: admin.booking.serviceRequired }),
  date: AdminAppointmentRequest.shape.date,
  time: z.string().min(1, { error: admin.booking.timeRequired }),
});
type BookingValues = Required<z.input<typeof BookingForm>>;
export type BookingPayload = z.output<typeof BookingForm>;
type Field = keyof BookingValues;
const FIELDS: readonly Field[] = ['clientNickname', 'clientPhone', 'barberId', 'serviceId', 'date', 'time'];
// The form's alert says what failed in its own words; under it, the server's reason when there is one.
const serverReason = (error: unknown) => (error instanceof ApiError ? error.message : '');

/** A free cell of the grid: barber, day and time already chosen. */
export interface BookingPreset {
  barberId: string;
  date: string;
  time: string;
}

/**
 * The phone booking's state: the choices (checked with the request's own schema), the barbers and the services
 * the chosen barber offers, the send with one Idempotency-Key per attempt, and the notices (a time gone
 * meanwhile, the booking made).
 */
export function useAdminBooking(
  today: string,
  preset: BookingPreset | undefined,
  onBooked: ((booked: { id: string; date: string; barberId: string }) => void) | undefined,
  /** A series (ADR 0068): takes the checked choice to its review instead of booking it; false books it singly. */
  onSeries?: (values: BookingPayload) => boolean,
) {
  const queryClient = useQueryClient();
  const barbers = useQuery(adminBarbersQuery);
  const services = useQuery(adminServicesQuery);
  const [notice, setNotice] = useState('');
  const [success, setSuccess] = useState('');
  const [start] = useState<BookingValues>(() => ({
    clientNickname: '',
    clientPhone: '',
    barberId: preset?.barberId ?? '',
    serviceId: '',
    date: preset?.date ?? today,
    time: preset?.time ?? '',
  }));
  const form = useSentForm(start, FIELDS, serverReason);
  const { barberId, serviceId, date, time } = form.values;

  const activeBarbers = (barbers.data ?? []).filter((barber) => barber.isActive);
  const barber = activeBarbers.find((b) => b._id === barberId);
  const offered = (services.data ?? []).filter(
    (service) => service.isActive && (barber?.serviceIds.includes(service._id) ?? false),
  );
  const service = offered.find((s) => s._id === serviceId);

  // One Idempotency-Key per attempt: a double click or a retry after a time-out cannot book twice.
  const attempt = useRef<{ request: string; key: string } | null>(null);
  const keyFor = (values: BookingPayload) => {
    const request = JSON.stringify(values);
    if (attempt.current?.request !== request) attempt.current = { request, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const book = async (values: BookingPayload) => {
    let found: FieldErrors<Field> = {};
    let gone = false;
    const answer = await form.send(
      () =>
        createAdminAppointment(values, keyFor(values)).catch((error: unknown) => {
          gone = error instanceof ApiError && error.status === 409;
          throw error;
        }),
      (errors) => (found = errors),
    );
    if (!answer) {
      // The time went meanwhile: fresh choices, and the time must be picked again (its error, if any, stays).
      if (gone) {
        form.set('time', '');
        if (found.time) form.setErrors((current) => ({ ...current, time: found.time }));
        void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
      }
      return;
    }
    attempt.current = null;
    const message = answer.message || admin.booking.success;
    toast.success(message);
    setSuccess(message);
    setNotice('');
    for (const field of ['clientNickname', 'clientPhone', 'time'] as const) form.set(field, '');
    void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dayAppointments });
    void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
    onBooked?.({ id: answer.data._id, date: answer.data.date, barberId: answer.data.barber._id });
  };

  const { set } = form;
  const onGone = useCallback(
    (gone: string) => {
      set('time', '');
      setNotice(admin.booking.timeGone(gone));
    },
    [set],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.sending) return;
    const checked = checkWithSchema<BookingPayload, Field>(BookingForm, form.values);
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return focusFirstError(event.currentTarget, FIELDS, checked.errors);
    setSuccess('');
    if (!onSeries?.(checked.data)) void book(checked.data);
  };

  return {
    text: form.text,
    set: form.set,
    errors: form.errors,
    values: { barberId, serviceId, date, time },
    activeBarbers,
    barbersFailed: barbers.isError,
    barber,
    offered,
    service,
    /** undefined until a booking fails; then the server's reason ('' when it gave none). */
    failure: form.failure,
    sending: form.sending,
    notice,
    setNotice,
    success,
    onGone,
    submit,
  };
}
