import type { bookingAccount as it } from '../booking-account';
import type { Translation } from '../translation';

export const bookingAccount = {
  title: 'Réservez votre rendez-vous',
  intro: 'Trois gestes : prestation, barbier et heure. Vos coordonnées, nous les avons déjà.',
  submit: 'Réserver',
  detailsNote: 'Données de votre profil : nous les utilisons pour la confirmation et le paiement.',
  myAppointments: 'Mes rendez-vous',
  listTitle: 'Vos rendez-vous',
  listLoading: 'Chargement des rendez-vous…',
  listError: 'Impossible de charger vos rendez-vous',
  empty: 'Vous n’avez encore aucun rendez-vous. Réservez le premier ci-dessus.',
  status: {
    pending: 'En attente',
    confirmed: 'Confirmé',
    completed: 'Terminé',
    cancelled: 'Annulé',
    no_show: 'Absent',
  },
  statusLabel: 'Statut',
  modify: 'Modifier',
  cancel: 'Annuler',
  appointmentOf: (service: string, date: string) => `${service}, ${date}`,
  tooLateModify: (hours: number) =>
    `Vous ne pouvez plus modifier ce rendez-vous : il reste moins de ${hours} heures`,
  tooLateCancel: (hours: number) =>
    `Vous ne pouvez plus annuler ce rendez-vous : il reste moins de ${hours} heures`,
  cancellationReason: (reason: string) => `Motif : ${reason}`,
  modifyTitle: 'Modifier le rendez-vous',
  modifyIntro: (date: string, time: string) =>
    `Rendez-vous actuel : ${date} à ${time}. Choisissez le nouvel horaire.`,
  proceed: 'Continuer',
  confirmChanges: 'Confirmer les modifications',
  current: 'Actuel',
  next: 'Nouveau',
  back: 'Retour',
  saving: 'Enregistrement en cours…',
  unchanged: 'Choisissez un horaire différent de l’horaire actuel.',
  modifySuccess: 'Rendez-vous modifié !',
  modifyError: 'Impossible de modifier le rendez-vous',
  cancelTitle: 'Confirmer l’annulation',
  cancelIntro: (service: string, date: string, time: string) =>
    `Voulez-vous annuler ${service} du ${date} à ${time} ?`,
  reason: 'Motif (facultatif)',
  reasonHint: 'Cela nous aide à améliorer notre service.',
  keep: 'Garder le rendez-vous',
  confirmCancel: 'Annuler le rendez-vous',
  cancelling: 'Annulation en cours…',
  cancelSuccess: 'Rendez-vous annulé',
  cancelError: 'Impossible d’annuler le rendez-vous',
  closeDialog: 'Fermer',
} satisfies Translation<typeof it>;
