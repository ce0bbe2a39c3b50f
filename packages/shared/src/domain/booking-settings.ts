/**
 * How customers may book, set by the owner in 'Impostazioni' (issue 27 item 1, ADR 0049): how many days ahead,
 * until how many hours before the appointment they may change or cancel it online, and the grid's step. The
 * bounds are the database's (migration 0023's CHECKs); the defaults are the values the product had as constants.
 * No zod here: the web app reads these without the validation library.
 */
export const BOOKING_WINDOW_BOUNDS = { min: 1, max: 365, default: 30 } as const;
export const CHANGE_NOTICE_BOUNDS = { min: 0, max: 168, default: 24 } as const;
/** Steps that divide an hour, so every hour starts on the grid. */
export const SLOT_STEP_CHOICES: readonly number[] = [5, 10, 15, 20, 30, 60];
export const SLOT_STEP_DEFAULT = 15;

export interface BookingSettings {
  /** Customers may book from today up to today + windowDays (shop-local dates). */
  windowDays: number;
  /** Online changes and cancellations stop this many hours before the start (at exactly that many: too late). */
  changeNoticeHours: number;
  /** Minutes between two start times of the booking grid. */
  slotStepMinutes: number;
}

export const DEFAULT_BOOKING_SETTINGS: Readonly<BookingSettings> = Object.freeze({
  windowDays: BOOKING_WINDOW_BOUNDS.default,
  changeNoticeHours: CHANGE_NOTICE_BOUNDS.default,
  slotStepMinutes: SLOT_STEP_DEFAULT,
});
