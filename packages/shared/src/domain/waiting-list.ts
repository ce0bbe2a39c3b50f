// The waiting list's rules (issue 13, ADR 0018): which freed time an entry is offered, in which order entries get
// their turn, and when an entry expires. Pure functions: the server reads the clock and the database and passes
// them in, so the same rules are tested here without either.
import { addDays, timeToMinutes, todayInZone, utcToZoned, weekdayOf, zonedToUtc, type Weekday } from './zoned-time';

export const WAITING_STATUSES = ['pending', 'notified', 'booked', 'expired'] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

export const WAITING_TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type WaitingTimeSlot = (typeof WAITING_TIME_SLOTS)[number];

/** The days the customer's form offers (001 section 9: monday to saturday). */
export const WAITING_FORM_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Shop-local windows, start included, end excluded (001 section 5 and 9). */
export const WAITING_SLOT_WINDOWS: Readonly<Record<WaitingTimeSlot, { from: string; to: string }>> = {
  morning: { from: '09:00', to: '12:00' },
  afternoon: { from: '13:00', to: '17:00' },
  evening: { from: '17:00', to: '19:00' },
};

/** An entry waits 30 days from its request at most. */
export const WAITING_ENTRY_DAYS = 30;
/** How long a freed slot is held for the entry it was offered to before it passes to the next one. */
export const WAITING_OFFER_MINUTES = 30;

export interface WaitingPreferences {
  /** Empty: any day. */
  preferredDays: readonly string[];
  /** Empty: any time of the day. */
  preferredTimeSlots: readonly string[];
}

/** The entry wants this shop-local day and start time: the weekday is one it chose, the start inside a chosen window. */
export function fitsPreferences(prefs: WaitingPreferences, date: string, time: string): boolean {
  if (prefs.preferredDays.length > 0 && !prefs.preferredDays.includes(weekdayOf(date))) return false;
  if (prefs.preferredTimeSlots.length === 0) return true;
  const minutes = timeToMinutes(time);
  return prefs.preferredTimeSlots.some((slot) => {
    const window = WAITING_SLOT_WINDOWS[slot as WaitingTimeSlot];
    return !!window && minutes >= timeToMinutes(window.from) && minutes < timeToMinutes(window.to);
  });
}

export interface FreedTime {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The start time to offer an entry inside a freed time, or null. `available` are the start times the slot engine
 * offers for the entry's service on that barber-day (so the service's whole duration fits, inside hours, outside
 * breaks, absences and other bookings). The offered appointment must overlap the freed time (it is that time being
 * passed on, not any free time of the day) and fit the entry's preferences; the start nearest the freed start wins,
 * the earlier one on a tie.
 */
export function pickOfferStart(input: {
  date: string;
  timeZone: string;
  durationMinutes: number;
  available: readonly string[];
  freed: FreedTime;
  prefs: WaitingPreferences;
  /** The last shop-local date the entry still waits for. */
  lastDate: string;
}): string | null {
  if (input.date > input.lastDate) return null;
  const freedStart = input.freed.startsAt.getTime();
  const freedEnd = input.freed.endsAt.getTime();
  let best: { time: string; distance: number; start: number } | null = null;
  for (const time of input.available) {
    const start = zonedToUtc(input.date, time, input.timeZone).getTime();
    const end = start + input.durationMinutes * 60_000;
    if (!(start < freedEnd && end > freedStart)) continue;
    if (!fitsPreferences(input.prefs, input.date, time)) continue;
    const distance = Math.abs(start - freedStart);
    if (!best || distance < best.distance || (distance === best.distance && start < best.start)) {
      best = { time, distance, start };
    }
  }
  return best?.time ?? null;
}

export interface QueuedEntry {
  id: string;
  createdAt: Date;
}

/** The hand-over order: the oldest request first; the id breaks a tie so every instance agrees. */
export function byTurn<T extends QueuedEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** When a new entry stops waiting: 30 days after its request. */
export function entryExpiresAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + WAITING_ENTRY_DAYS * 24 * 60 * 60_000);
}

/** The last shop-local date an entry waits for (the date of its expiry instant). */
export function lastWaitingDate(expiresAt: Date, timeZone: string): string {
  return utcToZoned(expiresAt, timeZone).date;
}

/**
 * An entry has expired when its 30 days are over, or when none of its preferred days is left before then (today
 * counts: a slot can still free up later today).
 */
export function isEntryExpired(entry: { expiresAt: Date; preferredDays: readonly string[] }, now: Date, timeZone: string): boolean {
  if (entry.expiresAt.getTime() <= now.getTime()) return true;
  if (entry.preferredDays.length === 0) return false;
  const today = todayInZone(now, timeZone);
  const last = lastWaitingDate(entry.expiresAt, timeZone);
  for (let date = today; date <= last; date = addDays(date, 1)) {
    if (entry.preferredDays.includes(weekdayOf(date))) return false;
    // A week covers every weekday: no need to look further.
    if (date >= addDays(today, 6)) break;
  }
  return true;
}
