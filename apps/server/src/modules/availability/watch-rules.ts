import { addDays, isDate, todayInZone } from '@barber/shared/domain/zoned-time';
import type { SlotsRoom } from '@barber/shared/realtime';
import type { AppContext } from '../../infra/context';
import { bookingSettings, shopTimeZone } from '../shop/index';
import { activeBarberIds as readActiveBarberIds } from './repo';

// Barbers change a few times a year; a watch message must not cost a query. An id not in the list refreshes
// it, at most once a second, so a barber added a moment ago can be watched at once.
const BARBERS_TTL_MS = 10_000;
const MISS_REFRESH_MS = 1_000;

/**
 * The public rule for socket rooms (infra/realtime.ts): an active barber and a day a customer could book,
 * today to today + the shop's booking window (its setting) in the shop's time zone, the same window as the slot engine's.
 * `ctx` is read lazily because the realtime server is created with the context it belongs to.
 */
export function publicWatchRule(ctx: () => AppContext): (room: SlotsRoom) => Promise<boolean> {
  let cache: { at: number; ids: Promise<Set<string>> } | undefined;
  const activeBarberIds = (maxAgeMs: number) => {
    const now = Date.now();
    if (!cache || now - cache.at >= maxAgeMs) {
      const ids = readActiveBarberIds(ctx().db).then((rows) => new Set(rows.map((r) => r.id.toLowerCase())));
      const entry = { at: now, ids };
      cache = entry;
      // A failed query is not kept: the next watch asks again.
      ids.catch(() => {
        if (cache === entry) cache = undefined;
      });
    }
    return cache.ids;
  };
  return async (room) => {
    const c = ctx();
    if (!isDate(room.date)) return false;
    const today = todayInZone(c.now(), await shopTimeZone(c));
    const { windowDays } = await bookingSettings(c);
    if (room.date < today || room.date > addDays(today, windowDays)) return false;
    const id = room.barberId.toLowerCase();
    return (await activeBarberIds(BARBERS_TTL_MS)).has(id) || (await activeBarberIds(MISS_REFRESH_MS)).has(id);
  };
}
