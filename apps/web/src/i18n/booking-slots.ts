/**
 * The texts of the booking's time grids (the day's slots, why a day has none, the calendar's closed days): apart
 * from booking-pages.ts, so they come with the time step's code, not with /guest-booking's first page.
 */
export const bookingSlots = {
  groupLabel: (date: string) => `Orari di ${date}`,
  keyboardHint: 'Usa le frecce per spostarti tra gli orari, Invio per scegliere.',
  label: (date: string, time: string, state: string) => `${date}, ore ${time}, ${state}`,
  state: {
    available: 'disponibile',
    break: 'pausa pranzo',
    booked: 'già prenotato',
    past: 'orario passato',
    unavailable: 'non disponibile',
  },
  breakTitle: 'Pausa Pranzo',
  bookedTitle: 'Slot già prenotato',
  pastTitle: 'Orario passato',
  unavailableTitle: 'Non disponibile',
  legend: 'Legenda',
  legendAvailable: 'Libero',
  legendSelected: 'Scelto',
  legendUnavailable: 'Non disponibile',
  vacation: 'Il barbiere è in vacanza',
  vacationRange: (from: string, to: string) => `Dal ${from} al ${to}`,
  closed: (weekday: string) => `${weekday} chiuso`,
  noHours: 'Nessun orario di lavoro disponibile per questo giorno',
  outsideWindow: "Puoi prenotare solo da oggi fino a 30 giorni in avanti. Scegli un'altra data.",
  full: 'Nessun orario libero in questa data.',
  otherDay: 'Scegli un altro giorno o un altro barbiere.',
  nextWorkingDay: 'Vai al giorno lavorativo successivo',
  /** Why a day of the calendar cannot be chosen (issue 27 item 11). */
  closedDay: {
    shop: 'negozio chiuso',
    vacation: (name: string) => `${name} in vacanza`,
    off: (name: string) => `${name} non lavora`,
    noBarber: 'nessun barbiere disponibile',
    legend: 'Barrato: giorno chiuso, non prenotabile',
  },
  deselected: (time: string) => `L'orario delle ${time} non è più disponibile: scegline un altro.`,
};
