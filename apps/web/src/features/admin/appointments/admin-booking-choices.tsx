import type { Barber, Service } from '@barber/shared/schemas/catalog';
import { DateField } from '../../../components/date-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formatChf } from '../../../lib/format';
import { admin } from '../../../i18n/admin';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { bookingSlots } from '../../../i18n/booking-slots';
import { useClosedDayReason } from '../../booking';
import { barberName } from '../catalog-queries';
import { nextWorkingDay } from './booking-defaults';
import type { useAdminBooking } from './use-admin-booking';

type Booking = ReturnType<typeof useAdminBooking>;

interface AdminBookingChoicesProps {
  today: string;
  /** A time chosen on the grid stays when the service changes. */
  preset: boolean;
  text: Booking['text'];
  set: Booking['set'];
  errors: Booking['errors'];
  activeBarbers: readonly Barber[];
  barbersFailed: boolean;
  barber: Barber | undefined;
  offered: readonly Service[];
}

/**
 * The customer's nickname and phone, then barber, service and day: a new barber clears the service and the time
 * and starts at their next working day; a new day clears the time.
 */
export function AdminBookingChoices({
  today,
  preset,
  text,
  set,
  errors,
  activeBarbers,
  barbersFailed,
  barber,
  offered,
}: AdminBookingChoicesProps) {
  // The chosen barber's closed days are marked in the calendar (issue 27 item 11).
  const closedReason = useClosedDayReason(barber ? [barber] : []);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label={admin.booking.nickname}
        hint={admin.booking.nicknameHint}
        autoComplete="off"
        {...text('clientNickname')}
      />
      <TextField
        label={calendarGrid.phone}
        hint={calendarGrid.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        {...text('clientPhone')}
      />
      <SelectField
        label={admin.booking.barber}
        placeholder={admin.booking.barberPlaceholder}
        options={activeBarbers.map((b) => ({ value: b._id, label: barberName(b) }))}
        {...text('barberId')}
        error={errors.barberId ?? (barbersFailed ? admin.calendar.errors.barbers : undefined)}
        onChange={(event) => {
          set('barberId', event.target.value);
          set('serviceId', '');
          set('time', '');
          // The day starts at the barber's next working day: today is often their day off.
          const chosen = activeBarbers.find((b) => b._id === event.target.value);
          if (chosen) set('date', nextWorkingDay(chosen, today));
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
        {...text('serviceId')}
        onChange={(event) => {
          set('serviceId', event.target.value);
          // A time chosen on the grid stays when it fits the service; the picker clears it otherwise.
          if (!preset) set('time', '');
        }}
      />
      <DateField
        label={admin.booking.date}
        min={today}
        closedReason={closedReason}
        closedLegend={bookingSlots.closedDay.legend}
        {...text('date')}
        onChange={(event) => {
          set('date', event.target.value);
          set('time', '');
        }}
      />
    </div>
  );
}
