import { describe, expect, it } from 'vitest';
import type { dateTexts as italianDates } from './dates';

// Issue 28 item 8 (ADR 0061): each German, French and English catalogue has exactly the Italian one's keys, and
// none of its texts is left in Italian. The compiler already refuses a missing or extra key in a sibling
// (`satisfies Translation<...>`); this also catches a sibling exporting something else, and untranslated texts.
const italian = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const siblings = import.meta.glob<Record<string, unknown>>('./{de,fr,en}/*.ts', { eager: true });

/** Not catalogues: the build's language, the helper type, the languages' own names. */
const NOT_CATALOGUES = new Set(['./page-language.ts', './translation.ts', './language-names.ts']);

/**
 * Texts that are the same in every language: names and brands, the shop's own content (its service names, read
 * back from its price list: issue 28 item 5 translates them), ids, and text functions whose words are their values.
 */
const SAME_EVERYWHERE = [
  // Names and brands: the shop's, the social networks', the payment app's, the processors', the calendar's.
  /^(Barber Studio|V2\.0|Instagram|TikTok|Facebook|YouTube|LinkedIn|WhatsApp|Bus|Shop|TWINT|Stripe|Twilio|Google Calendar)$/,
  /^(Password|ROI|Online|SMS|Shampoo|Styling|Gel)$/, // words Italian borrows, written the same in another language
  /^[A-Z][a-z]+ [A-Z]\.$/, // the reviewers' names, 'Marco R.'
  /^[A-Z]{2}$/, // their initials
  /^[a-z0-9-]+$/, // ids and keys
  /^[\d\s.,:–-]*$/, // numbers, times
  /^(https:\/\/)?www\.[a-z0-9.-]+$/, // web addresses, 'www.edoeb.admin.ch'
  // A text function's answer made only of its sample values and signs ('2, Mario', '1 × 2', '+3', 'SMS 80%'): no
  // words to translate.
  /^(?:[\d\s.,:;×·/()+%–-]|Mario|Rossi|x)*$/,
];
const SAME_PATHS = [
  /^home\.ts:homeTexts\.services\[\d\]\.name$/,
  /^home-sections\.ts:homeMoreTexts\.footer\.copyright\(\)$/,
  /^dates\.ts:dateTexts\.(medium|long)\(\)$/,
  // 'NPA' (numéro postal d'acheminement / numero postale d'avviamento): the Swiss postal code's name in both.
  /^(admin-shop-settings\.ts:adminShopSettings|setup\.ts:setupTexts)\.postalCode$/,
  // Texts made only of their values: a quantity times a name or a price, an amount and its age, a period.
  /^(shop\.ts:shopTexts\.summary\.line|profile\.ts:profile\.details\.quantity|admin-shop\.ts:adminShop\.orders\.detail\.quantity|payments\.ts:payments\.admin\.itemLabel)\(\)$/,
  /^staff\.ts:staff\.vacations\.period\(\)$/,
  // The time field's placeholder: hours and minutes read 'hh:mm' in the four languages.
  /^date-picker\.ts:datePickerTexts\.timePlaceholder$/,
  // 'No' is English too: the job application's answers.
  /^work-with-us\.ts:workWithUs\.choices\.(workPermit|yesNo)\.no$/,
  /^admin-calendar\.ts:calendarGrid\.(openDay|more)\(\)$/, // a day and its count, '+2' more
];

const SAMPLES = [['1', '2', '3', '4'], [1, 2, 3, 4], [2, 'Mario', 'Rossi', 'x']];

/** Every text of a catalogue by its path: strings, and what its functions answer for sample values. */
function texts(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    SAMPLES.forEach((sample, i) => {
      try {
        texts((value as (...args: unknown[]) => unknown)(...sample), `${path}()${i ? `#${i}` : ''}`, out);
      } catch {
        // A function that needs another kind of value: the other samples cover it.
      }
    });
  } else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) texts(item, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** The shape of a value: its keys (and their kinds) all the way down, without the texts. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

const pairs = Object.entries(siblings).map(([file, module]) => {
  const [, language, name] = /^\.\/(de|fr|en)\/(.+)$/.exec(file)!;
  return { file, language: language!, name: name!, module, italian: italian[`./${name}`] };
});
const catalogues = pairs.filter(({ name }) => !NOT_CATALOGUES.has(`./${name}`));

describe('the German, French and English catalogues', () => {
  it('exist for the public first pages, each beside an Italian catalogue', () => {
    for (const language of ['de', 'fr', 'en']) {
      expect(catalogues.filter((pair) => pair.language === language).map((pair) => pair.name).sort()).toEqual(
        expect.arrayContaining(['it.ts', 'home.ts', 'home-sections.ts', 'cookies.ts', 'pwa.ts', 'dates.ts']),
      );
    }
    expect(pairs.filter(({ italian: it }) => it === undefined).map(({ file }) => file)).toEqual([]);
  });

  it('export exactly what the Italian one does, with the same keys', () => {
    for (const { file, module, italian: it } of pairs) {
      expect(Object.keys(module).sort(), file).toEqual(Object.keys(it!).sort());
      if (!NOT_CATALOGUES.has(`./${file.slice(5)}`)) expect(shape(module), file).toEqual(shape(it));
    }
  });

  it('leave no text in Italian (names, brands and the shop content excepted)', () => {
    const same: string[] = [];
    for (const { file, name, module, italian: it } of catalogues) {
      const theirs = texts(it, '', new Map());
      for (const [path, text] of texts(module, '', new Map())) {
        const where = `${name}:${path}`;
        if (theirs.get(path) !== text || SAME_PATHS.some((p) => p.test(where.replace(/#\d$/, '')))) continue;
        if (SAME_EVERYWHERE.some((pattern) => pattern.test(text))) continue;
        same.push(`${file} ${path}: ${text}`);
      }
    }
    expect(same).toEqual([]);
  });

  it("write Swiss German: no 'ß'", () => {
    const german = catalogues
      .filter(({ language }) => language === 'de')
      .flatMap(({ file, module }) => [...texts(module, '', new Map())].map(([path, text]) => `${file} ${path}: ${text}`));
    expect(german.length).toBeGreaterThan(200);
    expect(german.filter((text) => text.includes('ß'))).toEqual([]);
  });

  it('write dates the Swiss way in each language (issue 28 item 6)', () => {
    const longDate = (language: string) => {
      const { dateTexts } = (language === 'it' ? italian['./dates.ts'] : siblings[`./${language}/dates.ts`]) as {
        dateTexts: typeof italianDates;
      };
      // Friday 7 March 2025
      return dateTexts.long(dateTexts.weekdays[5]!, dateTexts.medium(7, dateTexts.months[2]!, 2025));
    };
    expect(['it', 'de', 'fr', 'en'].map(longDate)).toEqual([
      'venerdì 7 marzo 2025',
      'Freitag, 7. März 2025',
      'vendredi 7 mars 2025',
      'Friday, 7 March 2025',
    ]);
  });
});
