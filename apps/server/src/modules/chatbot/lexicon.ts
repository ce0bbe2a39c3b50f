import type { ProductCategory } from '@barber/shared/domain/shop';
import type { Weekday } from '@barber/shared/domain/zoned-time';
import type { Language } from '@barber/shared/messages/languages';
import type { LiveIntent } from './intents';

/**
 * What the assistant knows of a language other than Italian (ADR 0067): the words it drops and how it stems the
 * rest, the example phrasings of the live intents and of the default FAQ (by slug), the words that steer
 * understand.ts, and the words of the things a question names (days, parts of the day, product categories, the
 * everyday words for the shop's Italian service names). Italian keeps its own code path (intents.ts, text.ts,
 * entities.ts), unchanged.
 */
export type Foreign = Exclude<Language, 'it'>;

export interface Steering {
  slot: RegExp;
  mine: RegExp;
  booking: RegExp;
  hours: RegExp;
  price: RegExp;
  duration: RegExp;
}

export interface DayParts {
  morning: readonly string[];
  afternoon: readonly string[];
  evening: readonly string[];
  /** 'nach 17 Uhr', 'après 17h', 'after 5': the hour in group 1, minutes in 2. */
  after: RegExp;
  before: RegExp;
  at: RegExp;
}

export interface Lexicon {
  lang: Foreign;
  /** Words that carry no meaning for the matcher (question words stay, as in Italian). */
  stopwords: ReadonlySet<string>;
  stem(word: string): string;
  /** Words only this language uses, besides its intents' vocabulary (detect-language.ts). */
  marks: readonly string[];
  intents: Readonly<Record<LiveIntent, readonly string[]>>;
  /** The default FAQ by slug, asked in this language (the answer stays the shop's Italian text). */
  faqs: Readonly<Record<string, readonly string[]>>;
  steering: Steering;
  /** Everyday words -> the Italian word of the shop's service names ('haircut' -> 'taglio'). */
  services: Readonly<Record<string, string>>;
  weekdays: Readonly<Record<string, Weekday>>;
  months: readonly string[];
  today: readonly string[];
  tomorrow: readonly string[];
  afterTomorrow: readonly string[];
  weekend: readonly string[];
  /** A word that makes 'tomorrow' the morning instead ('am Morgen'): the word before it. */
  morningBefore?: readonly string[];
  parts: DayParts;
  categories: Readonly<Record<string, ProductCategory>>;
  /** Words of beard care ('Bart', 'barbe', 'beard') and of a care product, for the beard-care category. */
  beard: readonly string[];
  care: RegExp;
}

/** One pass of suffix stripping, longest first, keeping at least `min` letters: light stemming, as Lucene's. */
export function suffixStemmer(suffixes: readonly string[], min: number, keep: (word: string) => boolean = () => false) {
  const sorted = [...suffixes].sort((a, b) => b.length - a.length);
  return (word: string): string => {
    if (word.length <= min || /\d/.test(word) || keep(word)) return word;
    for (const suffix of sorted) if (word.endsWith(suffix) && word.length - suffix.length >= min) return word.slice(0, -suffix.length);
    return word;
  };
}

export const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
