import type { calendarGrid as it } from '../admin-calendar';
import type { Translation } from '../translation';

export const calendarGrid = {
  timeColumn: 'Heure',
  grid: (date: string) => `Agenda du ${date}`,
  weekGrid: (barber: string) => `Semaine de ${barber}`,
  allWeek: 'Semaine de tous les barbiers',
  month: (month: string) => `Mois de ${month}`,
  nowLine: (time: string) => `Maintenant, ${time}`,
  emptyCell: (barber: string, time: string) => `Nouvelle réservation par téléphone avec ${barber} à ${time}`,
  block: (time: string, service: string, client: string, status: string) => `${time} ${service}, ${client}, ${status}`,
  dragHint:
    'Faites glisser un rendez-vous pour le déplacer ; touchez une case libre pour une réservation par téléphone.',
  shades: { closed: 'Fermé', break: 'Pause', vacation: 'En vacances', absence: 'Absence' },
  dayCount: (n: number) => (n === 0 ? 'aucun rendez-vous' : n === 1 ? '1 rendez-vous' : `${n} rendez-vous`),
  openDay: (date: string, count: string) => `${date} : ${count}`,
  more: (n: number) => `+${n}`,
  weekdaysShort: ['Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.', 'Dim.'],
  agenda: {
    title: (date: string) => `Rendez-vous du ${date}`,
    filter: 'Barbier',
    empty: 'Aucun rendez-vous ce jour-là.',
  },
  detail: {
    title: 'Rendez-vous',
    close: 'Fermer',
    move: 'Déplacer',
  },
  search: {
    label: 'Rechercher un client existant',
    placeholder: 'Nom ou téléphone',
    hint: 'Saisissez au moins 2 caractères du nom ou du numéro.',
    loading: 'Recherche…',
    none: 'Aucun client trouvé : saisissez le nom et le téléphone ci-dessous.',
    count: (n: number) => (n === 1 ? '1 client trouvé' : `${n} clients trouvés`),
  },
  phone: 'Téléphone du client',
  phoneHint: 'Facultatif, par exemple 079 123 45 67.',
  move: {
    title: 'Déplacer le rendez-vous',
    description: (service: string, when: string) =>
      `${service}, actuellement le ${when}. Choisissez le nouveau jour, le barbier et l’horaire.`,
    barber: 'Barbier',
    date: 'Jour',
    submit: 'Déplacer ici',
    cancel: 'Annuler',
    pending: 'Déplacement…',
    moved: (when: string, barber: string) => `Rendez-vous déplacé : ${when} avec ${barber}`,
    undo: 'Annuler',
    undone: 'Déplacement annulé',
    refused: (reason: string) => `Le déplacement a échoué : ${reason}`,
    unknown: 'erreur inconnue',
  },
} as const satisfies Translation<typeof it>;
