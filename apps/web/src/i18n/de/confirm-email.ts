import type { confirmEmail as it } from '../confirm-email';
import type { Translation } from '../translation';

export const confirmEmail = {
  title: 'E-Mail-Adresse bestätigen',
  pending: 'Ihre E-Mail-Adresse wird bestätigt…',
  invalidLink:
    'Der Bestätigungslink ist ungültig. Melden Sie sich an und fordern Sie in Ihrem Profil mit «Link erneut senden» einen neuen an.',
  failed: 'Ihre E-Mail-Adresse konnte nicht bestätigt werden. Versuchen Sie es in einem Moment erneut.',
  toProfile: 'Zu Ihrem Profil',
  toLogin: 'Anmelden',
  toHome: 'Zur Startseite',
} as const satisfies Translation<typeof it>;
