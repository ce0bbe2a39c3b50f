import type { contentTranslationTexts as it } from '../content-translations';
import type { Translation } from '../translation';

export const contentTranslationTexts = {
  open: 'Translations',
  openLabel: (name: string) => `Translations of ${name}`,
  intro: 'Write the texts in German, French and English. Where you leave a field empty, customers read the Italian.',
  italianShown: (text: string) => `Empty: customers read “${text}”`,
  failed: 'The translations could not be saved.',
  saved: 'Translations saved.',
  languagesDone: (done: number) => (done === 1 ? '1 language' : `${done} languages`),
  tagline: 'Tagline',
  taglineOpen: 'Tagline translations',
  taglineFirst: 'To translate the tagline, write it in Italian first and save.',
} satisfies Translation<typeof it>;
