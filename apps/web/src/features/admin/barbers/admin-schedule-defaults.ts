import { DEFAULT_WORKING_HOURS, type WorkingDay } from '@barber/shared/domain/working-hours';
import { completeWeek } from '../../../components/schedule/working-hours-rules';

/** The admin editor's lunch break when 'Pausa Pranzo' is ticked (spec 002 section 4). */
export const ADMIN_DEFAULT_BREAK = { start: '12:00', end: '12:30' };

/** Mon-Fri 09:00-19:00, Sat 09:00-17:00, Sun off, break 12:00-12:30: a fresh copy each time. */
export const adminDefaultWeek = (): WorkingDay[] => completeWeek(DEFAULT_WORKING_HOURS as WorkingDay[]);
