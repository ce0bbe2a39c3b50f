import { useCallback, useEffect, useState, type Dispatch } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '@barber/shared/domain/zoned-time';
import type { Slot } from '@barber/shared/schemas/appointments';
import type { BarberPublic } from '@barber/shared/schemas/catalog';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/form-errors';
import { formatDate } from '../../lib/format';
import { watchSlots } from '../../lib/slot-watch';
import { bookingPages } from '../../i18n/booking-pages';
import { bookingSlots } from '../../i18n/booking-slots';
import { anyBarberKey } from './booking-api';
import { anyBarberQuery } from './slots-query';
import type { BookingChoice } from './booking-choice';
import { useClosedDayReason } from './closed-days';
import { bookingTexts as b } from '../../i18n/booking-flow';
import type { GuestChoiceAction } from './guest-choice';
import { SlotNotice } from './slot-day-message';
import { SlotGrid } from './slot-grid';
import type { BookingWindow } from './use-booking-window';

const stepButton =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-input-border bg-surface ' +
  'text-fg hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50';

const NOBODY: readonly BarberPublic[] = [];

/** The nearest day from `date` going `direction` that is inside the window and not closed, or null. */
function stepDay(date: string, direction: 1 | -1, range: BookingWindow, closed: (date: string) => string | undefined) {
  for (let day = addDays(date, direction); day >= range.first && day <= range.last; day = addDays(day, direction)) {
    if (!closed(day)) return day;
  }
  return null;
}

const free = (time: string): Slot => ({
  time,
  available: true,
  isBooked: false,
  isBreak: false,
  isPast: false,
  isBlocked: false,
});

/**
 * The third tap with 'Qualsiasi barbiere': the day (the first with a free barber is proposed) and the free
 * times of all the barbers who offer the service; the picked time brings its barber. Live like a barber's grid:
 * a change in any of their days refreshes it, and a picked time that goes is dropped with a notice.
 */
export function AnyBarberTime({
  serviceId,
  barberIds,
  choice,
  dispatch,
  range,
  offering = NOBODY,
}: {
  serviceId: string;
  /** The barbers who offer the service: their days are watched. */
  barberIds: readonly string[];
  /** Their records: a day none of them works (or the shop is closed) is marked in the calendar. */
  offering?: readonly BarberPublic[];
  choice: BookingChoice;
  dispatch: Dispatch<GuestChoiceAction>;
  range: BookingWindow;
}) {
  const queryClient = useQueryClient();
  const [from, setFrom] = useState<string | undefined>(undefined);
  const query = useQuery(anyBarberQuery(serviceId, choice.date ? { date: choice.date } : { from }));
  const answer = query.data;
  const [notice, setNotice] = useState('');

  // No day yet: the server proposed the first one with a free time.
  useEffect(() => {
    if (!choice.date && answer?.date) dispatch({ type: 'date', date: answer.date, auto: true });
  }, [choice.date, answer?.date, dispatch]);

  const date = choice.date;
  useEffect(() => {
    if (!date) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: anyBarberKey(serviceId) });
    const stops = barberIds.map((id) => watchSlots(id, date, refresh));
    return () => stops.forEach((stop) => stop());
  }, [barberIds, date, serviceId, queryClient]);

  // The picked time went (someone booked it): drop it and say so; the barber of a time may change, too.
  useEffect(() => {
    if (!answer || !choice.time || answer.date !== choice.date) return;
    const slot = answer.data.find((s) => s.time === choice.time);
    if (!slot) {
      setNotice(bookingSlots.deselected(choice.time));
      dispatch({ type: 'time', time: '' });
    } else if (slot.barberId !== choice.barberId) {
      dispatch({ type: 'time', time: slot.time, barberId: slot.barberId });
    }
  }, [answer, choice.time, choice.date, choice.barberId, dispatch]);

  const select = useCallback(
    (time: string) => {
      setNotice('');
      const slot = answer?.data.find((s) => s.time === time);
      if (slot) dispatch({ type: 'time', time, barberId: slot.barberId });
    },
    [answer, dispatch],
  );

  // Closed days (the shop's, or none of the barbers working) are marked and skipped (issue 27 item 11).
  const closedReason = useClosedDayReason(offering);
  const previous = date ? stepDay(date, -1, range, closedReason) : null;
  const next = date ? stepDay(date, 1, range, closedReason) : null;
  const firstFree = () => {
    setFrom(date ? addDays(date, 1) : undefined);
    dispatch({ type: 'date', date: '', auto: true });
  };

  return (
    <>
      <DateField
        label={bookingPages.booking.date}
        value={date}
        min={range.first}
        max={range.last}
        required
        hint={choice.dateAuto ? b.anyDate : bookingPages.booking.dateHint(formatDate(range.last, 'medium'))}
        closedReason={closedReason}
        closedLegend={bookingSlots.closedDay.legend}
        onChange={(event) => dispatch({ type: 'date', date: event.target.value })}
        addon={
          <>
            <button
              type="button"
              className={stepButton}
              aria-label={b.previousDay}
              title={b.previousDay}
              disabled={!previous}
              onClick={() => previous && dispatch({ type: 'date', date: previous })}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={stepButton}
              aria-label={b.nextDay}
              title={b.nextDay}
              disabled={!next}
              onClick={() => next && dispatch({ type: 'date', date: next })}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        }
      />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1.5 font-medium">{bookingPages.booking.time}</legend>
        {query.isError ? (
          <LoadError icon retryLabel={bookingPages.booking.retry} onRetry={() => void query.refetch()}>
            <p className="font-semibold">{bookingPages.booking.errors.slots}</p>
            <p className="text-sm">{`${errorMessage(query.error)} ${bookingPages.booking.errors.nextStep}`}</p>
          </LoadError>
        ) : !answer || (!date && answer.date) ? (
          <div role="status" className="flex min-h-24 items-center justify-center gap-2 text-muted">
            <Spinner className="size-5" />
            {bookingPages.slots.loading}
          </div>
        ) : answer.data.length === 0 ? (
          <SlotNotice
            action={
              answer.date !== null && (
                <Button variant="secondary" size="sm" onClick={firstFree}>
                  {b.firstFree}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
              )
            }
          >
            <p className="font-semibold">{answer.date === null ? b.anyNone : b.anyFull}</p>
          </SlotNotice>
        ) : (
          <div className="flex flex-col gap-3">
            {notice && (
              <p
                role="status"
                className="rounded-lg border-l-4 border-warning-border bg-warning-soft px-3 py-2 text-warning-fg"
              >
                {notice}
              </p>
            )}
            <SlotGrid
              date={answer.date ?? date}
              slots={answer.data.map((s) => free(s.time))}
              selected={choice.time}
              onSelect={select}
            />
          </div>
        )}
      </fieldset>
    </>
  );
}
