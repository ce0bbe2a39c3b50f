import type { ProductCategory } from '@barber/shared/domain/shop';
import { addDays, isDate, WEEKDAYS, weekdayOf, type Weekday } from '@barber/shared/domain/zoned-time';
import { findBarber, findServices, type CatalogBarber, type CatalogService, type DayPart, type Entities } from './entities';
import type { Lexicon } from './lexicon';
import { editDistance, fuzzyEquals, normalize, tokens } from './text';

/**
 * The named things of a German, French or English question (ADR 0067), as entities.ts finds them in Italian: the
 * day, the part of the day and the product category from the language's words; the service through its everyday
 * words mapped onto the shop's Italian service names ('Haarschnitt' -> 'taglio'), which findServices then matches.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** The text with a space either side, so a phrase is found as whole words: ' apres midi '. */
const padded = (text: string) => ` ${normalize(text)} `;
const hasPhrase = (text: string, phrase: string) => text.includes(` ${phrase} `);
/** Typos allowed in longer words only: 'morgen' (tomorrow) and 'morgens' (in the morning) are one letter apart. */
const near = (typed: string, known: string) => typed === known || (known.length >= 8 && fuzzyEquals(typed, known));

function nextWeekday(today: string, day: Weekday): string {
  const from = WEEKDAYS.indexOf(weekdayOf(today));
  return addDays(today, (WEEKDAYS.indexOf(day) - from + 7) % 7);
}

function upcoming(date: string, today: string): string | null {
  if (!isDate(date)) return null;
  if (date >= today) return date;
  const next = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  return isDate(next) ? next : null;
}

export function findDateIn(lex: Lexicon, text: string, today: string): string | null {
  const n = padded(text);
  const words = tokens(text);
  const phrase = (list: readonly string[]) => list.some((p) => (p.includes(' ') ? hasPhrase(n, p) : words.some((w) => near(w, p))));
  if (phrase(lex.afterTomorrow)) return addDays(today, 2);
  if (phrase(lex.today)) return today;
  // German 'morgen' is tomorrow, 'am Morgen' the morning (then it is no date).
  const tomorrowAt = words.findIndex((w) => lex.tomorrow.some((t) => near(w, t)));
  if (tomorrowAt >= 0 && !(lex.morningBefore ?? []).includes(words[tomorrowAt - 1] ?? '')) return addDays(today, 1);
  if (phrase(lex.weekend)) return nextWeekday(today, 'saturday');
  for (const word of words) {
    for (const [name, day] of Object.entries(lex.weekdays)) {
      if (word === name || word === `${name}s` || (word.length >= 5 && editDistance(word, name, 1) <= 1)) return nextWeekday(today, day);
    }
  }
  const [year] = today.split('-').map(Number) as [number];
  const numeric = /(?:^|\s)(\d{1,2})[./](\d{1,2})(?:[./](\d{2,4}))?(?=[\s.]|$)/.exec(n);
  if (numeric) {
    const y = numeric[3] ? (numeric[3].length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3])) : year;
    const date = `${y}-${pad(Number(numeric[2]))}-${pad(Number(numeric[1]))}`;
    return numeric[3] ? (isDate(date) ? date : null) : upcoming(date, today);
  }
  // '15 juin', '15. Juni', 'June 15'.
  for (let i = 0; i < words.length; i++) {
    const m = lex.months.findIndex((name) => fuzzyEquals(words[i]!, name));
    if (m < 0) continue;
    const day = [words[i - 1], words[i + 1]].map(Number).find((d) => Number.isInteger(d) && d >= 1 && d <= 31);
    if (day) return upcoming(`${year}-${pad(m + 1)}-${pad(day)}`, today);
  }
  return null;
}

/** The label is the language's own ('am Nachmittag'), said by the answer texts through `kind`. */
export function findDayPartIn(lex: Lexicon, text: string): DayPart | null {
  const n = normalize(text);
  const hour = (match: RegExpExecArray) => {
    const h = Number(match[1]) + (match[3] && Number(match[1]) < 12 ? 12 : 0);
    return { h, m: Number(match[2] ?? 0) };
  };
  const after = lex.parts.after.exec(n);
  if (after) {
    const { h, m } = hour(after);
    return { label: `dopo le ${pad(h)}:${pad(m)}`, from: h * 60 + m, to: 24 * 60, kind: 'after', time: `${pad(h)}:${pad(m)}` };
  }
  const before = lex.parts.before.exec(n);
  if (before) {
    const { h, m } = hour(before);
    return { label: `prima delle ${pad(h)}:${pad(m)}`, from: 0, to: h * 60 + m, kind: 'before', time: `${pad(h)}:${pad(m)}` };
  }
  const at = lex.parts.at.exec(n);
  if (at) {
    const { h, m } = hour(at);
    return { label: `dalle ${pad(h)}:${pad(m)}`, from: h * 60 + m, to: 24 * 60, kind: 'at', time: `${pad(h)}:${pad(m)}` };
  }
  const words = tokens(text);
  const p = ` ${n} `;
  const has = (list: readonly string[]) => list.some((o) => (o.includes(' ') ? hasPhrase(p, o) : words.some((w) => near(w, o))));
  // German 'am Morgen' / 'morgen früh': the morning of the day named.
  const morgen = lex.morningBefore && words.some((w, i) => w === 'morgen' && lex.morningBefore!.includes(words[i - 1] ?? ''));
  if (has(lex.parts.afternoon)) return { label: 'di pomeriggio', from: 12 * 60, to: 17 * 60, kind: 'afternoon' };
  if (has(lex.parts.morning) || morgen) return { label: 'di mattina', from: 0, to: 12 * 60, kind: 'morning' };
  if (has(lex.parts.evening)) return { label: 'di sera', from: 17 * 60, to: 24 * 60, kind: 'evening' };
  return null;
}

export function findCategoryIn(lex: Lexicon, text: string): ProductCategory | null {
  const n = padded(text);
  const words = tokens(text);
  const entries = Object.entries(lex.categories);
  for (const [name, category] of entries) if (name.includes(' ') && hasPhrase(n, name)) return category;
  if (words.some((w) => lex.beard.some((b) => w.startsWith(b))) && words.some((w) => lex.care.test(w))) return 'beard_care';
  for (const word of words) {
    for (const [name, category] of entries) {
      if (name.includes(' ')) continue;
      if (word === name || (name.length >= 4 && word.endsWith(name)) || (name.length >= 5 && fuzzyEquals(word, name))) return category;
    }
  }
  return null;
}

export function extractEntitiesIn(
  lex: Lexicon,
  text: string,
  catalog: { services: readonly CatalogService[]; barbers: readonly CatalogBarber[] },
  today: string,
): Entities {
  const found = findServices(text, catalog.services, { synonyms: lex.services, stopwords: lex.stopwords });
  return {
    services: found.services,
    serviceExact: found.exact,
    barber: findBarber(text, catalog.barbers),
    date: findDateIn(lex, text, today),
    part: findDayPartIn(lex, text),
    category: findCategoryIn(lex, text),
  };
}
