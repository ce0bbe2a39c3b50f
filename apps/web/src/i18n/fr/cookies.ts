import type { cookieTexts as it } from '../cookies';
import type { Translation } from '../translation';

export const cookieTexts = {
  bannerTitle: 'Information sur les cookies',
  bannerText: 'Nous utilisons uniquement les cookies nécessaires (connexion, thème, panier). Les autres seulement avec votre accord.',
  bannerLinkHint: 'Lire la politique de confidentialité',
  essentialOnly: 'Nécessaires uniquement',
  customise: 'Personnaliser',
  acceptAll: 'Tout accepter',
  settingsTitle: 'Paramètres des cookies',
  settingsDescription:
    'Choisissez les cookies que nous pouvons utiliser. Les cookies nécessaires sont toujours actifs, car le site ne fonctionne pas sans eux.',
  alwaysOn: 'Toujours actifs',
  categories: {
    necessary: {
      title: 'Nécessaires',
      text: 'Ils gardent votre session ouverte et retiennent le thème, le panier, la réservation en cours et ce choix.',
    },
    analytics: {
      title: 'Statistiques',
      text: 'Statistiques anonymes des visites pour améliorer le site. Nous n’en utilisons aucun aujourd’hui.',
    },
    marketing: {
      title: 'Publicité',
      text: 'Contenus et offres personnalisés sur d’autres sites. Nous n’en utilisons aucun aujourd’hui.',
    },
    preferences: {
      title: 'Préférences',
      text: 'Ils retiennent des choix facultatifs pour rendre le site plus pratique. Nous n’en utilisons aucun aujourd’hui.',
    },
  },
  reset: 'Réinitialiser les cookies',
  save: 'Enregistrer mes choix',
  close: 'Fermer',
  floatingButton: 'Paramètres des cookies',
  savedAt: (date: string) => `Choix enregistré le ${date}`,
} as const satisfies Translation<typeof it>;
