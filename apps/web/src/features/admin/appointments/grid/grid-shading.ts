import { timeToMinutes, weekdayOf } from '@barber/shared/domain/zoned-time';
import type { TemporaryAbsence } from '@barber/shared/schemas/absences';
import type { Barber } from '@barber/shared/schemas/catalog';
import type { DayBounds } from './grid-time';

export type ShadeKind = 'closed' | 'break' | 'vacation' | 'absence';

/** A shaded stretch of a barber's column, in wall-clock minutes. */
export interface Shade {
  kind: ShadeKind;
  start: number;
  end: number;
}

type BarberDay = Pick<Barber, '_id' | 'workingHours' | 'vacations'>;
type Absence = Pick<TemporaryAbsence, 'startTime' | 'endTime' | 'barberId'>;

/**
 * What a barber's column shades on a day: outside their hours, their break, a vacation (the whole day) and
 * the temporary absences that are theirs or the whole studio's. The grid shows them; the server still decides.
 */
export function shadesFor(barber: BarberDay, date: string, bounds: DayBounds, absences: readonly Absence[]): Shade[] {
  const whole = { start: bounds.start, end: bounds.end };
  if (barber.vacations.some((v) => v.startDate <= date && date <= v.endDate)) return [{ kind: 'vacation', ...whole }];
  const day = barber.workingHours.find((d) => d.day === weekdayOf(date));
  if (!day?.isWorking || !day.startTime || !day.endTime) return [{ kind: 'closed', ...whole }];
  const shades: Shade[] = [];
  const open = timeToMinutes(day.startTime);
  const close = timeToMinutes(day.endTime);
  if (open > bounds.start) shades.push({ kind: 'closed', start: bounds.start, end: open });
  if (close < bounds.end) shades.push({ kind: 'closed', start: close, end: bounds.end });
  if (day.hasBreak && day.breakStart && day.breakEnd) {
    shades.push({ kind: 'break', start: timeToMinutes(day.breakStart), end: timeToMinutes(day.breakEnd) });
  }
  for (const absence of absences) {
    if (absence.barberId !== null && absence.barberId !== barber._id) continue;
    shades.push({ kind: 'absence', start: timeToMinutes(absence.startTime), end: timeToMinutes(absence.endTime) });
  }
  return shades;
}
