import type { BarberPublic } from '@barber/shared/schemas/catalog';
import { addDays, weekdayOf } from '@barber/shared/domain/zoned-time';

type BarberDays = Pick<BarberPublic, 'workingHours' | 'vacations'>;

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
