import { useState } from 'react';
import { isDate } from '@barber/shared/domain/zoned-time';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { admin } from '../../../i18n/admin';
import { AdminBookingChoices } from './admin-booking-choices';
import { AdminSlotPicker } from './admin-slot-picker';
import { CustomerSearch } from './customer-search';
import { useAdminBooking, type BookingPayload, type BookingPreset } from './use-admin-booking';
import { SeriesChoice, type SeriesRepeatChoice } from '../../booking';
import { AdminSeries } from './admin-series';
import { seriesTexts } from '../../../i18n/series';

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
  // A regular's series (ADR 0068): the checked choice goes to the review of its dates instead of being booked.
  const [repeat, setRepeat] = useState<SeriesRepeatChoice | null>(null);
  const [series, setSeries] = useState<BookingPayload | null>(null);
  const booking = useAdminBooking(today, preset, onBooked, (values) => {
    if (repeat) setSeries(values);
    return !!repeat;
  });
  const { set, errors, barber, service, notice, setNotice, success, onGone } = booking;
  const { date, time } = booking.values;

  if (series && repeat) {
    const close = () => {
      setSeries(null);
      setRepeat(null);
    };
    return <AdminSeries values={series} repeat={repeat} onEdit={() => setSeries(null)} onDone={close} />;
  }

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
          set('clientNickname', customer.name);
          set('clientPhone', customer.phone);
        }}
      />
      {booking.failure !== undefined && (
        <FormAlert>
          <p className="font-semibold">{admin.booking.error}</p>
          {booking.failure && <p>{booking.failure}</p>}
        </FormAlert>
      )}
      {success && <FormAlert tone="success">{success}</FormAlert>}
      <AdminBookingChoices
        today={today}
        preset={!!preset}
        text={booking.text}
        set={set}
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
          error={errors.time}
          onGone={onGone}
          onChange={(value) => {
            setNotice('');
            set('time', value);
          }}
        />
      ) : (
        <div>
          <p className="font-medium">{admin.booking.time}</p>
          <p className="text-sm text-muted">{admin.booking.timeHint}</p>
          {errors.time && <p className="text-sm font-medium text-danger">{errors.time}</p>}
        </div>
      )}
      <SeriesChoice value={repeat} onChange={setRepeat} />
      <div>
        <Button type="submit" pending={booking.sending} pendingLabel={admin.booking.pending}>
          {repeat ? seriesTexts.submit : admin.booking.submit}
        </Button>
      </div>
    </form>
  );
}
