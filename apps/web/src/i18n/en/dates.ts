import type { dateTexts as it } from '../dates';
import type { Translation } from '../translation';

export const dateTexts = {
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  medium: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
  long: (weekday: string, medium: string) => `${weekday}, ${medium}`,
} satisfies Translation<typeof it>;
