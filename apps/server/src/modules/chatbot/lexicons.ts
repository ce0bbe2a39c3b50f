import type { Language } from '@barber/shared/messages/languages';
import type { Lexicon } from './lexicon';
import { LEXICON_DE } from './lexicon-de';
import { LEXICON_EN } from './lexicon-en';
import { LEXICON_FR } from './lexicon-fr';

/** The lexicon of each language the assistant understands besides Italian (ADR 0067); null for Italian. */
export const LEXICONS = { de: LEXICON_DE, fr: LEXICON_FR, en: LEXICON_EN } as const satisfies Record<Exclude<Language, 'it'>, Lexicon>;

export const lexiconOf = (lang: Language): Lexicon | null => (lang === 'it' ? null : LEXICONS[lang]);
