import type { unsubscribe as it } from '../unsubscribe';
import type { Translation } from '../translation';

export const unsubscribe = {
  title: 'Se désabonner',
  invalidLink: 'Lien non valable. Assurez-vous d’utiliser le lien fourni dans l’e-mail.',
  failure: 'Une erreur est survenue lors du désabonnement. Réessayez plus tard.',
  confirm: 'Confirmer le désabonnement',
  doneTitle: 'Désabonnement effectué',
  intro: 'Vous ne voulez plus recevoir de rappels ni de communications facultatives à cette adresse ?',
  emailLabel: 'E-mail',
  pending: 'Désabonnement en cours…',
  doneText: (email: string) =>
    `L’adresse ${email} a été retirée de la liste des destinataires : vous ne recevrez plus de rappels ni de communications facultatives.`,
  stillSent: 'Vous recevrez toujours les confirmations de réservation, les quittances et les e-mails liés au mot de passe.',
  home: 'Retour à l’accueil',
} as const satisfies Translation<typeof it>;
