import { isTime, minutesToTime, timeToMinutes } from '@barber/shared/domain/zoned-time';

/**
 * The times a TimeField offers and the times a person can type, always 24-hour "HH:MM" (an English browser's
 * native time input says "09:00 AM").
 */
export function timeOptions(step = 15, min = '00:00', max = '23:59'): string[] {
  const out: string[] = [];
  const from = isTime(min) ? timeToMinutes(min) : 0;
  const to = isTime(max) ? timeToMinutes(max) : 1439;
  const first = Math.ceil(from / step) * step;
  for (let m = first; m <= to && m < 1440; m += step) out.push(minutesToTime(m));
  return out;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Typed text -> "HH:MM", or null while it is not a time: "9" and "09" are 09:00, "930" 09:30, "0930", "9:30",
 * "9.30", "9,30" and "9h30" too. Hours 0-23, minutes 0-59.
 */
export function parseTypedTime(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  const parts =
    /^(\d{1,2})\s*[:.,h]\s*(\d{2})$/.exec(text) ?? /^(\d{1,2})(\d{2})$/.exec(text) ?? /^(\d{1,2})$/.exec(text);
  if (!parts) return null;
  const hours = Number(parts[1]);
  const minutes = parts[2] === undefined ? 0 : Number(parts[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${pad2(hours)}:${pad2(minutes)}`;
}

/** The option to highlight for a time: the first one at or after it, else the last. */
export function nearestOption(options: readonly string[], time: string): number {
  if (options.length === 0) return -1;
  const index = options.findIndex((option) => option >= time);
  return index === -1 ? options.length - 1 : index;
}
