import type { documentTexts as it } from '../document';
import type { Translation } from '../translation';

export const documentTexts = {
  title: 'Terminbuchung',
  description: 'Buchen Sie Ihren Termin beim Coiffeur online, rund um die Uhr, 7 Tage die Woche.',
  noscript: 'Um diese Anwendung zu nutzen, muss JavaScript aktiviert sein.',
  appName: (shopName: string) => `${shopName} - Terminbuchung`,
  shortName: 'Termine',
} satisfies Translation<typeof it>;
