import { BOOKING_WINDOW_DAYS } from '../../packages/shared/src/domain/slot-engine';
import { addDays, todayInZone, weekdayOf, type Weekday } from '../../packages/shared/src/domain/zoned-time';

/** Today in the demo shop's zone, the day the journeys count from. */
const today = todayInZone(new Date(), 'Europe/Zurich');

/**
 * The first of the given weekdays at least `offset` days from today: each journey file books its own days of
 * the week, so files running one after the other on the same demo server do not take each other's slots.
 *
 * Throws when that day lies past the booking window: with one weekday the answer is up to six days after
 * `offset`, so an offset above BOOKING_WINDOW_DAYS - 6 works on some days of the week and not on others (the
 * unsubscribe journey's Tuesday 26 days out failed on the days the next such Tuesday was 31 or 32 days away).
 */
export function nextWeekdayFrom(offset: number, weekdays: readonly Weekday[]): string {
  let date = addDays(today, offset);
  while (!weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  const spread = 7 - weekdays.length;
  if (offset + spread > BOOKING_WINDOW_DAYS) {
    throw new RangeError(
      `nextWeekdayFrom(${offset}, [${weekdays.join(', ')}]) can land up to ${offset + spread} days out, ` +
        `past the ${BOOKING_WINDOW_DAYS}-day booking window on some days of the week`,
    );
  }
  return date;
}
