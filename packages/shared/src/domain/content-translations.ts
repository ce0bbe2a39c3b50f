import type { Language } from '../messages/languages';

/**
 * The shop's own content in other languages (issue 28 item 5, ADR 0061): the owner writes the Italian (required)
 * and may add German, French and English versions of each text; a text with no version in the caller's language
 * is shown in Italian. Stored beside the Italian columns as one jsonb per row: `{ de: { name: '…' }, … }`.
 */
export const TRANSLATED_LANGUAGES = ['de', 'fr', 'en'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
export type ContentTranslations<F extends string = string> = Partial<Record<TranslatedLanguage, Partial<Record<F, string>>>>;

/** The row with each of `fields` in `language`: the owner's version where one was written, else the Italian. */
export function localize<T extends Record<F, string | null>, F extends string>(
  row: T,
  translations: ContentTranslations | null | undefined,
  language: Language,
  fields: readonly F[],
): T {
  if (language === 'it') return row;
  const versions = translations?.[language];
  if (!versions) return row;
  const out = { ...row };
  for (const field of fields) {
    const text = versions[field]?.trim();
    if (text) (out as Record<F, string | null>)[field] = text;
  }
  return out;
}

/** What is saved: trimmed texts, and no empty ones (an emptied field falls back to Italian again). */
export function cleanTranslations<F extends string>(input: ContentTranslations<F>): ContentTranslations<F> {
  const out: ContentTranslations<F> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const entries = Object.entries(input[language] ?? {})
      .map(([field, text]) => [field, typeof text === 'string' ? text.trim() : ''] as const)
      .filter(([, text]) => text.length > 0);
    if (entries.length) out[language] = Object.fromEntries(entries) as Partial<Record<F, string>>;
  }
  return out;
}

/**
 * A name (a service's) in `language`: the owner's version where one was written, else the Italian. A message that
 * names what was booked says it in its recipient's language; the booking's row keeps the Italian it was made with.
 */
export function nameIn(language: Language, name: string, translations: ContentTranslations | null | undefined): string {
  return localize({ name }, translations, language, ['name']).name;
}
