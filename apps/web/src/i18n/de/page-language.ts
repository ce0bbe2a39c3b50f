import type { Language } from '@barber/shared/messages/languages';

/** The language of this build (ADR 0061): the sibling of ../page-language.ts that the de build resolves to. */
export const pageLanguage: Language = 'de';
