import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from './chat-texts';
import { answerLanguage, detectLanguage, languageScores } from './detect-language';
import { findDateIn, findDayPartIn, findCategoryIn } from './entities-foreign';
import { LEXICONS } from './lexicons';
import { normalize } from './text';

/** The language detector and the other languages' words (ADR 0067): deterministic, from the words alone. */
describe('detectLanguage', () => {
  it.each([
    ['Was kostet ein Haarschnitt?', 'de'],
    ['Grüezi', 'de'],
    ['Merci vielmal', 'de'],
    ['Hend ihr am Samstig offe? Ich bruche en Termin', 'de'],
    ['Combien coûte une coupe ?', 'fr'],
    ['vous etes ouvert dimanche?', 'fr'],
    ["J'ai oublié mon mot de passe", 'fr'],
    ['How much is a haircut?', 'en'],
    ['Hi there', 'en'],
    ['wen do you close today', 'en'],
    ['Quanto costa un taglio?', 'it'],
    ['Ciao, vorrei sapere i prezzi', 'it'],
    ['quanto viene un hair tattoo?', 'it'],
    ['avete whatsapp?', 'it'],
  ] as const)('%s -> %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('does not tell from words all four share, a tie, or nothing at all', () => {
    // 'merci' is French and Swiss German alike; 'whatsapp' and 'ok' are everybody's.
    for (const text of ['Merci', 'ok', 'whatsapp', '14:30', '', '???', 'Hair Tattoo']) expect(detectLanguage(text)).toBeNull();
    expect(languageScores('Merci')).toEqual({ it: 0, de: 0, fr: 0, en: 0 });
  });

  it("falls back to the visitor's language only when the words do not tell", () => {
    expect(answerLanguage('Merci', 'de')).toBe('de');
    expect(answerLanguage('Merci', 'fr')).toBe('fr');
    expect(answerLanguage('Quanto costa un taglio?', 'en')).toBe('it');
    expect(answerLanguage('How much is a haircut?', 'it')).toBe('en');
  });

  it("reads 'ß' and the French ligatures as the Swiss and the French keyboard-less write them", () => {
    expect(normalize('Straße, Œuvre, Cæsar')).toBe('strasse oeuvre caesar');
    expect(detectLanguage('Wo ist die Straße?')).toBe('de');
  });

  it('is the same answer every time (no state, no randomness)', () => {
    const text = 'Habt ihr morgen Nachmittag noch etwas frei?';
    expect(new Set(Array.from({ length: 20 }, () => detectLanguage(text)))).toEqual(new Set(['de']));
  });
});

describe("the other languages' days, parts of the day and products", () => {
  const monday = '2026-06-01';
  it('reads days in each language', () => {
    expect(findDateIn(LEXICONS.de, 'Habt ihr morgen Platz?', monday)).toBe('2026-06-02');
    expect(findDateIn(LEXICONS.de, 'am Samstag', monday)).toBe('2026-06-06');
    expect(findDateIn(LEXICONS.de, 'übermorgen', monday)).toBe('2026-06-03');
    expect(findDateIn(LEXICONS.fr, 'demain après-midi', monday)).toBe('2026-06-02');
    expect(findDateIn(LEXICONS.fr, 'le 15 juin', monday)).toBe('2026-06-15');
    expect(findDateIn(LEXICONS.en, 'on Friday', monday)).toBe('2026-06-05');
    expect(findDateIn(LEXICONS.en, 'today', monday)).toBe(monday);
    expect(findDateIn(LEXICONS.en, 'on 12.6.', monday)).toBe('2026-06-12');
  });

  it("tells German 'morgen' (tomorrow) from 'am Morgen' (the morning)", () => {
    expect(findDateIn(LEXICONS.de, 'am Morgen', monday)).toBeNull();
    expect(findDayPartIn(LEXICONS.de, 'am Morgen')).toMatchObject({ kind: 'morning' });
    expect(findDayPartIn(LEXICONS.de, 'morgen')).toBeNull();
  });

  it('reads parts of the day and hours', () => {
    expect(findDayPartIn(LEXICONS.de, 'morgen Nachmittag')).toMatchObject({ kind: 'afternoon', from: 720, to: 1020 });
    expect(findDayPartIn(LEXICONS.fr, 'après 17h')).toMatchObject({ kind: 'after', time: '17:00', from: 1020 });
    expect(findDayPartIn(LEXICONS.en, 'after 5pm')).toMatchObject({ kind: 'after', time: '17:00' });
    expect(findDayPartIn(LEXICONS.en, 'tomorrow evening')).toMatchObject({ kind: 'evening' });
  });

  it('reads product categories', () => {
    expect(findCategoryIn(LEXICONS.de, 'Verkauft ihr Haarwachs?')).toBe('wax');
    expect(findCategoryIn(LEXICONS.fr, 'de la cire pour cheveux')).toBe('wax');
    expect(findCategoryIn(LEXICONS.fr, 'un après-rasage')).toBe('aftershave');
    expect(findCategoryIn(LEXICONS.en, 'do you sell beard oil')).toBe('hair_oil');
    expect(findCategoryIn(LEXICONS.en, 'beard care products')).toBe('beard_care');
  });
});

/** Issue 28 item 8 for the assistant's catalogue: every key in every language, none left in Italian, no 'ß'. */
describe("the assistant's texts", () => {
  const texts = (catalogue: object, prefix = ''): Map<string, string> => {
    const out = new Map<string, string>();
    for (const [key, value] of Object.entries(catalogue)) {
      const path = `${prefix}${key}`;
      if (typeof value === 'string') out.set(path, value);
      else if (typeof value === 'function') out.set(path, String((value as (...a: unknown[]) => string)('X', 'Y', 'Z', 'W', true)));
      else if (value && typeof value === 'object') for (const [p, v] of texts(value, `${path}.`)) out.set(p, v);
    }
    return out;
  };
  // Words written alike (product categories), and French joining 'demain' to its date with a comma as Italian does.
  const SAME_EVERYWHERE = new Set(['catalog.category.shampoo', 'catalog.category.styling', 'catalog.category.gel', 'catalog.category.pomade', 'relativeDay']);
  const italian = texts(CHAT_TEXTS.it);

  it.each(['de', 'fr', 'en'] as const)('%s: the same keys as the Italian, none left in Italian', (lang) => {
    const translated = texts(CHAT_TEXTS[lang]);
    expect([...translated.keys()].sort()).toEqual([...italian.keys()].sort());
    const untranslated = [...italian].filter(([path, text]) => translated.get(path) === text && !SAME_EVERYWHERE.has(path)).map(([p]) => p);
    expect(untranslated).toEqual([]);
  });

  it("German is written the Swiss way: no 'ß', 'Termin'", () => {
    for (const text of texts(CHAT_TEXTS.de).values()) expect(text).not.toContain('ß');
    expect(CHAT_TEXTS.de.ask.firstFree).toContain('Termin');
    expect(CHAT_TEXTS.fr.ask.nextAppointment).toContain('rendez-vous');
  });
});
