import { hoursOutsideShop, type OpeningDay } from '@barber/shared/domain/opening-hours';
import { fieldMessagesIt } from '@barber/shared/messages/fields-it';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import type { Executor } from '../../db/client';
import { AppError } from '../../infra/errors';
import { activeBarberWeeks } from './repo';

/**
 * New shop hours must still hold every active barber's week (ADR 0014): a change that would leave a barber
 * working while the shop is closed is refused, naming the barber, the day and the new hours, rather than
 * clipping someone's schedule behind their back. The slot engine clips anyway, so nothing is ever offered
 * outside the shop's hours.
 */
export async function assertBarbersInsideOpeningHours(exec: Executor, openingHours: readonly OpeningDay[]) {
  const barbers = await activeBarberWeeks(exec);
  for (const b of barbers) {
    const [issue] = hoursOutsideShop(b.working_hours, openingHours, fieldMessagesIt.openingHours);
    if (!issue) continue;
    const message = fieldMessagesIt.openingHours.barberOutside(`${b.first_name} ${b.last_name}`, issue.message);
    throw new AppError('VALIDATION', message, [
      { field: `shop.openingHours.${WEEKDAYS.indexOf(issue.day)}.startTime`, message },
    ]);
  }
}
