import type { datePickerTexts as it } from '../date-picker';
import type { Translation } from '../translation';

export const datePickerTexts = {
  placeholder: 'dd.mm.yyyy',
  openCalendar: 'Open the calendar',
  openCalendarFor: (date: string) => `Open the calendar, chosen date: ${date}`,
  calendar: 'Calendar: choose a day',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'today',
  unavailable: 'unavailable',
  badDate: 'Invalid date: write it as dd.mm.yyyy (e.g. 23.11.2026)',
  outOfRange: (from?: string, to?: string) =>
    from && to
      ? `Date unavailable: choose between ${from} and ${to}`
      : from
        ? `Date unavailable: choose from ${from} on`
        : `Date unavailable: choose up to ${to}`,
  closedDay: (date: string, reason: string) => `${date} cannot be booked: ${reason}`,
  timePlaceholder: 'hh:mm',
  showTimes: 'Show the times',
  times: 'Times',
  badTime: 'Invalid time: write it as hh:mm (e.g. 09:30)',
} satisfies Translation<typeof it>;
