import type { datePickerTexts as it } from '../date-picker';
import type { Translation } from '../translation';

export const datePickerTexts = {
  placeholder: 'jj.mm.aaaa',
  openCalendar: 'Ouvrir le calendrier',
  openCalendarFor: (date: string) => `Ouvrir le calendrier, date choisie : ${date}`,
  calendar: 'Calendrier : choisissez un jour',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  today: 'aujourd’hui',
  unavailable: 'indisponible',
  badDate: 'Date non valable : écrivez-la sous la forme jj.mm.aaaa (p. ex. 23.11.2026)',
  outOfRange: (from?: string, to?: string) =>
    from && to
      ? `Date indisponible : choisissez entre le ${from} et le ${to}`
      : from
        ? `Date indisponible : choisissez à partir du ${from}`
        : `Date indisponible : choisissez jusqu’au ${to}`,
  closedDay: (date: string, reason: string) => `Le ${date} n’est pas réservable : ${reason}`,
  timePlaceholder: 'hh:mm',
  showTimes: 'Afficher les heures',
  times: 'Heures',
  badTime: 'Heure non valable : écrivez-la sous la forme hh:mm (p. ex. 09:30)',
} satisfies Translation<typeof it>;
