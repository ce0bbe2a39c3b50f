import type { confirmEmail as it } from '../confirm-email';
import type { Translation } from '../translation';

export const confirmEmail = {
  title: 'Confirmation de l’e-mail',
  pending: 'Confirmation de votre e-mail en cours…',
  invalidLink:
    'Le lien de confirmation n’est pas valable. Connectez-vous et demandez-en un nouveau depuis votre profil avec « Renvoyer le lien ».',
  failed: 'Impossible de confirmer votre e-mail. Réessayez dans quelques instants.',
  toProfile: 'Aller à votre profil',
  toLogin: 'Se connecter',
  toHome: 'Retour à l’accueil',
} as const satisfies Translation<typeof it>;
