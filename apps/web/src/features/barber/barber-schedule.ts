import { dayOff, type WorkingDay } from '@barber/shared/domain/working-hours';
import { WEEKDAYS } from '@barber/shared/domain/zoned-time';
import { barber as b } from '../../i18n/barber';

/** The barber tab's break when 'Pausa Pranzo' is ticked (spec 002 section 4, the barber panel's reading). */
export const BARBER_DEFAULT_BREAK = { start: '12:00', end: '13:00' };

/** When nothing is stored: every day but Sunday 09:00-19:00 (Saturday to 17:00), break 12:00-13:00. */
export function barberDefaultWeek(): WorkingDay[] {
  return WEEKDAYS.map((day) =>
    day === 'sunday'
      ? dayOff(day)
      : {
          day,
          isWorking: true,
          startTime: '09:00',
          endTime: day === 'saturday' ? '17:00' : '19:00',
          hasBreak: true,
          breakStart: BARBER_DEFAULT_BREAK.start,
          breakEnd: BARBER_DEFAULT_BREAK.end,
        },
  );
}

/**
 * The save-time checks of the barber tab with its own texts (spec 002 section 5): missing hours first, then a
 * break without times. Other problems (order, break outside hours) are shown per day by the editor.
 */
export function scheduleSaveMessage(days: readonly WorkingDay[]): string | null {
  const working = days.filter((d) => d.isWorking);
  if (working.some((d) => !d.startTime || !d.endTime)) return b.schedule.hoursRequired;
  if (working.some((d) => d.hasBreak && (!d.breakStart || !d.breakEnd))) return b.schedule.breakRequired;
  return null;
}
