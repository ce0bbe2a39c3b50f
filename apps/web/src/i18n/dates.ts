/**
 * The names of days and months and the order of a written date (issue 28 item 6), for lib/format.ts: the app
 * writes dates itself rather than through Intl, whose locale data costs a phone tens of milliseconds on the first
 * page (ADR 0030). dd.mm.yyyy and 24-hour times are the same in the four languages; the words are not.
 */
export const dateTexts = {
  /** Sunday first, as Date.getUTCDay() counts. */
  weekdays: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
  months: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  /** "7 marzo 2025" */
  medium: (day: number, month: string, year: number) => `${day} ${month} ${year}`,
  /** "venerdì 7 marzo 2025" */
  long: (weekday: string, medium: string) => `${weekday} ${medium}`,
};
