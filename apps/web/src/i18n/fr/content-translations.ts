import type { contentTranslationTexts as it } from '../content-translations';
import type { Translation } from '../translation';

export const contentTranslationTexts = {
  open: 'Traductions',
  openLabel: (name: string) => `Traductions de ${name}`,
  intro: 'Écrivez les textes en allemand, en français et en anglais. Là où vous ne mettez rien, les clients lisent le texte italien.',
  italianShown: (text: string) => `Vide : on lit « ${text} »`,
  failed: "Les traductions n'ont pas pu être enregistrées.",
  saved: 'Traductions enregistrées.',
  languagesDone: (done: number) => (done === 1 ? '1 langue' : `${done} langues`),
  tagline: 'Slogan',
  taglineOpen: 'Traductions du slogan',
  taglineFirst: "Pour traduire le slogan, écrivez-le d'abord en italien et enregistrez.",
} satisfies Translation<typeof it>;
