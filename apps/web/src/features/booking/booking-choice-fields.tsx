import { useCallback, useMemo, type Dispatch } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BarberPublic, Service } from '@barber/shared/schemas/catalog';
import { DateField } from '../../components/date-field';
import { SelectField } from '../../components/select-field';
import { formatChf, formatDate } from '../../lib/format';
import { bookingPages } from '../../i18n/booking-pages';
import { bookingSlots } from '../../i18n/booking-slots';
import type { BookingChoice, ChoiceAction } from './booking-choice';
import { useClosedDayReason } from './closed-days';
import { servicesOf } from './use-booking-catalog';
import type { BookingWindow } from './use-booking-window';
import { findWorkingDate } from './working-days';
import { SlotPicker } from './slot-picker';

interface BookingChoiceFieldsProps {
  choice: BookingChoice;
  dispatch: Dispatch<ChoiceAction>;
  barbers: readonly BarberPublic[];
  services: readonly Service[];
  range: BookingWindow;
  /** Set while the booking is being sent. */
  frozen?: boolean;
  /** The cells of the appointment being changed (the modify dialog), shown as 'attuale' on its own day. */
  current?: readonly string[];
}

const stepButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-input-border bg-surface ' +
  'text-fg hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Barber, then his services, then the day (the first working one is proposed) and the time grid: the part
 * shared by the guest page, the customer page and the modify dialog.
 */
export function BookingChoiceFields({
  choice,
  dispatch,
  barbers,
  services,
  range,
  frozen = false,
  current,
}: BookingChoiceFieldsProps) {
  const barber = barbers.find((b) => b._id === choice.barberId);
  const offered = servicesOf(barber, services);
  const service = offered.find((s) => s._id === choice.serviceId);

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={bookingPages.booking.barber}
        placeholder={bookingPages.booking.barberPlaceholder}
        options={barbers.map((b) => ({ value: b._id, label: `${b.firstName} ${b.lastName}` }))}
        value={choice.barberId}
        required
        disabled={frozen}
        onChange={(event) => dispatch({ type: 'barber', barberId: event.target.value })}
      />
      <SelectField
        label={bookingPages.booking.service}
        placeholder={bookingPages.booking.servicePlaceholder}
        hint={
          !barber
            ? bookingPages.booking.serviceHint
            : service
              ? bookingPages.booking.serviceDuration(service.duration)
              : undefined
        }
        options={offered.map((s) => ({
          value: s._id,
          label: bookingPages.booking.serviceOption(s.name, formatChf(s.price)),
        }))}
        value={service ? choice.serviceId : ''}
        required
        disabled={!barber || frozen}
        onChange={(event) =>
          dispatch({
            type: 'service',
            serviceId: event.target.value,
            proposedDate: barber ? findWorkingDate(barber, range.first, range) : null,
          })
        }
      />
      <BarberDayTime
        barber={barber}
        service={service}
        choice={choice}
        dispatch={dispatch}
        range={range}
        frozen={frozen}
        {...(current ? { current } : {})}
      />
    </div>
  );
}

/** The day and the time are all this part changes. */
type DayTimeAction = Extract<ChoiceAction, { type: 'date' | 'time' }>;

interface BarberDayTimeProps {
  barber: BarberPublic | undefined;
  service: Service | undefined;
  choice: BookingChoice;
  dispatch: Dispatch<DayTimeAction>;
  range: BookingWindow;
  frozen?: boolean;
  /** The cells of the appointment being changed (the modify dialog), shown as 'attuale'. */
  current?: readonly string[];
}

/**
 * The day of one barber (the first working one is proposed, one step back or forward beside it) and its time
 * grid: shared by the registered form, the modify dialog and the guest's third tap.
 */
export function BarberDayTime({
  barber,
  service,
  choice,
  dispatch,
  range,
  frozen = false,
  current,
}: BarberDayTimeProps) {
  const step = (direction: 1 | -1) =>
    barber && choice.date ? findWorkingDate(barber, choice.date, range, direction, false) : null;
  const previousDay = step(-1);
  const nextDay = step(1);

  const selectTime = useCallback((time: string) => dispatch({ type: 'time', time }), [dispatch]);
  const goToNextDay = useCallback(
    (auto: boolean) => {
      if (nextDay) dispatch({ type: 'date', date: nextDay, auto });
    },
    [dispatch, nextDay],
  );
  const shownCurrent = current && barber && choice.date ? current : undefined;
  // The days the shop or this barber is closed are marked in the calendar and cannot be chosen (issue 27 item 11).
  const closedReason = useClosedDayReason(useMemo(() => (barber ? [barber] : []), [barber]));

  return (
    <>
      <DateField
        label={bookingPages.booking.date}
        value={choice.date}
        min={range.first}
        max={range.last}
        required
        disabled={frozen}
        hint={choice.dateAuto ? bookingPages.booking.autoDate : bookingPages.booking.dateHint(formatDate(range.last, 'medium'))}
        closedReason={closedReason}
        closedLegend={bookingSlots.closedDay.legend}
        onChange={(event) => dispatch({ type: 'date', date: event.target.value })}
        addon={
          <>
            <DayStep
              label={bookingPages.booking.previousDay}
              icon={ChevronLeft}
              disabled={!previousDay || frozen}
              onClick={() => previousDay && dispatch({ type: 'date', date: previousDay })}
            />
            <DayStep
              label={bookingPages.booking.nextDay}
              icon={ChevronRight}
              disabled={!nextDay || frozen}
              onClick={() => goToNextDay(false)}
            />
          </>
        }
      />
      {barber && service && choice.date && (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1.5 font-medium">{bookingPages.booking.time}</legend>
          <SlotPicker
            key={`${barber._id}|${service._id}|${choice.date}`}
            barberId={barber._id}
            serviceId={service._id}
            duration={service.duration}
            date={choice.date}
            selected={choice.time}
            onSelect={selectTime}
            onNextWorkingDay={nextDay ? goToNextDay : undefined}
            autoAdvance={choice.dateAuto}
            frozen={frozen}
            {...(shownCurrent ? { current: shownCurrent } : {})}
          />
        </fieldset>
      )}
    </>
  );
}

/** One day back or forward beside the date field; the label is the tooltip too. */
function DayStep({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: typeof ChevronLeft;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={stepButton}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
