import type { documentTexts as it } from '../document';
import type { Translation } from '../translation';

export const documentTexts = {
  title: 'Rendez-vous',
  description: 'Prenez rendez-vous chez votre barbier en ligne, 24 heures sur 24, 7 jours sur 7.',
  noscript: 'Pour utiliser cette application, veuillez activer JavaScript.',
  appName: (shopName: string) => `${shopName} - Rendez-vous`,
  shortName: 'Rendez-vous',
} satisfies Translation<typeof it>;
