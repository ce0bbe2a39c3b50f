// Last-minute fill (issue 29 item 3, ADR 0069): who is a regular due for a visit, how many offers one person may get,
// and which freed times are worth offering. Pure: the server reads the clock and the history and passes them in.

const DAY_MS = 86_400_000;

/** A freed time is offered only if it starts within this many hours: later ones fill the ordinary way. */
export const FILL_WINDOW_HOURS = 24;
/** Nor if it starts sooner than this: nobody gets to the shop from a message in less. */
export const FILL_MIN_LEAD_MINUTES = 30;
/** Past visits a customer needs before their usual interval means anything. */
export const MIN_VISITS = 3;
/** The usual interval is the median gap of this many latest visits at most: habits change, old ones fade. */
export const RECENT_VISITS = 6;
/** Offers one customer may get in any 7 days (a rolling week): an offer is a favour, not a newsletter. */
export const OFFERS_PER_WEEK = 1;
/** People told of one freed time at most: enough for someone to tap, not so many that most meet 'già prenotato'. */
export const MAX_OFFERS_PER_TIME = 10;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The customer's usual interval between visits in days: the median gap between their latest RECENT_VISITS visits
 * (two visits the same day count once). Null with fewer than MIN_VISITS visits: no habit to go by.
 */
export function usualIntervalDays(visits: readonly Date[]): number | null {
  const days = [...new Set(visits.map((v) => Math.floor(v.getTime() / DAY_MS)))].sort((a, b) => a - b).slice(-RECENT_VISITS);
  if (days.length < MIN_VISITS) return null;
  const gaps = days.slice(1).map((day, i) => day - days[i]!);
  return median(gaps);
}

export interface RegularHistory {
  /** Start times of their past visits (completed, or confirmed and over): no-shows and cancellations are not visits. */
  visits: readonly Date[];
  /** Whether they already have an appointment ahead: then they are not waiting for one. */
  hasFutureAppointment: boolean;
}

/**
 * How overdue a regular is: days since the last visit over their usual interval (1 = due today, 1.5 = half an
 * interval late). Null when they are not due: too few visits, a booking ahead, or their interval not yet passed.
 */
export function dueRatio(history: RegularHistory, now: Date): number | null {
  if (history.hasFutureAppointment) return null;
  const interval = usualIntervalDays(history.visits);
  if (interval === null || interval <= 0) return null;
  const last = Math.max(...history.visits.map((v) => v.getTime()));
  const since = (now.getTime() - last) / DAY_MS;
  return since >= interval ? since / interval : null;
}

export const isDue = (history: RegularHistory, now: Date): boolean => dueRatio(history, now) !== null;

/** Whether one more offer stays within OFFERS_PER_WEEK, given when the earlier ones were sent. */
export function underWeeklyLimit(sentAt: readonly Date[], now: Date): boolean {
  const weekAgo = now.getTime() - 7 * DAY_MS;
  return sentAt.filter((at) => at.getTime() > weekAgo && at.getTime() <= now.getTime()).length < OFFERS_PER_WEEK;
}

/** Whether a freed time starting at `startsAt` is one the fill offers: within the window, not too soon. */
export function inFillWindow(startsAt: Date, now: Date): boolean {
  const ahead = startsAt.getTime() - now.getTime();
  return ahead >= FILL_MIN_LEAD_MINUTES * 60_000 && ahead <= FILL_WINDOW_HOURS * 3_600_000;
}
