import type { DayStatus } from '@barber/shared/schemas/appointments';
import { CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { it } from '../../i18n/it';
import { bookingSlots } from '../../i18n/booking-slots';

/** Why a day has no grid: vacation, closed weekday, no hours, outside the booking window. */
export function SlotDayMessage({
  day,
  action,
}: {
  day: Exclude<DayStatus, { kind: 'open' }>;
  action?: ReactNode;
}) {
  return (
    <SlotNotice action={action}>
      {day.kind === 'vacation' ? (
        <>
          <p className="font-semibold">{bookingSlots.vacation}</p>
          <p>
            {bookingSlots.vacationRange(
              formatDate(day.vacation.startDate, 'medium'),
              formatDate(day.vacation.endDate, 'medium'),
            )}
          </p>
        </>
      ) : (
        <p className="font-semibold">
          {day.kind === 'closed'
            ? bookingSlots.closed(it.days[day.weekday])
            : day.kind === 'no-hours'
              ? bookingSlots.noHours
              : bookingSlots.outsideWindow}
        </p>
      )}
    </SlotNotice>
  );
}

export function SlotNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface-2 px-4 py-3"
    >
      <div className="flex gap-3">
        <CalendarX className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
        <div>{children}</div>
      </div>
      {action}
    </div>
  );
}
