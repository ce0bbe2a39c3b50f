import type { calendarGrid as it } from '../admin-calendar';
import type { Translation } from '../translation';

export const calendarGrid = {
  timeColumn: 'Zeit',
  grid: (date: string) => `Agenda vom ${date}`,
  weekGrid: (barber: string) => `Woche von ${barber}`,
  allWeek: 'Woche aller Coiffeure',
  month: (month: string) => `Monat ${month}`,
  nowLine: (time: string) => `Jetzt, ${time} Uhr`,
  emptyCell: (barber: string, time: string) => `Neue telefonische Buchung bei ${barber} um ${time} Uhr`,
  block: (time: string, service: string, client: string, status: string) =>
    `${time} Uhr ${service}, ${client}, ${status}`,
  dragHint: 'Ziehen Sie einen Termin, um ihn zu verschieben; tippen Sie auf eine freie Stelle für eine telefonische Buchung.',
  shades: { closed: 'Geschlossen', break: 'Pause', vacation: 'In den Ferien', absence: 'Abwesend' },
  dayCount: (n: number) => (n === 0 ? 'keine Termine' : n === 1 ? '1 Termin' : `${n} Termine`),
  openDay: (date: string, count: string) => `${date}: ${count}`,
  more: (n: number) => `+${n}`,
  weekdaysShort: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  agenda: {
    title: (date: string) => `Termine am ${date}`,
    filter: 'Coiffeur',
    empty: 'Keine Termine an diesem Tag.',
  },
  detail: {
    title: 'Termin',
    close: 'Schliessen',
    move: 'Verschieben',
  },
  search: {
    label: 'Bestehenden Kunden suchen',
    placeholder: 'Name oder Telefon',
    hint: 'Geben Sie mindestens 2 Zeichen des Namens oder der Nummer ein.',
    loading: 'Suche läuft…',
    none: 'Kein Kunde gefunden: Geben Sie unten Name und Telefon ein.',
    count: (n: number) => (n === 1 ? '1 Kunde gefunden' : `${n} Kunden gefunden`),
  },
  phone: 'Telefon des Kunden',
  phoneHint: 'Freiwillig, zum Beispiel 079 123 45 67.',
  move: {
    title: 'Termin verschieben',
    description: (service: string, when: string) =>
      `${service}, jetzt ${when}. Wählen Sie den neuen Tag, den Coiffeur und die Uhrzeit.`,
    barber: 'Coiffeur',
    date: 'Tag',
    submit: 'Hierher verschieben',
    cancel: 'Abbrechen',
    pending: 'Wird verschoben…',
    moved: (when: string, barber: string) => `Termin verschoben: ${when} bei ${barber}`,
    undo: 'Rückgängig',
    undone: 'Verschiebung rückgängig gemacht',
    refused: (reason: string) => `Verschieben fehlgeschlagen: ${reason}`,
    unknown: 'unbekannter Fehler',
  },
} as const satisfies Translation<typeof it>;
