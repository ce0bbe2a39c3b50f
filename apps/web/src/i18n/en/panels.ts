import type { panels as it } from '../panels';
import type { Translation } from '../translation';

export const panels = {
  tabs: {
    scrollBack: 'Show the previous tabs',
    scrollForward: 'Show the next tabs',
  },
  add: {
    close: 'Close',
  },
  unsaved: {
    title: 'Unsaved changes',
    message: "You have unsaved changes. If you leave now, they'll be lost.",
    leave: 'Leave without saving',
    stay: 'Stay here',
    close: 'Close',
  },
  absences: {
    barber: 'Barber',
    allBarbers: 'All barbers',
    barberLocked: "The barber of an existing absence can't be changed",
    whoAll: 'The whole studio',
  },
  shopHours: {
    title: 'Shop opening hours',
    hint: "Working hours must fall within the shop's opening hours.",
    closed: 'closed',
  },
} as const satisfies Translation<typeof it>;
