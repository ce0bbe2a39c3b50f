import type { Weekday } from '../domain/zoned-time';

/** The days of the week as the Italian texts name them, in the web app and in the server's emails alike. */
export const WEEKDAY_NAMES_IT: Readonly<Record<Weekday, string>> = {
  monday: 'Lunedì',
  tuesday: 'Martedì',
  wednesday: 'Mercoledì',
  thursday: 'Giovedì',
  friday: 'Venerdì',
  saturday: 'Sabato',
  sunday: 'Domenica',
};
