import type { BarberPublic } from '@barber/shared/schemas/catalog';
import type { ShopInfo } from '@barber/shared/schemas/shop';
import { addDays, weekdayOf } from '@barber/shared/domain/zoned-time';

type BarberDays = Pick<BarberPublic, 'workingHours' | 'vacations'>;
type ShopDays = Pick<ShopInfo, 'openingHours'>['openingHours'];

/** Whether the barber works on a shop-local date at all (hours set, not on vacation). Slots may still be full. */
export function isWorkingDate(barber: BarberDays, date: string): boolean {
  const weekday = weekdayOf(date);
  const day = barber.workingHours.find((d) => d.day === weekday);
  if (!day?.isWorking || !day.startTime || !day.endTime) return false;
  return !barber.vacations.some((v) => v.startDate <= date && date <= v.endDate);
}

/**
 * The nearest working date from `from` going in `direction` (1 forward, -1 back), `from` itself included when
 * `inclusive`; null when none lies inside [first, last].
 */
export function findWorkingDate(
  barber: BarberDays,
  from: string,
  bounds: { first: string; last: string },
  direction: 1 | -1 = 1,
  inclusive = true,
): string | null {
  let date = inclusive ? from : addDays(from, direction);
  while (date >= bounds.first && date <= bounds.last) {
    if (isWorkingDate(barber, date)) return date;
    date = addDays(date, direction);
  }
  return null;
}

/** Why a day cannot be booked at all: the shop is closed, the barber is on vacation, or does not work that day. */
export type ClosedDay = 'shop' | 'vacation' | 'off';

/** Whether the shop opens on a date: a weekday missing from its hours is not claimed closed. */
export function shopOpenOn(openingHours: ShopDays | undefined, date: string): boolean {
  const day = openingHours?.find((d) => d.day === weekdayOf(date));
  return !day || day.open;
}

/**
 * Why nobody can be booked on a date (issue 27 item 11: marked in the picker), or null when someone works.
 * With several barbers ('Qualsiasi barbiere') the day is closed only when none of them works; it reads as
 * vacation only when all of them are away.
 */
export function closedDay(date: string, openingHours: ShopDays | undefined, barbers: readonly BarberDays[]): ClosedDay | null {
  if (!shopOpenOn(openingHours, date)) return 'shop';
  if (barbers.length === 0 || barbers.some((b) => isWorkingDate(b, date))) return null;
  const away = barbers.every((b) => b.vacations.some((v) => v.startDate <= date && date <= v.endDate));
  return away ? 'vacation' : 'off';
}
