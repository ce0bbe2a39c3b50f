import { clipToOpeningHours, shopBreakOf, type OpeningDay } from '@barber/shared/domain/opening-hours';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { WEEKDAYS, type Weekday } from '@barber/shared/domain/zoned-time';
import { formatTimeRange } from '../../lib/format';
import { it } from '../../i18n/it';

/** One line of a barber's week: the days it covers ('Mar–Sab', 'Lun, Gio') and their hours, or a day off. */
export interface WeekLine {
  days: string;
  /** '09:00–18:00'; null on days off. */
  hours: string | null;
  /** The breaks inside those hours ('12:30–13:30'); empty without one. */
  breaks: string[];
}

const short = (day: Weekday) => it.daysShort[day];

interface Span {
  start: string;
  end: string;
}

/**
 * The hours a customer can book with the barber on one weekday: their own, inside the shop's opening hours, with
 * their break and the shop's (the slot engine's reading, ADR 0014 and 0049). Null on a day off.
 */
function bookableDay(days: readonly WorkingDay[], openingHours: readonly OpeningDay[] | undefined, weekday: Weekday) {
  const own = days.find((d) => d.day === weekday);
  if (!own) return null;
  const day = clipToOpeningHours(own, openingHours);
  if (!day.isWorking || !day.startTime || !day.endTime) return null;
  const { startTime: start, endTime: end } = day;
  const shopBreak = shopBreakOf(openingHours, weekday);
  const breaks: Span[] = [
    ...(day.hasBreak && day.breakStart && day.breakEnd ? [{ start: day.breakStart, end: day.breakEnd }] : []),
    ...(shopBreak ? [{ start: shopBreak.startTime, end: shopBreak.endTime }] : []),
  ]
    // Only the part inside the day counts; two breaks that touch or overlap are one.
    .map((b) => ({ start: b.start < start ? start : b.start, end: b.end > end ? end : b.end }))
    .filter((b) => b.start < b.end)
    .sort((a, b) => a.start.localeCompare(b.start))
    .reduce<Span[]>((merged, b) => {
      const last = merged.at(-1);
      if (last && b.start <= last.end) last.end = b.end > last.end ? b.end : last.end;
      else merged.push({ ...b });
      return merged;
    }, []);
  return { hours: formatTimeRange(start, end), breaks: breaks.map((b) => formatTimeRange(b.start, b.end)) };
}

/** 'Mar–Sab' for a run of consecutive days, 'Lun, Gio' for days apart, in the week's order. */
function dayList(indexes: number[]): string {
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  return runs
    .map((run) => {
      const [first, last] = [WEEKDAYS[run[0]!]!, WEEKDAYS[run.at(-1)!]!];
      return run.length === 1 ? short(first) : `${short(first)}–${short(last)}`;
    })
    .join(', ');
}

/**
 * A barber's own week in a few lines for the home page's team: days with the same hours and breaks share a line
 * ('Mar–Ven 10:00–19:00, pausa 13:00–14:00'), then the days off. Never the shop's hours: a day the barber does not
 * work is a day off even when the shop is open.
 */
export function barberWeek(workingHours: readonly WorkingDay[], openingHours?: readonly OpeningDay[]): WeekLine[] {
  const groups = new Map<string, { hours: string | null; breaks: string[]; days: number[] }>();
  WEEKDAYS.forEach((weekday, index) => {
    const day = bookableDay(workingHours, openingHours, weekday);
    const key = day ? `${day.hours} ${day.breaks.join(' ')}` : 'off';
    const group = groups.get(key) ?? { hours: day?.hours ?? null, breaks: day?.breaks ?? [], days: [] };
    group.days.push(index);
    groups.set(key, group);
  });
  const working = [...groups.values()].filter((g) => g.hours !== null);
  const off = groups.get('off');
  return [...working, ...(off && working.length > 0 ? [off] : [])].map((g) => ({
    days: dayList(g.days),
    hours: g.hours,
    breaks: g.breaks,
  }));
}
