import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '@barber/shared/domain/shop';
import { addDays, isDate, WEEKDAYS, weekdayOf, type Weekday } from '@barber/shared/domain/zoned-time';
import { editDistance, fuzzyEquals, isStopword, normalize, stem, tokens } from './text';

/**
 * What a question names besides its intent (ADR 0022): a service, a barber, a day, a part of the day, a product
 * category. Services and barbers come from the database (their names change), the rest from fixed Italian words;
 * every comparison allows typos.
 */

export interface CatalogService {
  id: string;
  name: string;
  priceRappen: number;
  durationMinutes: number;
}
export interface CatalogBarber {
  id: string;
  firstName: string;
  lastName: string;
  serviceIds: readonly string[];
}

/** A window of the day in minutes ('mattina' 9-12, 'pomeriggio' 13-17, 'sera' 17-19: 001 section 9's waiting-list slots). */
export interface DayPart {
  /** As the Italian answer says it ('di pomeriggio', 'dopo le 17:00'). */
  label: string;
  from: number;
  to: number;
  /** What it is, for the answers in the other languages (ADR 0067); `time` for after/before/at. */
  kind?: 'morning' | 'afternoon' | 'evening' | 'after' | 'before' | 'at';
  time?: string;
}

export interface Entities {
  /** The services named: one when it is clear, several when the words fit more than one ('taglio'). */
  services: CatalogService[];
  /** True when `services` holds exactly the one the words name. */
  serviceExact: boolean;
  barber: CatalogBarber | null;
  date: string | null;
  part: DayPart | null;
  category: ProductCategory | null;
}

/** Everyday words for the words of service names, typed before stemming. */
const SERVICE_SYNONYMS: Readonly<Record<string, string>> = {
  bimbo: 'bambino',
  bimbi: 'bambino',
  bimba: 'bambino',
  bambini: 'bambino',
  bambina: 'bambino',
  figlio: 'bambino',
  figlia: 'bambino',
  ragazzino: 'bambino',
  piccolo: 'bambino',
  bambino: 'bambino',
  kids: 'bambino',
  capelli: 'taglio',
  tagliare: 'taglio',
  tagliarmi: 'taglio',
  taglietto: 'taglio',
  sistemare: 'taglio',
  rasatura: 'barba',
  rasare: 'barba',
  radere: 'barba',
  tatuaggio: 'tattoo',
  tatoo: 'tattoo',
  disegno: 'tattoo',
  sopracciglio: 'sopracciglia',
  ciglia: 'sopracciglia',
  lavaggio: 'shampoo',
  shampo: 'shampoo',
  colore: 'tinta',
  colorare: 'tinta',
  tingere: 'tinta',
  contorno: 'rifinitura',
};

/** Words of service names that say nothing on their own. */
const WEAK_SERVICE_WORDS = new Set(['con', 'e', 'complesso', 'semplice', 'classico', 'modellata']);

interface Word {
  raw: string;
  stem: string;
}

/** How a question's words are read against the service names: the everyday words and the words dropped. */
export interface ServiceVocabulary {
  synonyms: Readonly<Record<string, string>>;
  stopwords?: ReadonlySet<string>;
}
const ITALIAN: ServiceVocabulary = { synonyms: SERVICE_SYNONYMS };

const wordsOf = (text: string, vocabulary: ServiceVocabulary = ITALIAN): Word[] =>
  tokens(text)
    .filter((w) => !isStopword(w) && !vocabulary.stopwords?.has(w) && w !== '+')
    .map((w) => {
      const raw = vocabulary.synonyms[w] ?? SERVICE_SYNONYMS[w] ?? w;
      return { raw, stem: stem(raw) };
    });

// Stems or whole words, each with its typo allowance ('tagio' is 'taglio' though their stems differ more).
const sameWord = (a: Word, b: Word) => fuzzyEquals(a.stem, b.stem) || fuzzyEquals(a.raw, b.raw);

