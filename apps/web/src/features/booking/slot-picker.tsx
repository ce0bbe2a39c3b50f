import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/form-errors';
import { watchSlots } from '../../lib/slot-watch';
import { bookingPages } from '../../i18n/booking-pages';
import { bookingSlots } from '../../i18n/booking-slots';
import { slotsKeyFor } from './booking-api';
import { slotsQuery } from './slots-query';
import { SlotDayMessage, SlotNotice } from './slot-day-message';
import { shownSlots } from './slot-day-parts';
import { SlotGrid } from './slot-grid';

interface SlotPickerProps {
  barberId: string;
  serviceId: string;
  duration: number;
  date: string;
  selected: string;
  onSelect: (time: string) => void;
  /** Jumps to the barber's next working day (auto: skipped by the form, not asked by the user); absent when
   * there is none in the window. */
  onNextWorkingDay?: (auto: boolean) => void;
  /** The date was proposed by the form: a day without a free slot is skipped automatically. */
  autoAdvance?: boolean;
  /** While a booking is being sent the grid must not drop the choice because of that very booking. */
  frozen?: boolean;
  /** The cells of the appointment being changed, shown as 'attuale' (see SlotGrid). */
  current?: readonly string[];
}

/** Loads and shows one barber-day, keeps it live through the socket and drops a choice that is taken. */
export function SlotPicker({
  barberId,
  serviceId,
  duration,
  date,
  selected,
  onSelect,
  onNextWorkingDay,
  autoAdvance = false,
  frozen = false,
  current,
}: SlotPickerProps) {
  const queryClient = useQueryClient();
  const query = useQuery(slotsQuery({ barberId, serviceId, duration, date }));
  const [notice, setNotice] = useState('');
  const answer = query.data;

  useEffect(
    () =>
      watchSlots(
        barberId,
        date,
        () => void queryClient.invalidateQueries({ queryKey: slotsKeyFor(barberId, date) }),
      ),
    [barberId, date, queryClient],
  );

  // Someone else booked the chosen time (socket event or refetch): deselect it and say so.
  useEffect(() => {
    if (frozen || !answer || !selected) return;
    const slot = answer.data.find((s) => s.time === selected);
    if (slot?.available || selected === current?.[0]) return;
    setNotice(bookingSlots.deselected(selected));
    onSelect('');
  }, [answer, selected, frozen, onSelect, current]);

  const hasFreeSlot = answer?.day.kind === 'open' && answer.data.some((slot) => slot.available);
  useEffect(() => {
    if (autoAdvance && answer && !hasFreeSlot) onNextWorkingDay?.(true);
  }, [autoAdvance, answer, hasFreeSlot, onNextWorkingDay]);

  const nextDayButton = onNextWorkingDay && (
    <Button variant="secondary" size="sm" onClick={() => onNextWorkingDay(false)}>
      {bookingSlots.nextWorkingDay}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Button>
  );

  if (query.isPending || (!answer && !query.isError)) {
    return (
      <div role="status" className="flex min-h-24 items-center justify-center gap-2 text-muted">
        <Spinner className="size-5" />
        {bookingPages.slots.loading}
      </div>
    );
  }
  if (query.isError || !answer) {
    return (
      <LoadError icon retryLabel={bookingPages.booking.retry} onRetry={() => void query.refetch()}>
        <p className="font-semibold">{bookingPages.booking.errors.slots}</p>
        <p className="text-sm">{`${errorMessage(query.error)} ${bookingPages.booking.errors.nextStep}`}</p>
      </LoadError>
    );
  }
  if (answer.day.kind !== 'open') return <SlotDayMessage day={answer.day} action={nextDayButton} />;
  return (
    <div className="flex flex-col gap-3">
      {notice && (
        <p
          role="status"
          className="rounded-lg border-l-4 border-warning-border bg-warning-soft px-3 py-2 text-warning-fg"
        >
          {notice}
        </p>
      )}
      {!hasFreeSlot && (
        <SlotNotice action={nextDayButton}>
          <p className="font-semibold">{bookingSlots.full}</p>
          <p>{bookingSlots.otherDay}</p>
        </SlotNotice>
      )}
      {shownSlots(answer.data).length > 0 && (
        <SlotGrid
          date={date}
          slots={answer.data}
          selected={selected}
          {...(current ? { current } : {})}
          onSelect={(time) => {
            setNotice('');
            onSelect(time);
          }}
        />
      )}
    </div>
  );
}
