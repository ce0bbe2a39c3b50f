import type { panels as it } from '../panels';
import type { Translation } from '../translation';

export const panels = {
  tabs: {
    scrollBack: 'Vorherige Registerkarten anzeigen',
    scrollForward: 'Nächste Registerkarten anzeigen',
  },
  add: {
    close: 'Schliessen',
  },
  unsaved: {
    title: 'Nicht gespeicherte Änderungen',
    message: 'Sie haben nicht gespeicherte Änderungen. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
    leave: 'Ohne Speichern verlassen',
    stay: 'Hierbleiben',
    close: 'Schliessen',
  },
  absences: {
    barber: 'Coiffeur',
    allBarbers: 'Alle Coiffeure',
    barberLocked: 'Der Coiffeur einer bestehenden Abwesenheit kann nicht geändert werden',
    whoAll: 'Das ganze Studio',
  },
  shopHours: {
    title: 'Öffnungszeiten des Geschäfts',
    hint: 'Die Arbeitszeiten müssen innerhalb der Öffnungszeiten des Geschäfts liegen.',
    closed: 'geschlossen',
  },
} as const satisfies Translation<typeof it>;
