import type { seriesTexts as it } from '../series';
import type { Translation } from '../translation';

export const seriesTexts = {
  repeat: 'Répéter',
  repeatHint: 'Réservez le même horaire avec le même coiffeur à intervalles réguliers.',
  never: 'Ne pas répéter',
  every: (weeks: number) => `Toutes les ${weeks} semaines`,
  count: 'Combien de fois',
  times: (n: number) => `${n} fois`,
  submit: 'Vérifier les dates',
  reviewTitle: 'Les dates de votre série',
  reviewIntro: (weeks: number, n: number) => `Toutes les ${weeks} semaines, ${n} fois. Vérifiez les dates avant de confirmer.`,
  loading: 'Vérification des dates...',
  loadError: 'Les dates n’ont pas pu être vérifiées. Réessayez.',
  retry: 'Réessayer',
  free: 'Libre',
  taken: 'Occupé',
  unavailable: 'Indisponible',
  alternative: (date: string, time: string) => `Alternative la plus proche : ${date} à ${time}`,
  noAlternative: 'Aucune alternative dans les 3 jours',
  accept: 'Accepter l’alternative',
  drop: 'Retirer cette date',
  edit: 'Modifier',
  book: (n: number) => (n === 1 ? 'Réserver 1 rendez-vous' : `Réserver ${n} rendez-vous`),
  booking: 'Réservation en cours...',
  nothingLeft: 'Gardez au moins une date pour réserver.',
  bookError: 'La série n’a pas pu être réservée. Réessayez.',
  doneTitle: 'Série réservée',
  doneIntro: (n: number) =>
    n === 1
      ? 'Votre rendez-vous est confirmé.'
      : `Vos ${n} rendez-vous sont confirmés : chacun peut être déplacé ou annulé séparément.`,
  myAppointments: 'Mes rendez-vous',
  newBooking: 'Nouvelle réservation',
  payInShop: 'Chaque rendez-vous de la série se paie au salon.',
  inSeries: 'Fait partie d’une série',
  cancelRest: 'Annuler le reste de la série',
  cancelRestTitle: 'Annuler le reste de la série ?',
  cancelRestIntro: (date: string, time: string) =>
    `Vous annulez le rendez-vous du ${date} à ${time} et tous les suivants de la même série.`,
  cancelRestConfirm: 'Annuler le reste',
  keep: 'Garder',
  cancelling: 'Annulation en cours...',
  cancelRestError: 'Le reste de la série n’a pas pu être annulé. Réessayez.',
  cancelRestSuccess: (n: number) => (n === 1 ? '1 rendez-vous annulé' : `${n} rendez-vous annulés`),
} satisfies Translation<typeof it>;
