import { WEEKDAYS, type Weekday } from '@barber/shared/domain/zoned-time';

/**
 * Opening hours typed in a terminal (`npm run setup -- --hours ...`): "lun-ven 09:00-19:00; sab 09:00-17:00".
 * Segments are separated by ';', each a day or a range of days (Italian or English, the first three letters
 * count) and one time range; days not named are closed.
 */
const DAY_NAMES: Record<string, Weekday> = {
  lun: 'monday',
  mar: 'tuesday',
  mer: 'wednesday',
  gio: 'thursday',
  ven: 'friday',
  sab: 'saturday',
  dom: 'sunday',
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

export interface OpeningDayText {
  day: Weekday;
  open: boolean;
  startTime: string | null;
  endTime: string | null;
}

const dayOf = (word: string): Weekday | undefined => DAY_NAMES[word.trim().toLowerCase().slice(0, 3)];
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;
const time = (text: string) => {
  const m = TIME.exec(text.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : undefined;
};

export function parseOpeningHours(text: string): { hours: OpeningDayText[] } | { error: string } {
  const open = new Map<Weekday, { startTime: string; endTime: string }>();
  for (const segment of text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^(\S+(?:\s*-\s*[^\s\d]\S*)?)\s+(\S+)\s*-\s*(\S+)$/.exec(segment);
    if (!match) return { error: `"${segment}": scrivi ad esempio "lun-ven 09:00-19:00"` };
    const [first, last] = match[1]!.split('-').map((d) => dayOf(d));
    const startTime = time(match[2]!);
    const endTime = time(match[3]!);
    if (!first || (match[1]!.includes('-') && !last))
      return { error: `"${segment}": giorno non riconosciuto (lun, mar, mer, gio, ven, sab, dom)` };
    if (!startTime || !endTime || startTime >= endTime)
      return { error: `"${segment}": orario non valido (es. 09:00-19:00)` };
    const from = WEEKDAYS.indexOf(first);
    const to = WEEKDAYS.indexOf(last ?? first);
    if (to < from) return { error: `"${segment}": l'intervallo di giorni va da lunedì verso domenica` };
    for (const day of WEEKDAYS.slice(from, to + 1)) open.set(day, { startTime, endTime });
  }
  if (open.size === 0) return { error: 'Indica almeno un giorno di apertura, es. "lun-ven 09:00-19:00"' };
  return {
    hours: WEEKDAYS.map((day) => {
      const hours = open.get(day);
      return hours ? { day, open: true, ...hours } : { day, open: false, startTime: null, endTime: null };
    }),
  };
}