export function findServices(
  text: string,
  services: readonly CatalogService[],
  vocabulary: ServiceVocabulary = ITALIAN,
): { services: CatalogService[]; exact: boolean } {
  const asked = wordsOf(text, vocabulary);
  if (asked.length === 0) return { services: [], exact: false };
  let best = 0;
  let scored: { service: CatalogService; matched: number; total: number }[] = [];
  for (const service of services) {
    const all = wordsOf(service.name);
    const strong = all.filter((w) => !WEAK_SERVICE_WORDS.has(w.raw));
    const matchedStrong = strong.filter((s) => asked.some((a) => sameWord(a, s))).length;
    if (matchedStrong === 0) continue;
    const matchedAll = all.filter((s) => asked.some((a) => sameWord(a, s))).length;
    scored.push({ service, matched: matchedStrong * 10 + matchedAll, total: strong.length });
    best = Math.max(best, matchedStrong * 10 + matchedAll);
  }
  scored = scored.filter((s) => s.matched === best);
  if (scored.length === 0) return { services: [], exact: false };
  if (scored.length === 1) return { services: [scored[0]!.service], exact: true };
  // Several fit as well: the one whose every word was named ('taglio bambino') wins over longer names.
  const complete = scored.filter((s) => Math.floor(s.matched / 10) === s.total);
  const shortest = Math.min(...complete.map((s) => s.total));
  const winners = complete.filter((s) => s.total === shortest);
  if (winners.length === 1 && complete.length < scored.length) return { services: [winners[0]!.service], exact: true };
  return { services: scored.map((s) => s.service), exact: false };
}

export function findBarber(text: string, barbers: readonly CatalogBarber[]): CatalogBarber | null {
  const words = tokens(text).filter((w) => w.length >= 3 && !isStopword(w));
  const hits = barbers.filter((b) => {
    const names = [b.firstName, b.lastName].map(normalize).filter((n) => n.length >= 3);
    return names.some((name) => words.some((w) => w === name || (name.length >= 4 && editDistance(w, name, 1) <= 1)));
  });
  return hits.length === 1 ? hits[0]! : null;
}

const WEEKDAY_WORDS: Readonly<Record<string, Weekday>> = {
  lunedi: 'monday',
  martedi: 'tuesday',
  mercoledi: 'wednesday',
  giovedi: 'thursday',
  venerdi: 'friday',
  sabato: 'saturday',
  domenica: 'sunday',
};

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A date from the shop-local `today`: oggi, domani, dopodomani, a weekday (the next one, today included), 15/6, 15 giugno. */
export function findDate(text: string, today: string): string | null {
  const words = tokens(text);
  const has = (w: string) => words.some((x) => fuzzyEquals(x, w));
  if (words.some((w) => w === 'dopodomani' || editDistance(w, 'dopodomani', 2) <= 2)) return addDays(today, 2);
  if (words.some((w) => w === 'stamattina' || w === 'stasera' || w === 'stanotte' || w === 'stamani' || w === 'oggi' || w === 'ogi'))
    return today;
  if (has('domani')) return addDays(today, 1);
  if (words.includes('weekend') || (words.includes('fine') && words.includes('settimana'))) return nextWeekday(today, 'saturday');
  for (const word of words) {
    for (const [name, day] of Object.entries(WEEKDAY_WORDS)) {
      if (word === name || (word.length >= 5 && editDistance(word, name, 2) <= (name.length >= 7 ? 2 : 1))) {
        return nextWeekday(today, day);
      }
    }
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const numeric = /(?:^|\s)(\d{1,2})[./](\d{1,2})(?:[./](\d{2,4}))?(?=\s|$)/.exec(normalizeDates(text));
  if (numeric) {
    const y = numeric[3] ? (numeric[3].length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3])) : year;
    return upcoming(`${y}-${pad(Number(numeric[2]))}-${pad(Number(numeric[1]))}`, today, !numeric[3]);
  }
  for (let i = 0; i < words.length; i++) {
    const day = Number(words[i]);
    if (!Number.isInteger(day) || day < 1 || day > 31) continue;
    const next = words[i + 1];
    const m = next ? MONTHS.findIndex((name) => fuzzyEquals(next, name)) : -1;
    if (m >= 0) return upcoming(`${year}-${pad(m + 1)}-${pad(day)}`, today, true);
    // 'il 15': the 15th of this month, or of the next once it has passed.
    if (words[i - 1] === 'il' || words[i - 1] === 'per') {
      const here = `${year}-${pad(month)}-${pad(day)}`;
      if (isDate(here) && here >= today) return here;
      const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
      const there = `${nextMonth}-${pad(day)}`;
      return isDate(there) ? there : null;
    }
  }
  return null;
}

// 'normalize' keeps dots and slashes between digits; the raw text's "15.6." keeps its shape here.
const normalizeDates = (text: string) => ` ${normalize(text)} `;

function upcoming(date: string, today: string, rollYear: boolean): string | null {
  if (!isDate(date)) return null;
  if (date >= today || !rollYear) return date;
  const next = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return isDate(next) ? next : null;
}

