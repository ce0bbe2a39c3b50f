import type { ShopInfo } from '@barber/shared/schemas/shop';
import { formatTimeRange } from '../../lib/format';
import { it } from '../../i18n/it';

/** The week's opening hours from the shop's settings, one row a day (the barber's card and the contact section). */
export function OpeningHoursList({
  openingHours,
  closedLabel,
  className = '',
}: {
  openingHours: ShopInfo['openingHours'];
  closedLabel: string;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 ${className}`}>
      {openingHours.map((day) => (
        <div key={day.day} className="contents">
          <dt className="font-medium">{it.days[day.day]}</dt>
          <dd className={day.open ? '' : 'text-muted'}>
            {day.open && day.startTime && day.endTime
              ? formatTimeRange(day.startTime, day.endTime)
              : closedLabel}
          </dd>
        </div>
      ))}
    </dl>
  );
}
