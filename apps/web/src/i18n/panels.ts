/** Texts of the panels' phone layout (issue 17 item 10) and of the shop-hours rule (ADR 0014). */
export const panels = {
  tabs: {
    scrollBack: 'Mostra le schede precedenti',
    scrollForward: 'Mostra le schede successive',
  },
  add: {
    close: 'Chiudi',
  },
  unsaved: {
    title: 'Modifiche non salvate',
    message: 'Hai modifiche non salvate. Se esci ora andranno perse.',
    leave: 'Esci senza salvare',
    stay: 'Resta qui',
    close: 'Chiudi',
  },
  absences: {
    barber: 'Barbiere',
    allBarbers: 'Tutti i barbieri',
    barberLocked: "Il barbiere di un'assenza esistente non può essere modificato",
    whoAll: 'Tutto lo studio',
  },
  shopHours: {
    title: 'Orari del negozio',
    hint: "Gli orari di lavoro devono rientrare nell'orario del negozio.",
    closed: 'chiuso',
  },
} as const;
