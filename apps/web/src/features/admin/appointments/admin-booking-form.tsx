import { isDate } from '@barber/shared/domain/zoned-time';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { admin } from '../../../i18n/admin';
import { AdminBookingChoices } from './admin-booking-choices';
import { AdminSlotPicker } from './admin-slot-picker';
import { CustomerSearch } from './customer-search';
import { useAdminBooking, type BookingPreset } from './use-admin-booking';

export type { BookingPreset };

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
  const booking = useAdminBooking(today, preset, onBooked);
  const { setValue, errors, barber, service, mutation, notice, setNotice, success, onGone } = booking;
  const { date, time } = booking.values;

  return (
    <form
      noValidate
      aria-labelledby="admin-booking-title"
      className="flex flex-col gap-4"
      onSubmit={booking.submit}
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
      <AdminBookingChoices
        today={today}
        preset={!!preset}
        register={booking.register}
        setValue={setValue}
        errors={errors}
        activeBarbers={booking.activeBarbers}
        barbersFailed={booking.barbersFailed}
        barber={barber}
        offered={booking.offered}
      />
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
