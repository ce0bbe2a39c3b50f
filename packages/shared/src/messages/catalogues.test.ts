import { describe, expect, it } from 'vitest';
import { bookingRuleMessagesIt, errorMessagesIt, inputMessagesIt } from './it';
import { bookingRuleMessagesDe, errorMessagesDe, inputMessagesDe } from './errors-de';
import { bookingRuleMessagesEn, errorMessagesEn, inputMessagesEn } from './errors-en';
import { bookingRuleMessagesFr, errorMessagesFr, inputMessagesFr } from './errors-fr';
import { zodTextsIt } from './zod-it';
import { zodTextsDe } from './zod-de';
import { zodTextsEn } from './zod-en';
import { zodTextsFr } from './zod-fr';

/**
 * Issue 28 item 8: the server's catalogues in German, French and English have every key of the Italian one (the
 * types already refuse a missing key: this reads the values) and none of their texts is the Italian left in place.
 */
const LANGUAGES = {
  de: { errors: errorMessagesDe, input: inputMessagesDe, zod: zodTextsDe, rules: bookingRuleMessagesDe },
  fr: { errors: errorMessagesFr, input: inputMessagesFr, zod: zodTextsFr, rules: bookingRuleMessagesFr },
  en: { errors: errorMessagesEn, input: inputMessagesEn, zod: zodTextsEn, rules: bookingRuleMessagesEn },
};
const ITALIAN = {
  errors: errorMessagesIt,
  input: inputMessagesIt,
  zod: zodTextsIt,
  rules: bookingRuleMessagesIt,
};

/** Every text of a catalogue by its path, a function called with a sample value. */
function texts(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'function') out.set(path, String((value as (n: number) => string)(7)));
    else if (value && typeof value === 'object') for (const [p, v] of texts(value, `${path}.`)) out.set(p, v);
  }
  return out;
}

describe.each(Object.entries(LANGUAGES))('the %s catalogues', (_language, catalogues) => {
  for (const [name, catalogue] of Object.entries(catalogues)) {
    it(`${name}: the same keys as the Italian, none left in Italian`, () => {
      const italian = texts(ITALIAN[name as keyof typeof ITALIAN]);
      const translated = texts(catalogue);
      expect([...translated.keys()].sort()).toEqual([...italian.keys()].sort());
      const untranslated = [...italian]
        .filter(([path, text]) => translated.get(path) === text)
        .map(([path]) => path);
      expect(untranslated).toEqual([]);
      for (const text of translated.values()) expect(text.trim()).not.toBe('');
    });
  }
});

it('German is written the Swiss way, without ß', () => {
  for (const catalogue of Object.values(LANGUAGES.de))
    for (const text of texts(catalogue).values()) expect(text).not.toContain('ß');
});
