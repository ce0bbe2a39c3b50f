import type { contentTranslationTexts as it } from '../content-translations';
import type { Translation } from '../translation';

export const contentTranslationTexts = {
  open: 'Übersetzungen',
  openLabel: (name: string) => `Übersetzungen von ${name}`,
  intro: 'Schreiben Sie die Texte auf Deutsch, Französisch und Englisch. Wo Sie nichts eintragen, lesen die Kunden den italienischen Text.',
  italianShown: (text: string) => `Leer: angezeigt wird «${text}»`,
  failed: 'Die Übersetzungen konnten nicht gespeichert werden.',
  saved: 'Übersetzungen gespeichert.',
  languagesDone: (done: number) => (done === 1 ? '1 Sprache' : `${done} Sprachen`),
  tagline: 'Slogan',
  taglineOpen: 'Übersetzungen des Slogans',
  taglineFirst: 'Um den Slogan zu übersetzen, schreiben Sie ihn zuerst auf Italienisch und speichern Sie.',
} satisfies Translation<typeof it>;
