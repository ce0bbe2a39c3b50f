import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { isDate } from '@barber/shared/domain/zoned-time';
import { AdminAppointmentRequest } from '@barber/shared/schemas/staff-appointments';
import { Button } from '../../../components/button';
import { DateField } from '../../../components/date-field';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatChf } from '../../../lib/format';
import { applyFieldErrors } from '../../../lib/form-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { admin } from '../../../i18n/admin';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { bookingPages } from '../../../i18n/booking-pages';
import { useClosedDayReason } from '../../booking';
import { adminKeys } from '../admin-request';
import { adminBarbersQuery, adminServicesQuery, barberName } from '../catalog-queries';
import { AdminSlotPicker } from './admin-slot-picker';
import { createAdminAppointment } from './appointments-api';
import { nextWorkingDay } from './booking-defaults';
import { CustomerSearch } from './customer-search';

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
type BookingPayload = z.output<typeof BookingForm>;
const FIELDS = ['clientNickname', 'clientPhone', 'barberId', 'serviceId', 'date', 'time'] as const;

/** A free cell of the grid: barber, day and time already chosen. */
export interface BookingPreset {
  barberId: string;
  date: string;
  time: string;
}

interface AdminBookingFormProps {
  today: string;
  preset?: BookingPreset;
  /** Inside a dialog that already carries the title. */
  embedded?: boolean;
  /** The calendar then shows the booking's day. */
  onBooked?: (booked: { id: string; date: string; barberId: string }) => void;
}

/**
 * A phone client's booking (POST /appointments/admin). The server takes duration and price from the service
 * and re-checks the slot, so only the choices are sent.
 */
export function AdminBookingForm({ today, preset, embedded = false, onBooked }: AdminBookingFormProps) {
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
    resolver: zodResolver(BookingForm),
    defaultValues: { clientNickname: '', clientPhone: '', barberId: preset?.barberId ?? '', serviceId: '', date: preset?.date ?? today, time: preset?.time ?? '' },
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
  const closedReason = useClosedDayReason(barber ? [barber] : []);

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

  const barberField = register('barberId');
  const serviceField = register('serviceId');
  const dateField = register('date');

  return (
    <form
      noValidate
      aria-labelledby="admin-booking-title"
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => {
        setSuccess('');
        mutation.mutate(values);
      })}
    >
      <div>
        <h3 id="admin-booking-title" className={embedded ? 'sr-only' : 'text-lg font-semibold'}>
          {admin.booking.title}
        </h3>
        <p className="text-sm text-muted">{admin.booking.intro}</p>
      </div>
      <CustomerSearch
        onPick={(customer) => {
          setValue('clientNickname', customer.name, { shouldValidate: true });
          setValue('clientPhone', customer.phone, { shouldValidate: true });
        }}
      />
      {mutation.isError && (
        <FormAlert>
          <p className="font-semibold">{admin.booking.error}</p>
          {mutation.error instanceof ApiError && <p>{mutation.error.message}</p>}
        </FormAlert>
      )}
      {success && <FormAlert tone="success">{success}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={admin.booking.nickname}
          hint={admin.booking.nicknameHint}
          autoComplete="off"
          error={errors.clientNickname?.message}
          {...register('clientNickname')}
        />
        <TextField
          label={calendarGrid.phone}
          hint={calendarGrid.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.clientPhone?.message}
          {...register('clientPhone')}
        />
        <SelectField
          label={admin.booking.barber}
          placeholder={admin.booking.barberPlaceholder}
          options={activeBarbers.map((b) => ({ value: b._id, label: barberName(b) }))}
          error={errors.barberId?.message ?? (barbers.isError ? admin.calendar.errors.barbers : undefined)}
          {...barberField}
          onChange={(event) => {
            void barberField.onChange(event);
            setValue('serviceId', '');
            setValue('time', '');
            // The day starts at the barber's next working day: today is often their day off.
            const chosen = activeBarbers.find((b) => b._id === event.target.value);
            if (chosen) setValue('date', nextWorkingDay(chosen, today));
          }}
        />
        <SelectField
          label={admin.booking.service}
          placeholder={admin.booking.servicePlaceholder}
          hint={barber ? undefined : admin.booking.serviceHint}
          disabled={!barber}
          options={offered.map((s) => ({
            value: s._id,
            label: admin.booking.serviceOption(s.name, formatChf(s.price), s.duration),
          }))}
          error={errors.serviceId?.message}
          {...serviceField}
          onChange={(event) => {
            void serviceField.onChange(event);
            // A time chosen on the grid stays when it fits the service; the picker clears it otherwise.
            if (!preset) setValue('time', '');
          }}
        />
        <DateField
          label={admin.booking.date}
          min={today}
          closedReason={closedReason}
          closedLegend={bookingPages.slots.closedDay.legend}
          error={errors.date?.message}
          {...dateField}
          onChange={(event) => {
            void dateField.onChange(event);
            setValue('time', '');
          }}
        />
      </div>
      {notice && (
        <p role="status" className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-fg">
          {notice}
        </p>
      )}
      {barber && service && isDate(date) && date >= today ? (
        <AdminSlotPicker
          name="admin-booking-time"
          barberId={barber._id}
          serviceId={service._id}
          duration={service.duration}
          date={date}
          value={time}
          error={errors.time?.message}
          onGone={onGone}
          onChange={(value) => {
            setNotice('');
            setValue('time', value, { shouldValidate: true });
          }}
        />
      ) : (
        <div>
          <p className="font-medium">{admin.booking.time}</p>
          <p className="text-sm text-muted">{admin.booking.timeHint}</p>
          {errors.time?.message && <p className="text-sm font-medium text-danger">{errors.time.message}</p>}
        </div>
      )}
      <div>
        <Button type="submit" pending={mutation.isPending} pendingLabel={admin.booking.pending}>
          {admin.booking.submit}
        </Button>
      </div>
    </form>
  );
}
