import type { ShopInfo } from '@barber/shared/schemas/shop';
import { formatTimeRange } from '../../lib/format';
import { it } from '../../i18n/it';

export interface HoursLine {
  days: string;
  hours: string;
  open: boolean;
}

const short = (day: ShopInfo['openingHours'][number]['day']) => it.daysShort[day];

/**
 * The opening hours in a few lines for a small card: consecutive days with the same hours become one line
 * ("Mar–Sab 09:00–19:00"), closed days say so. Days missing from the settings are not shown.
 */
export function summariseHours(days: ShopInfo['openingHours'], closed: string): HoursLine[] {
  const lines: Array<HoursLine & { first: string; last: string }> = [];
  for (const day of days) {
    const open = day.open && !!day.startTime && !!day.endTime;
    const hours = open ? formatTimeRange(day.startTime!, day.endTime!) : closed;
    const previous = lines.at(-1);
    if (previous && previous.hours === hours && previous.open === open) {
      previous.last = short(day.day);
    } else {
      lines.push({ first: short(day.day), last: short(day.day), days: '', hours, open });
    }
  }
  return lines.map(({ first, last, hours, open }) => ({
    days: first === last ? first : `${first}–${last}`,
    hours,
    open,
  }));
}
