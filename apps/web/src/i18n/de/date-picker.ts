import type { datePickerTexts as it } from '../date-picker';
import type { Translation } from '../translation';

export const datePickerTexts = {
  placeholder: 'tt.mm.jjjj',
  openCalendar: 'Kalender öffnen',
  openCalendarFor: (date: string) => `Kalender öffnen, gewähltes Datum: ${date}`,
  calendar: 'Kalender: Wählen Sie einen Tag',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  today: 'heute',
  unavailable: 'nicht verfügbar',
  badDate: 'Ungültiges Datum: Schreiben Sie es als tt.mm.jjjj (z. B. 23.11.2026)',
  outOfRange: (from?: string, to?: string) =>
    from && to
      ? `Datum nicht verfügbar: Wählen Sie zwischen ${from} und ${to}`
      : from
        ? `Datum nicht verfügbar: Wählen Sie ab ${from}`
        : `Datum nicht verfügbar: Wählen Sie bis ${to}`,
  closedDay: (date: string, reason: string) => `Der ${date} ist nicht buchbar: ${reason}`,
  timePlaceholder: 'hh:mm',
  showTimes: 'Zeiten anzeigen',
  times: 'Zeiten',
  badTime: 'Ungültige Zeit: Schreiben Sie sie als hh:mm (z. B. 09:30)',
} satisfies Translation<typeof it>;
