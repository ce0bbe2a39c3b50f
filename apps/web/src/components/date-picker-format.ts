/**
 * What a person reads and types in a date field: "dd.mm.yyyy" and Italian names, whatever the browser's language
 * (issue 17, item 7). Values are shop-local dates "YYYY-MM-DD". Kept apart from the calendar's arithmetic
 * (date-picker-dates.ts), which loads only when the calendar opens.
 */
export const MONTHS_IT = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

/** Monday first, as in Switzerland: short for the grid's heads, long for what a screen reader says. */
export const WEEKDAYS_SHORT_IT = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'] as const;
export const WEEKDAYS_LONG_IT = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'] as const;

export const pad2 = (n: number) => String(n).padStart(2, '0');

export function parts(date: string): [year: number, month: number, day: number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(date: string): number {
  const [y, m, d] = parts(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** True for a real calendar date "YYYY-MM-DD" (not 2026-02-31). */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = parts(value);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** "2026-11-23" -> "23.11.2026"; anything that is not a date -> "". */
export function toDisplayDate(date: string): string {
  if (!isDate(date)) return '';
  const [y, m, d] = parts(date);
  return `${pad2(d)}.${pad2(m)}.${y}`;
}

/** "2026-11-23" -> "lun" (shown before the digits). */
export const shortWeekday = (date: string): string => (isDate(date) ? WEEKDAYS_SHORT_IT[weekdayIndex(date)]! : '');

/** "2026-11-23" -> "lunedì 23 novembre 2026", the name of a day in the grid. */
export function longDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${WEEKDAYS_LONG_IT[weekdayIndex(date)]} ${d} ${MONTHS_IT[m - 1]} ${y}`;
}

export function isoOf(year: number, month: number, day: number): string | null {
  const date = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
  return isDate(date) ? date : null;
}

/**
 * What a person typed -> "YYYY-MM-DD", or null while it is not a whole real date yet. Accepts "23.11.2026",
 * "23.11.26", "23/11/2026", "23-11-2026", "23 11 2026", "23112026" and the ISO form "2026-11-23" (pasted).
 */
export function parseTypedDate(raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const swiss = /^(\d{1,2})[./\-, ]+(\d{1,2})[./\-, ]+(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!swiss) return null;
  const year = swiss[3]!.length === 2 ? 2000 + Number(swiss[3]) : Number(swiss[3]);
  return isoOf(year, Number(swiss[2]), Number(swiss[1]));
}

/** Whether a date lies within the optional limits (both inclusive). */
export const inRange = (date: string, min?: string, max?: string): boolean =>
  (!min || date >= min) && (!max || date <= max);

