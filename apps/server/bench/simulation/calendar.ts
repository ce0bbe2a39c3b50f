import type { Interval } from '@barber/shared/domain/slot-engine';
import { WEEKDAYS, type Weekday } from '@barber/shared/domain/zoned-time';
import { SHOP } from './assumptions';

/**
 * The simulated month's clock and chairs. Time is whole minutes from the month's first Monday at 00:00 (negative
 * before it: the bookings made ahead of the month); the product's functions get real Dates of the same instants.
 */
export const DAY = 24 * 60;
const MONTH_START = Date.UTC(2026, 10, 2); // a Monday

export const toDate = (minute: number): Date => new Date(MONTH_START + minute * 60_000);
export const dayOf = (minute: number): number => Math.floor(minute / DAY);
export const minuteOfDay = (minute: number): number => minute - dayOf(minute) * DAY;
export const weekdayOf = (day: number): Weekday => WEEKDAYS[((day % 7) + 7) % 7]!;
export const isOpenDay = (day: number): boolean => (SHOP.openWeekdays as readonly number[]).includes(((day % 7) + 7) % 7);
export const timeText = (minute: number): string => {
  const m = minuteOfDay(minute);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
export const openInterval = (day: number): Interval | null =>
  isOpenDay(day) ? { startsAt: toDate(day * DAY + SHOP.opensAt), endsAt: toDate(day * DAY + SHOP.closesAt) } : null;

/** Who holds a chair when: a booked appointment or a walk-in being served. */
export interface ChairTime {
  barber: number;
  start: number;
  end: number;
  /** False once it stopped holding the chair (cancelled, or the customer did not come). */
  holds: boolean;
}

/** The three chairs: what holds each of them, and the one rule every booking keeps: never two at once. */
export class Chairs {
  /** Per barber, per day (nothing crosses midnight): a day's times are all a question needs to read. */
  private readonly times = Array.from({ length: SHOP.barbers }, () => new Map<number, ChairTime[]>());

  private onDay(barber: number, day: number): ChairTime[] {
    const days = this.times[barber]!;
    let list = days.get(day);
    if (!list) days.set(day, (list = []));
    return list;
  }

  isFree(barber: number, start: number, end: number): boolean {
    return !this.onDay(barber, dayOf(start)).some((t) => t.holds && t.start < end && start < t.end);
  }

  take<T extends ChairTime>(time: T): T {
    if (!this.isFree(time.barber, time.start, time.end)) throw new Error(`Chair ${time.barber} is taken at ${time.start}`);
    this.onDay(time.barber, dayOf(time.start)).push(time);
    return time;
  }

  /** The chair's busy time on a day, as the walk-in estimate reads it. */
  busyOn(barber: number, day: number): Interval[] {
    return this.onDay(barber, day)
      .filter((t) => t.holds)
      .map((t) => ({ startsAt: toDate(t.start), endsAt: toDate(t.end) }));
  }

}
