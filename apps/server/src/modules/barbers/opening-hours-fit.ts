import { clipWeekToOpeningHours, hoursOutsideShop, type OpeningDay } from '@barber/shared/domain/opening-hours';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import type { Weekday } from '@barber/shared/domain/zoned-time';
import type { Executor } from '../../db/client';
import * as mrepo from './management-repo';

export interface BarberOutsideHours {
  barberId: string;
  name: string;
  days: { day: Weekday; message: string }[];
}

/**
 * The active barbers whose week new shop hours would leave outside (issue 27 item 1), each with the days and why.
 * Read under the barbers' lock: inside the save's transaction this is exactly what the save fits.
 */
export async function barbersOutsideHours(exec: Executor, openingHours: readonly OpeningDay[]): Promise<BarberOutsideHours[]> {
  const weeks = await mrepo.lockActiveBarberWeeks(exec);
  return weeks.flatMap((b) => {
    const issues = hoursOutsideShop(b.workingHours, openingHours, fieldMessagesIt.openingHours);
    if (issues.length === 0) return [];
    const name = `${b.firstName} ${b.lastName}`.trim();
    return [{ barberId: b.id, name, days: issues.map((i) => ({ day: i.day, message: i.message })) }];
  });
}

/**
 * Fits each of these barbers' weeks inside the new shop hours (a later start, an earlier end, a day off where the
 * shop is closed), the rule ADR 0014 keeps: a barber works only while the shop is open. The owner confirmed the
 * list first; the caller tells each barber with the schedule-update email once the transaction commits. Answers
 * every active barber's id (new shop hours reshape all their grids).
 */
export async function fitBarbersToOpeningHours(
  exec: Executor,
  barberIds: readonly string[],
  openingHours: readonly OpeningDay[],
  now: Date,
): Promise<string[]> {
  const weeks = await mrepo.lockActiveBarberWeeks(exec);
  for (const b of weeks) {
    if (!barberIds.includes(b.id)) continue;
    await mrepo.updateBarber(exec, b.id, { workingHours: clipWeekToOpeningHours(b.workingHours, openingHours) }, now);
  }
  return weeks.map((b) => b.id);
}
