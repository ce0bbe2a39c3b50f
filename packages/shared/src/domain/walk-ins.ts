// The walk-in queue's rules, 'Senza Appuntamento' (issue 29 item 1, ADR 0063): which status may follow which, and
// how long each person in the queue waits. Pure functions: the server reads the clock and the calendar (the
// barbers' hours, breaks, absences, booked appointments and the walk-ins in service) and passes them in.
import { dayHours, type Interval, type SlotEngineInput } from './slot-engine';
import { zonedToUtc, minutesToTime, isTime } from './zoned-time';

export const WALK_IN_STATUSES = ['waiting', 'called', 'in_service', 'done', 'no_show'] as const;
export type WalkInStatus = (typeof WALK_IN_STATUSES)[number];

/** Waiting for a chair: the queue the positions count. In service is no longer in the queue, but holds a chair. */
export const QUEUED_WALK_IN_STATUSES: readonly WalkInStatus[] = ['waiting', 'called'];

/**
 * 'Chiama il prossimo' (called), 'Inizia' (in_service, also straight from waiting when the customer is at the
 * chair already), 'Fatto' (done), 'Non presente' (no_show, only before the service starts). Done and no-show end it.
 */
export const WALK_IN_TRANSITIONS: Readonly<Record<WalkInStatus, readonly WalkInStatus[]>> = {
  waiting: ['called', 'in_service', 'no_show'],
  called: ['in_service', 'no_show'],
  in_service: ['done'],
  done: [],
  no_show: [],
};

export const canMoveWalkIn = (from: WalkInStatus, to: WalkInStatus): boolean => WALK_IN_TRANSITIONS[from].includes(to);

/** One barber's chair for today: when it is open at all, and what already takes its time. */
export interface WalkInChair {
  barberId: string;
  /** The services this barber offers. */
  serviceIds: readonly string[];
  /** The barber's hours today (null: not working today). */
  open: Interval | null;
  /** Booked appointments, walk-ins in service, breaks and absences: the chair is not free then. */
  busy: readonly Interval[];
}

export interface QueuedWalkIn {
  id: string;
  serviceId: string;
  durationMinutes: number;
  /** The barber asked for; null: whoever is free first. */
  barberId: string | null;
}

export interface WalkInPlacement {
  id: string;
  /** 1 for the first in the queue. */
  position: number;
  /** The chair they are expected to take, and when; null: no chair has room for them today. */
  barberId: string | null;
  startsAt: Date | null;
  /** Whole minutes from now, rounded up; null when no chair has room today. */
  waitMinutes: number | null;
}

const MINUTE_MS = 60_000;

/**
 * The earliest start at or after `now` where `durationMinutes` fit inside the open hours without touching anything
 * busy; null when the rest of the day has no such gap.
 */
export function earliestFit(now: Date, open: Interval | null, busy: readonly Interval[], durationMinutes: number): Date | null {
  if (!open) return null;
  const length = durationMinutes * MINUTE_MS;
  let start = Math.max(open.startsAt.getTime(), now.getTime());
  // Sorted by start, one pass is enough: the start only moves forward, past each interval it would touch.
  const sorted = [...busy].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const b of sorted) {
    if (start < b.endsAt.getTime() && b.startsAt.getTime() < start + length) start = b.endsAt.getTime();
  }
  return start + length <= open.endsAt.getTime() ? new Date(start) : null;
}

/**
 * Each queued walk-in, in arrival order, takes the chair that frees first for their service (the asked-for barber's
 * only, when they asked for one): after the appointments booked there, the services in progress and the people
 * ahead of them, who are placed first. Their wait is the time until that start.
 */
export function estimateWalkInQueue(now: Date, chairs: readonly WalkInChair[], queue: readonly QueuedWalkIn[]): WalkInPlacement[] {
  const taken = new Map(chairs.map((chair) => [chair.barberId, [...chair.busy]]));
  return queue.map((walkIn, index) => {
    let best: { barberId: string; start: Date } | null = null;
    for (const chair of chairs) {
      if (walkIn.barberId && chair.barberId !== walkIn.barberId) continue;
      if (!chair.serviceIds.includes(walkIn.serviceId)) continue;
      const start = earliestFit(now, chair.open, taken.get(chair.barberId) ?? [], walkIn.durationMinutes);
      if (start && (!best || start < best.start)) best = { barberId: chair.barberId, start };
    }
    if (!best) return { id: walkIn.id, position: index + 1, barberId: null, startsAt: null, waitMinutes: null };
    const endsAt = new Date(best.start.getTime() + walkIn.durationMinutes * MINUTE_MS);
    taken.get(best.barberId)?.push({ startsAt: best.start, endsAt });
    const waitMinutes = Math.max(0, Math.ceil((best.start.getTime() - now.getTime()) / MINUTE_MS));
    return { id: walkIn.id, position: index + 1, barberId: best.barberId, startsAt: best.start, waitMinutes };
  });
}

/**
 * The wait someone arriving now would have: behind the whole queue, for the service that can start soonest (the
 * home page's 'Attesa attuale'). Null when no service fits anywhere today.
 */
export function currentWalkInWait(
  now: Date,
  chairs: readonly WalkInChair[],
  queue: readonly QueuedWalkIn[],
  services: readonly { id: string; durationMinutes: number }[],
): number | null {
  let best: number | null = null;
  for (const service of services) {
    const newcomer = { id: '', serviceId: service.id, durationMinutes: service.durationMinutes, barberId: null };
    const wait = estimateWalkInQueue(now, chairs, [...queue, newcomer]).at(-1)?.waitMinutes ?? null;
    if (wait !== null && (best === null || wait < best)) best = wait;
  }
  return best;
}

/** A wait as people say it: rounded up to 5 minutes ('circa 20 min'). */
export const roundWait = (minutes: number): number => Math.ceil(minutes / 5) * 5;

/**
 * A barber's chair today from the slot engine's own input for that day: the hours (none on a day off or on
 * vacation), with the barber's break, the shop's break and the absences as busy time beside the appointments.
 */
export function chairOfDay(
  barberId: string,
  serviceIds: readonly string[],
  day: Omit<SlotEngineInput, 'durationMinutes' | 'now'>,
): WalkInChair {
  const hours = day.workingDay?.isWorking ? dayHours(day.workingDay) : null;
  const onVacation = day.vacations.some((v) => v.startDate <= day.date && day.date <= v.endDate);
  if (!hours || onVacation) return { barberId, serviceIds, open: null, busy: [] };
  const at = (minutes: number) => zonedToUtc(day.date, minutesToTime(minutes), day.timeZone);
  const busy: Interval[] = [...day.busy];
  if (hours.break) busy.push({ startsAt: at(hours.break.start), endsAt: at(hours.break.end) });
  const local = (time: string) => zonedToUtc(day.date, time, day.timeZone);
  const shopBreak = day.shopBreak;
  if (shopBreak && isTime(shopBreak.startTime) && isTime(shopBreak.endTime) && shopBreak.startTime < shopBreak.endTime) {
    busy.push({ startsAt: local(shopBreak.startTime), endsAt: local(shopBreak.endTime) });
  }
  for (const a of day.absences) {
    if (a.date === day.date && isTime(a.startTime) && isTime(a.endTime)) {
      busy.push({ startsAt: local(a.startTime), endsAt: local(a.endTime) });
    }
  }
  return { barberId, serviceIds, open: { startsAt: at(hours.start), endsAt: at(hours.end) }, busy };
}
