import type { AppContext } from '../../infra/context';
import type { AvailabilityScope } from '../../infra/realtime';
import type { BarberDayRow } from './repo';

/**
 * The inputs of one barber-day's slot grid, kept in memory (issue 30 item 4, ADR 0076). Reading them is one SQL
 * statement that, on PGlite, runs on the request's own thread: under load it was most of a slot request's cost.
 * Only the database's answer is kept, never the grid: the grid depends on the clock (times already past, the
 * booking window), so it is computed again on every request from the kept row and the current time.
 *
 * A kept row is dropped by every event that already refreshes open booking pages (Realtime.slotsChanged: a booking
 * made, moved, cancelled, paid or expired, an absence, a walk-in) and by the changes that reshape whole grids
 * (Realtime.availabilityChanged: a barber's hours, vacations or services, the shop's rules, the services), on this
 * instance and, through Redis, on every other. A change on another instance is heard only while the Redis link is
 * up: without it nothing is kept, and when it comes back everything is dropped (what was said meanwhile is lost).
 * Bookings never read through here: they read and check inside their own transaction.
 */
export interface SlotCacheKey {
  barberId: string;
  date: string;
  timeZone: string;
  serviceId?: string | undefined;
}

interface Entry {
  row: Promise<BarberDayRow | undefined>;
  at: number;
}

/** A safety net, not the invalidation: a change made outside the app (a script on the database) shows within it. */
export const SLOT_CACHE_MAX_AGE_MS = 60_000;
/** 50 barbers x 120 days x 3 services is 18,000 keys; the oldest go first beyond this. */
export const SLOT_CACHE_MAX_ENTRIES = 10_000;

export interface SlotCache {
  /** The row from memory when it is still current, else `load`'s (one read for everyone asking at once). */
  get(key: SlotCacheKey, load: () => Promise<BarberDayRow | undefined>): Promise<BarberDayRow | undefined>;
  forget(scope: AvailabilityScope): void;
  readonly size: number;
}

export function createSlotCache(options: { usable: () => boolean; now?: () => number }): SlotCache {
  const now = options.now ?? Date.now;
  // barberId -> "date serviceId timeZone" -> entry: a barber's days are dropped together or one by one.
  const barbers = new Map<string, Map<string, Entry>>();
  let size = 0;
  const remove = (barberId: string, key: string) => {
    const days = barbers.get(barberId);
    if (days?.delete(key)) size--;
    if (days?.size === 0) barbers.delete(barberId);
  };
  return {
    get size() {
      return size;
    },
    get(key, load) {
      if (!options.usable()) return load();
      const inner = `${key.date} ${key.serviceId ?? ''} ${key.timeZone}`;
      const days = barbers.get(key.barberId);
      const kept = days?.get(inner);
      if (kept && now() - kept.at < SLOT_CACHE_MAX_AGE_MS) return kept.row;
      if (kept) remove(key.barberId, inner);
      if (size >= SLOT_CACHE_MAX_ENTRIES) {
        const [oldest] = barbers.keys();
        if (oldest !== undefined) {
          size -= barbers.get(oldest)!.size;
          barbers.delete(oldest);
        }
      }
      // Kept before the read starts, so a change committed after this read's snapshot always finds it to drop.
      const entry: Entry = { row: load(), at: now() };
      const own = barbers.get(key.barberId) ?? new Map<string, Entry>();
      barbers.set(key.barberId, own);
      own.set(inner, entry);
      size++;
      // A failed read, or an unknown or inactive barber (their answer is an error), is not kept.
      const drop = () => {
        if (barbers.get(key.barberId)?.get(inner) === entry) remove(key.barberId, inner);
      };
      entry.row.then((row) => row ?? drop(), drop);
      return entry.row;
    },
    forget(scope) {
      if (scope === 'all') {
        barbers.clear();
        size = 0;
        return;
      }
      const days = barbers.get(scope.barberId);
      if (!days) return;
      if (!scope.dates) {
        size -= days.size;
        barbers.delete(scope.barberId);
        return;
      }
      const dates = new Set(scope.dates);
      for (const inner of [...days.keys()]) if (dates.has(inner.slice(0, 10))) remove(scope.barberId, inner);
    },
  };
}

/**
 * The app's own cache, made on first use and fed by its realtime events. Keyed by the context the composition root
 * builds once per app (app.ts), so two apps in one process (the tests) never share one.
 */
const caches = new WeakMap<AppContext, SlotCache>();
export function slotCacheOf(ctx: AppContext): SlotCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createSlotCache({ usable: () => ctx.realtime.hearsAllChanges() });
    const own = cache;
    ctx.realtime.onAvailabilityChanged((scope) => own.forget(scope));
    caches.set(ctx, cache);
  }
  return cache;
}
