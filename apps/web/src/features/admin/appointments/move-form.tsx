import { useCallback, useMemo, useState } from 'react';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { Barber } from '@barber/shared/schemas/catalog';
import { isDate } from '@barber/shared/domain/zoned-time';
import { Button } from '../../../components/button';
import { DateField } from '../../../components/date-field';
import { SelectField } from '../../../components/select-field';
import { bookingSlots } from '../../../i18n/booking-slots';
import { calendarGrid } from '../../../i18n/admin-calendar';
import { useClosedDayReason } from '../../booking';
import { barberName } from '../catalog-queries';
import { AdminSlotPicker } from './admin-slot-picker';

interface MoveFormProps {
  appointment: Appointment;
  barbers: readonly Barber[];
  today: string;
  pending: boolean;
  onMove: (to: { barberId: string; date: string; time: string }) => void;
  onCancel: () => void;
}

/** 'Sposta' without dragging (keyboard, phone): day, barber and one of the times the server will accept. */
export function MoveForm({ appointment, barbers, today, pending, onMove, onCancel }: MoveFormProps) {
  const [barberId, setBarberId] = useState(appointment.barber._id);
  const [date, setDate] = useState(appointment.date < today ? today : appointment.date);
  const [time, setTime] = useState('');
  const onGone = useCallback(() => setTime(''), []);
  const offering = barbers.filter((b) => b.isActive && b.serviceIds.includes(appointment.serviceId));
  const barber = offering.find((b) => b._id === barberId);
  const closedReason = useClosedDayReason(useMemo(() => (barber ? [barber] : []), [barber]));
  return (
    <form
      className="flex flex-col gap-4"
      aria-label={calendarGrid.move.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (time) onMove({ barberId, date, time });
      }}
    >
      <SelectField
        label={calendarGrid.move.barber}
        value={barberId}
        options={offering.map((b) => ({ value: b._id, label: barberName(b) }))}
        onChange={(event) => {
          setBarberId(event.target.value);
          setTime('');
        }}
      />
      <DateField
        label={calendarGrid.move.date}
        value={date}
        min={today}
        closedReason={closedReason}
        closedLegend={bookingSlots.closedDay.legend}
        onChange={(event) => {
          if (isDate(event.target.value)) setDate(event.target.value);
          setTime('');
        }}
      />
      <AdminSlotPicker
        name="move-time"
        barberId={barberId}
        serviceId={appointment.serviceId}
        duration={appointment.duration}
        date={date}
        value={time}
        onGone={onGone}
        onChange={setTime}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!time} pending={pending} pendingLabel={calendarGrid.move.pending}>
          {calendarGrid.move.submit}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {calendarGrid.move.cancel}
        </Button>
      </div>
    </form>
  );
}
