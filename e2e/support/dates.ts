import { addDays, todayInZone, weekdayOf, type Weekday } from '../../packages/shared/src/domain/zoned-time';

/** Today in the demo shop's zone, the day the journeys count from. */
const today = todayInZone(new Date(), 'Europe/Zurich');

/**
 * The first of the given weekdays at least `offset` days from today: each journey file books its own days of
 * the week, so files running one after the other on the same demo server do not take each other's slots.
 */
export function nextWeekdayFrom(offset: number, weekdays: readonly Weekday[]): string {
  let date = addDays(today, offset);
  while (!weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}
