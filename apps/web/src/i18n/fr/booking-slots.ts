import type { bookingSlots as it } from '../booking-slots';
import type { Translation } from '../translation';

export const bookingSlots = {
  groupLabel: (date: string) => `Horaires du ${date}`,
  keyboardHint: 'Utilisez les flèches pour passer d’un horaire à l’autre, Entrée pour choisir.',
  label: (date: string, time: string, state: string) => `${date} à ${time}, ${state}`,
  state: {
    available: 'libre',
    break: 'pause de midi',
    booked: 'déjà réservé',
    past: 'horaire passé',
    unavailable: 'indisponible',
  },
  breakTitle: 'Pause de midi',
  bookedTitle: 'Déjà réservé',
  pastTitle: 'Horaire passé',
  unavailableTitle: 'Indisponible',
  legend: 'Légende',
  legendAvailable: 'Libre',
  legendSelected: 'Choisi',
  legendUnavailable: 'Indisponible',
  vacation: 'Le barbier est en vacances',
  vacationRange: (from: string, to: string) => `Du ${from} au ${to}`,
  closed: (weekday: string) => `${weekday} : fermé`,
  noHours: 'Aucun horaire de travail ce jour-là',
  outsideWindow: 'Vous pouvez réserver d’aujourd’hui jusqu’à 30 jours à l’avance. Choisissez une autre date.',
  full: 'Plus aucun horaire libre à cette date.',
  otherDay: 'Choisissez un autre jour ou un autre barbier.',
  nextWorkingDay: 'Aller au jour ouvrable suivant',
  closedDay: {
    shop: 'salon fermé',
    vacation: (name: string) => `${name} en vacances`,
    off: (name: string) => `${name} ne travaille pas`,
    noBarber: 'aucun barbier disponible',
    legend: 'Barré : jour fermé, pas de réservation',
  },
  deselected: (time: string) => `L’horaire de ${time} n’est plus libre : choisissez-en un autre.`,
} satisfies Translation<typeof it>;
