import { describe, expect, it } from 'vitest';
import { cleanTranslations, localize } from './content-translations';

const service = { name: 'Taglio', description: 'Taglio classico' as string | null, price: 30 };

describe('the shop content in the caller language', () => {
  it("shows the owner's version of each text, and Italian where there is none", () => {
    const translations = { de: { name: 'Haarschnitt' }, fr: { name: 'Coupe', description: 'Coupe classique' } };
    expect(localize(service, translations, 'de', ['name', 'description'])).toEqual({ ...service, name: 'Haarschnitt' });
    expect(localize(service, translations, 'fr', ['name', 'description'])).toEqual({ name: 'Coupe', description: 'Coupe classique', price: 30 });
    expect(localize(service, translations, 'en', ['name', 'description'])).toEqual(service);
    expect(localize(service, translations, 'it', ['name', 'description'])).toBe(service);
    expect(localize(service, null, 'de', ['name'])).toEqual(service);
  });

  it('never shows an empty version: a blank text falls back to Italian', () => {
    expect(localize(service, { de: { name: '   ' } }, 'de', ['name'])).toEqual(service);
  });

  it('saves trimmed texts and drops the empty ones and the languages left without any', () => {
    expect(cleanTranslations({ de: { name: ' Haarschnitt ', description: ' ' }, fr: { name: '' }, en: {} })).toEqual({
      de: { name: 'Haarschnitt' },
    });
  });
});
