import type { dateTexts as it } from '../dates';
import type { Translation } from '../translation';

export const dateTexts = {
  weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  months: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  medium: (day: number, month: string, year: number) => `${day}. ${month} ${year}`,
  long: (weekday: string, medium: string) => `${weekday}, ${medium}`,
} satisfies Translation<typeof it>;
