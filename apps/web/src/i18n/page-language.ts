import type { Language } from '@barber/shared/messages/languages';

/**
 * The language this build of the web app speaks (ADR 0061: one build per language). The API is asked for its
 * messages in it, so a visitor whose browser prefers German reads one language on an Italian page, not two.
 */
export const pageLanguage: Language = 'it';
