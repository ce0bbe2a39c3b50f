import type { dateTexts as it } from '../dates';
import type { Translation } from '../translation';

export const dateTexts = {
  weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  medium: (day: number, month: string, year: number) => `${day === 1 ? '1er' : day} ${month} ${year}`,
  long: (weekday: string, medium: string) => `${weekday} ${medium}`,
} satisfies Translation<typeof it>;
