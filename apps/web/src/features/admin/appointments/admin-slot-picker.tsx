import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FieldMessages } from '../../../components/field-message';
import { Spinner } from '../../../components/spinner';
import { formatDateTitle } from '../../../lib/format';
import type { SlotDay } from '../../../lib/slot-day';
import { watchSlots } from '../../../lib/slot-watch';
import { admin } from '../../../i18n/admin';
import { adminKeys } from '../admin-request';
import { adminSlotsQuery, type SlotsParams } from './appointments-api';

interface AdminSlotPickerProps extends SlotsParams {
  name: string;
  value: string;
  error?: string;
  onChange: (time: string) => void;
  /** The chosen time was taken meanwhile (another booking, an absence): the form clears it and says so. */
  onGone: (time: string) => void;
}

function dayMessage(answer: SlotDay): string {
  switch (answer.day.kind) {
    case 'closed':
    case 'no-hours':
      return admin.booking.dayClosed;
    case 'vacation':
      return admin.booking.dayVacation;
    case 'outside-window':
      return admin.booking.dayOutside;
    default:
      return admin.booking.noSlots;
  }
}

/**
 * The free start times of one barber-day as a radio group: native radios give arrow-key movement and a
 * screen-reader announcement ("10:15, 3 di 20") for free. Only bookable times are listed; the public grid with
 * breaks and taken cells is the customers' view, the admin needs the choices.
 */
export function AdminSlotPicker({ name, value, error, onChange, onGone, ...params }: AdminSlotPickerProps) {
  const queryClient = useQueryClient();
  const query = useQuery(adminSlotsQuery(params));
  const { barberId, date } = params;
  const free = query.data?.data.filter((slot) => slot.available) ?? [];
  const dateTitle = formatDateTitle(date);

  // Bookings made elsewhere (the public pages, another admin) refresh the choices within a second.
  useEffect(
    () =>
      watchSlots(barberId, date, () => {
        void queryClient.invalidateQueries({ queryKey: [...adminKeys.slots, barberId, date] });
      }),
    [barberId, date, queryClient],
  );

  const stillFree = !value || !query.data || free.some((slot) => slot.time === value);
  useEffect(() => {
    if (!stillFree) onGone(value);
  }, [stillFree, value, onGone]);

  const errorId = `${name}-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-medium">{admin.booking.time}</legend>
      {query.isPending ? (
        <Spinner label={admin.booking.slotsLoading} className="size-6" />
      ) : query.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {admin.booking.slotsError}
        </p>
      ) : free.length === 0 ? (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm">{dayMessage(query.data)}</p>
      ) : (
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {free.map((slot) => (
            <label
              key={slot.time}
              className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-input-border bg-surface text-sm font-semibold tabular-nums hover:border-accent has-checked:border-accent has-checked:bg-accent has-checked:text-accent-fg has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name={name}
                value={slot.time}
                checked={value === slot.time}
                aria-label={admin.booking.slotLabel(dateTitle, slot.time)}
                className="sr-only"
                onChange={() => onChange(slot.time)}
              />
              <span aria-hidden="true">{slot.time}</span>
            </label>
          ))}
        </div>
      )}
      <FieldMessages hintId={`${name}-hint`} errorId={errorId} error={error} />
    </fieldset>
  );
}
