import type { pwa as it } from '../pwa';
import type { Translation } from '../translation';

export { PWA_DEFAULT_NAME } from '../pwa';

export const pwa = {
  update: {
    label: 'Nouvelle version',
    message: 'Une nouvelle version de l’application est disponible.',
    now: 'Mettre à jour',
    later: 'Plus tard',
  },
  install: {
    label: 'Installer l’application',
    title: 'Installer l’application',
    text: 'Ajoutez-la à l’écran d’accueil : vous réservez d’un geste, même avec peu de réseau.',
    accept: 'Installer',
    refuse: 'Pas maintenant',
    close: 'Fermer',
    iosTitle: 'Ajouter l’application à l’écran d’accueil',
    iosSteps: 'Touchez Partager',
    iosThen: 'puis « Sur l’écran d’accueil ».',
    iosDone: 'J’ai compris',
  },
} as const satisfies Translation<typeof it>;
