import { formatShortDate } from '@barber/shared/messages/format-it';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { sqlState } from '../../db/client';
import { AppError, type FieldError } from '../../infra/errors';

interface Period {
  startDate: string;
  endDate: string;
}

const overlapError = (errors: FieldError[]) => new AppError('VALIDATION', errors[0]!.message, errors);

/**
 * Two vacations of one barber never share a day (issue 27 item 11, ADR 0058). The editors send the whole list:
 * a period that overlaps another is refused on the period that is new (the one not in `stored`), and the message
 * names the other's dates (dd.mm.yyyy in every language), so the person sees which vacation is in the way. Nothing
 * is saved. The catalogue's function writes it, so a German, French or English caller reads it in their language.
 */
export function assertNoVacationOverlap(periods: readonly Period[], stored: readonly Period[] = []) {
  const isStored = (p: Period) => stored.some((s) => s.startDate === p.startDate && s.endDate === p.endDate);
  for (let i = 0; i < periods.length; i += 1) {
    for (let j = i + 1; j < periods.length; j += 1) {
      const a = periods[i]!;
      const b = periods[j]!;
      if (a.startDate > b.endDate || b.startDate > a.endDate) continue;
      // Blame the new one of the two (the later one in the list when both are new or both stored).
      const [blamed, other] = isStored(b) && !isStored(a) ? [i, b] : [j, a];
      const message = fieldMessagesIt.staff.vacationOverlap(formatShortDate(other.startDate), formatShortDate(other.endDate));
      throw overlapError([{ field: `vacations.${blamed}.startDate`, message }]);
    }
  }
}

/** The exclusion constraint of migration 0027 answers a race (two saves at once) with the same refusal. */
export async function savingVacations<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) !== '23P01') throw error;
    const message = fieldMessagesIt.staff.vacationOverlapUnknown;
    throw overlapError([{ field: 'vacations', message }]);
  }
}
