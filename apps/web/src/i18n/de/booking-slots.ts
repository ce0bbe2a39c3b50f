import type { bookingSlots as it } from '../booking-slots';
import type { Translation } from '../translation';

export const bookingSlots = {
  groupLabel: (date: string) => `Zeiten am ${date}`,
  keyboardHint: 'Mit den Pfeiltasten zwischen den Zeiten wechseln, mit Enter wählen.',
  label: (date: string, time: string, state: string) => `${date}, ${time} Uhr, ${state}`,
  state: {
    available: 'frei',
    break: 'Mittagspause',
    booked: 'bereits gebucht',
    past: 'vorbei',
    unavailable: 'nicht verfügbar',
  },
  breakTitle: 'Mittagspause',
  bookedTitle: 'Bereits gebucht',
  pastTitle: 'Zeit vorbei',
  unavailableTitle: 'Nicht verfügbar',
  legend: 'Legende',
  legendAvailable: 'Frei',
  legendSelected: 'Gewählt',
  legendUnavailable: 'Nicht verfügbar',
  vacation: 'Der Coiffeur ist in den Ferien',
  vacationRange: (from: string, to: string) => `Vom ${from} bis ${to}`,
  closed: (weekday: string) => `${weekday} geschlossen`,
  noHours: 'An diesem Tag gibt es keine Arbeitszeiten',
  outsideWindow: 'Sie können nur von heute bis 30 Tage im Voraus buchen. Wählen Sie ein anderes Datum.',
  full: 'An diesem Datum ist keine Zeit mehr frei.',
  otherDay: 'Wählen Sie einen anderen Tag oder einen anderen Coiffeur.',
  nextWorkingDay: 'Zum nächsten Arbeitstag',
  closedDay: {
    shop: 'Geschäft geschlossen',
    vacation: (name: string) => `${name} in den Ferien`,
    off: (name: string) => `${name} arbeitet nicht`,
    noBarber: 'kein Coiffeur verfügbar',
    legend: 'Durchgestrichen: geschlossen, nicht buchbar',
  },
  deselected: (time: string) => `Die Zeit um ${time} Uhr ist nicht mehr frei: Bitte wählen Sie eine andere.`,
} satisfies Translation<typeof it>;
