/**
 * A time zone's UTC offsets over a span of years, as a short list of changes, so a browser can tell the shop's
 * wall clock without Intl (ADR 0030): the first Intl.DateTimeFormat a page builds costs tens of milliseconds of
 * ICU loading on a phone, while the visitor waits for the booking page to answer. The build writes the table of
 * the default zone from Node's Intl; outside its span, or for another zone, zoned-time.ts asks Intl as before.
 */
export interface ZoneOffsetTable {
  /** The span the table answers for, epoch milliseconds [from, to). */
  from: number;
  to: number;
  /**
   * [minutes after `from` from which it applies, offset in minutes east of UTC]; the first is at 0. Minutes,
   * not epoch milliseconds, keep the table a few bytes shorter in every page's code.
   */
  changes: Array<[minutesAfterFrom: number, offsetMinutes: number]>;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const tables = new Map<string, ZoneOffsetTable>();

/** The web app registers the build's table of its default zone once, at start; no table forgets the zone's. */
export function registerZoneOffsets(timeZone: string, table: ZoneOffsetTable | undefined): void {
  if (table && table.changes.length > 0) tables.set(timeZone, table);
  else tables.delete(timeZone);
}

/** The table registered for a zone, if any. */
export function registeredZoneOffsets(timeZone: string): ZoneOffsetTable | undefined {
  return tables.get(timeZone);
}

/** The zone's offset at an instant, in minutes, when a registered table covers it; otherwise undefined. */
export function knownOffsetMinutes(epochMs: number, timeZone: string): number | undefined {
  const table = tables.get(timeZone);
  if (!table || epochMs < table.from || epochMs >= table.to) return undefined;
  const minutesAfterFrom = (epochMs - table.from) / MINUTE_MS;
  let offset: number | undefined;
  for (const [at, minutes] of table.changes) {
    if (at > minutesAfterFrom) break;
    offset = minutes;
  }
  return offset;
}

/**
 * Reads a zone's offsets from `offsetAt` (minutes at an epoch ms) every `stepMs` (an hour unless said), and finds
 * each change to the minute: zones change their offset at most a few times a year and always on a whole minute,
 * never twice within a day, so a step of a day finds the same changes with a 24th of the reads.
 */
export function buildZoneOffsetTable(
  from: number,
  to: number,
  offsetAt: (epochMs: number) => number,
  stepMs = HOUR_MS,
): ZoneOffsetTable {
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const changes: ZoneOffsetTable['changes'] = [[0, offsetAt(start)]];
  let previous = changes[0]![1];
  for (let hour = start + stepMs; hour < to; hour += stepMs) {
    const offset = offsetAt(hour);
    if (offset === previous) continue;
    // The first whole minute after hour - step that reads the new offset.
    let before = (hour - stepMs) / MINUTE_MS;
    let after = hour / MINUTE_MS;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetAt(middle * MINUTE_MS) === previous) before = middle;
      else after = middle;
    }
    changes.push([after - start / MINUTE_MS, offset]);
    previous = offset;
  }
  return { from: start, to, changes };
}
