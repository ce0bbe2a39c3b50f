import { timeToMinutes, weekdayOf, WEEKDAYS } from '@barber/shared/domain/zoned-time';
import type { TemporaryAbsence } from '@barber/shared/schemas/absences';
import type { Appointment } from '@barber/shared/schemas/appointments';
import type { Barber } from '@barber/shared/schemas/catalog';
import { formatDate } from '../../../../lib/format';
import { calendarGrid } from '../../../../i18n/admin-calendar';
import { barberName } from '../../catalog-queries';
import { shadesFor } from './grid-shading';
import { dayBounds, type DayBounds } from './grid-time';
import type { GridColumnSpec } from './time-grid';

const spanOf = (a: Appointment) => ({ start: timeToMinutes(a.time), end: timeToMinutes(a.time) + a.duration });

/** The barbers a day shows: the chosen one, or every active barber plus any inactive one with appointments. */
export function visibleBarbers(barbers: readonly Barber[], appointments: readonly Appointment[], barberId: string): Barber[] {
  // A barber the list does not know (removed, or the list failed) still gets a column: nothing booked is hidden.
  const known = new Set(barbers.map((b) => b._id));
  const unknown = new Map(appointments.filter((a) => !known.has(a.barber._id)).map((a) => [a.barber._id, a.barber]));
  const all = [...barbers, ...[...unknown.values()].map(placeholderBarber)];
  if (barberId) return all.filter((b) => b._id === barberId);
  const booked = new Set(appointments.map((a) => a.barber._id));
  return all.filter((b) => b.isActive || booked.has(b._id));
}

function placeholderBarber(barber: Appointment['barber']): Barber {
  return { ...barber, bio: null, services: [], serviceIds: [], workingHours: [], vacations: [], email: '', phone: '', isActive: false, userId: null };
}

/** Day view: one column per barber on one date. */
export function dayColumns(
  date: string,
  barbers: readonly Barber[],
  appointments: readonly Appointment[],
  absences: readonly TemporaryAbsence[],
): { columns: GridColumnSpec[]; bounds: DayBounds } {
  const ofDay = appointments.filter((a) => a.date === date);
  const bounds = dayBounds(date, barbers, ofDay.map(spanOf));
  const columns = barbers.map((barber) => ({
    key: barber._id,
    label: barberName(barber),
    date,
    barberId: barber._id,
    barberName: barberName(barber),
    appointments: ofDay.filter((a) => a.barber._id === barber._id),
    shades: shadesFor(barber, date, bounds, absences),
  }));
  return { columns, bounds };
}

/** Week view of one barber: one column per day (absences are shown in the day view). */
export function weekColumns(
  dates: readonly string[],
  barber: Barber,
  appointments: readonly Appointment[],
): { columns: GridColumnSpec[]; bounds: DayBounds } {
  const all = dates.map((date) => dayBounds(date, [barber], appointments.filter((a) => a.date === date).map(spanOf)));
  const bounds = { start: Math.min(...all.map((b) => b.start)), end: Math.max(...all.map((b) => b.end)) };
  const columns = dates.map((date) => ({
    key: date,
    label: formatDate(date, 'short'),
    sublabel: calendarGrid.weekdaysShort[WEEKDAYS.indexOf(weekdayOf(date))],
    date,
    barberId: barber._id,
    barberName: barberName(barber),
    appointments: appointments.filter((a) => a.date === date && a.barber._id === barber._id),
    shades: shadesFor(barber, date, bounds, []),
  }));
  return { columns, bounds };
}
