/**
 * The product's four languages (issue 28, ADR 0061). Italian is the reference: the spec's texts are Italian, and
 * it is what a caller gets when it asks for none of the four.
 */
export const LANGUAGES = ['it', 'de', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language an `Accept-Language` header asks for: its ranges by q-value (the first of equals winning), each
 * matched by its primary subtag (de-CH, de-DE and de are all German), '*' and q=0 skipped. Italian when the header
 * is absent, unreadable or names none of the four.
 */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: Language = DEFAULT_LANGUAGE;
  let bestQ = 0;
  // A header is a handful of ranges; the cap keeps a hostile one from costing more than that.
  for (const part of header.split(',', 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > bestQ)) continue;
    best = primary;
    bestQ = q;
  }
  return best;
}
