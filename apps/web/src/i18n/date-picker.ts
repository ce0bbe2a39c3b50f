/** The texts of the date and time pickers, in Italian (they load only with the lazy pages that hold a picker). */
export const datePickerTexts = {
  placeholder: 'gg.mm.aaaa',
  openCalendar: 'Apri il calendario',
  openCalendarFor: (date: string) => `Apri il calendario, data scelta: ${date}`,
  calendar: 'Calendario: scegli un giorno',
  previousMonth: 'Mese precedente',
  nextMonth: 'Mese successivo',
  today: 'oggi',
  unavailable: 'non disponibile',
  badDate: 'Data non valida: scrivila come gg.mm.aaaa (es. 23.11.2026)',
  outOfRange: (from?: string, to?: string) =>
    from && to
      ? `Data non disponibile: scegli tra il ${from} e il ${to}`
      : from
        ? `Data non disponibile: scegli dal ${from} in poi`
        : `Data non disponibile: scegli fino al ${to}`,
  /** A typed day the shop or the barber is closed (issue 27 item 11). */
  closedDay: (date: string, reason: string) => `Il ${date} non è prenotabile: ${reason}`,
  timePlaceholder: 'hh:mm',
  showTimes: 'Mostra gli orari',
  times: 'Orari',
  badTime: 'Orario non valido: scrivilo come hh:mm (es. 09:30)',
} as const;
