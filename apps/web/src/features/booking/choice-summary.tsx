import { CalendarCheck } from 'lucide-react';
import type { Service } from '@barber/shared/schemas/catalog';
import { formatChf, formatDateTitle } from '../../lib/format';
import { bookingPages } from '../../i18n/booking-pages';
import type { BookingChoice } from './booking-choice';

/** One line above the submit button saying what will be booked; announced when the time is picked. */
export function ChoiceSummary({
  choice,
  service,
  barberName,
}: {
  choice: BookingChoice;
  service: Service | undefined;
  /** Said when the barber was not picked by name ('Qualsiasi barbiere'): the time decided who it is. */
  barberName?: string;
}) {
  const text =
    choice.date && choice.time && service
      ? [
          bookingPages.booking.selection(formatDateTitle(choice.date), choice.time),
          service.name,
          ...(barberName ? [barberName] : []),
          formatChf(service.price),
        ].join(' · ')
      : '';
  return (
    <p role="status" className={text ? 'flex items-start gap-2 font-medium' : 'sr-only'}>
      {text && <CalendarCheck className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />}
      {text}
    </p>
  );
}