function nextWeekday(today: string, day: Weekday): string {
  const from = WEEKDAYS.indexOf(weekdayOf(today));
  const to = WEEKDAYS.indexOf(day);
  return addDays(today, (to - from + 7) % 7);
}

export const DAY_PARTS = {
  morning: { label: 'di mattina', from: 0, to: 12 * 60 },
  afternoon: { label: 'di pomeriggio', from: 12 * 60, to: 17 * 60 },
  evening: { label: 'di sera', from: 17 * 60, to: 24 * 60 },
} as const satisfies Record<string, DayPart>;

export function findDayPart(text: string): DayPart | null {
  const n = normalize(text);
  const words = n.split(' ');
  const after = /\bdopo (?:le |l )?(\d{1,2})(?:[:.](\d{2}))?\b/.exec(n);
  if (after) return { label: `dopo le ${pad(Number(after[1]))}:${after[2] ?? '00'}`, from: Number(after[1]) * 60 + Number(after[2] ?? 0), to: 24 * 60 };
  const before = /\bprima (?:delle |dell |di )?(\d{1,2})(?:[:.](\d{2}))?\b/.exec(n);
  if (before) return { label: `prima delle ${pad(Number(before[1]))}:${before[2] ?? '00'}`, from: 0, to: Number(before[1]) * 60 + Number(before[2] ?? 0) };
  const at = /\b(?:alle|verso le|per le|ore) (\d{1,2})(?:[:.](\d{2}))?\b/.exec(n);
  if (at) {
    const from = Number(at[1]) * 60 + Number(at[2] ?? 0);
    return { label: `dalle ${pad(Number(at[1]))}:${at[2] ?? '00'}`, from, to: 24 * 60 };
  }
  const has = (...options: string[]) => words.some((w) => options.some((o) => fuzzyEquals(w, o)));
  if (has('mattina', 'mattino', 'mattinata', 'stamattina', 'stamani', 'presto')) return DAY_PARTS.morning;
  if (has('pomeriggio', 'pome', 'pranzo')) return DAY_PARTS.afternoon;
  if (has('sera', 'serata', 'stasera', 'tardi', 'dopolavoro')) return DAY_PARTS.evening;
  return null;
}

const CATEGORY_WORDS: Readonly<Record<string, ProductCategory>> = {
  cera: 'wax',
  cere: 'wax',
  wax: 'wax',
  pomata: 'pomade',
  pomate: 'pomade',
  pomade: 'pomade',
  gel: 'gel',
  shampoo: 'shampoo',
  shampi: 'shampoo',
  balsamo: 'conditioner',
  conditioner: 'conditioner',
  olio: 'hair_oil',
  oli: 'hair_oil',
  dopobarba: 'aftershave',
  aftershave: 'aftershave',
  colonia: 'cologne',
  profumo: 'cologne',
  profumi: 'cologne',
  styling: 'styling',
  lacca: 'styling',
  spray: 'styling',
  pettine: 'tools',
  spazzola: 'tools',
  forbici: 'tools',
  rasoio: 'tools',
  strumenti: 'tools',
  accessori: 'accessories',
  regalo: 'gift_sets',
  regali: 'gift_sets',
  cofanetto: 'gift_sets',
};

export function findCategory(text: string): ProductCategory | null {
  const words = tokens(text);
  if (words.some((w) => fuzzyEquals(w, 'barba')) && words.some((w) => /^(prodott|oli|olio|cura|balsam|crem)/.test(w))) {
    return words.some((w) => w.startsWith('oli')) ? 'hair_oil' : 'beard_care';
  }
  for (const word of words) {
    for (const [name, category] of Object.entries(CATEGORY_WORDS)) {
      if (word === name || (name.length >= 5 && fuzzyEquals(word, name))) return category;
    }
  }
  for (const category of PRODUCT_CATEGORIES) {
    const label = normalize(PRODUCT_CATEGORY_LABELS[category]);
    if (label.length >= 5 && normalize(text).includes(label)) return category;
  }
  return null;
}

export function extractEntities(
  text: string,
  catalog: { services: readonly CatalogService[]; barbers: readonly CatalogBarber[] },
  today: string,
): Entities {
  const found = findServices(text, catalog.services);
  return {
    services: found.services,
    serviceExact: found.exact,
    barber: findBarber(text, catalog.barbers),
    date: findDate(text, today),
    part: findDayPart(text),
    category: findCategory(text),
  };
}
