import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inPageLanguage } from '../../../lib/translated-resolver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminAppointmentRequest } from '@barber/shared/schemas/staff-appointments';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
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
type BookingValues = z.input<typeof BookingForm>;
export type BookingPayload = z.output<typeof BookingForm>;
const FIELDS = ['clientNickname', 'clientPhone', 'barberId', 'serviceId', 'date', 'time'] as const;

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
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<BookingValues, unknown, BookingPayload>({
    resolver: inPageLanguage(zodResolver(BookingForm)),
    defaultValues: {
      clientNickname: '',
      clientPhone: '',
      barberId: preset?.barberId ?? '',
      serviceId: '',
      date: preset?.date ?? today,
      time: preset?.time ?? '',
    },
  });
  const [barberId, serviceId, date, time] = useWatch({
    control,
    name: ['barberId', 'serviceId', 'date', 'time'],
  });

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

  const mutation = useMutation({
    mutationFn: (values: BookingPayload) => createAdminAppointment(values, keyFor(values)),
    onSuccess: (answer, values) => {
      attempt.current = null;
      const message = answer.message || admin.booking.success;
      toast.success(message);
      setSuccess(message);
      setNotice('');
      reset({ ...values, clientNickname: '', clientPhone: '', time: '' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dayAppointments });
      void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
      onBooked?.({ id: answer.data._id, date: answer.data.date, barberId: answer.data.barber._id });
    },
    onError: (error) => {
      setSuccess('');
      applyFieldErrors(error, setError, FIELDS);
      // The time went meanwhile: fresh choices, and the time must be picked again.
      if (error instanceof ApiError && error.status === 409) {
        setValue('time', '');
        void queryClient.invalidateQueries({ queryKey: adminKeys.slots });
      }
    },
  });

  const onGone = useCallback(
    (gone: string) => {
      setValue('time', '');
      setNotice(admin.booking.timeGone(gone));
    },
    [setValue],
  );

  const submit = handleSubmit((values) => {
    setSuccess('');
    if (!onSeries?.(values)) mutation.mutate(values);
  });

  return {
    register,
    setValue,
    errors,
    values: { barberId, serviceId, date, time },
    activeBarbers,
    barbersFailed: barbers.isError,
    barber,
    offered,
    service,
    mutation,
    notice,
    setNotice,
    success,
    onGone,
    submit,
  };
}
