import langIt from '@nlpjs/lang-it';

// The Snowball stemmer of nlp.js's Italian package (ADR 0022): 'prenotare', 'prenotazione', 'prenoto' -> 'prenot'.
const stemmer = new langIt.StemmerIt();

// German and French letters no accent removal reaches (ADR 0067): 'Strasse' as the Swiss write it. Looked for
// first and replaced only when there (normalize runs dozens of times a question).
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', œ: 'oe', æ: 'ae' };
const HAS_LIGATURE = /[ßœæ]/;
const LIGATURE = /[ßœæ]/g;

/** Lowercase, accents off, apostrophes and punctuation to spaces: "Com'è l'orario?" -> "com e l orario". */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  return (HAS_LIGATURE.test(lower) ? lower.replace(LIGATURE, (c) => LIGATURES[c] ?? c) : lower)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9:./\s-]/g, ' ')
    .replace(/(?<![0-9])[.:/-]|[.:/-](?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(' ') : [];
}

/**
 * Words that carry no meaning for the assistant: articles, prepositions, pronouns, auxiliaries. Question words
 * (come, dove, quando, quanto, chi) stay: they tell an address from an hour from a price.
 */
const STOPWORDS = new Set(
  (
    'il lo la i gli le l un uno una un di a da in con su per tra fra del dello della dei degli delle al allo alla ai ' +
    'agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle e ed o ' +
    'od ma anche che ci vi mi ti si ne io tu lui lei noi voi loro me te se mio mia miei mie tuo tua vostro vostra ' +
    'suo sua questo questa quello quella essere e sono sei siamo siete ho hai ha abbiamo avete hanno c ' +
    'per favore perfavore scusa scusate vorrei volevo potrei posso puoi potete sapere ' +
    'voglio vuoi vuole volete vogliamo dirmi dimmi mi sapete sai qualcosa cosa po poco molto tanto allora quindi pero cioe tipo ok okay magari'
  ).split(' '),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  return stemmer.stemWord(word);
}

/** The index terms of a text: normalised, stopwords out, stemmed. */
export function terms(text: string): string[] {
  return tokens(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem)
    .filter((w) => w.length > 0);
}

/** Damerau-Levenshtein (optimal string alignment) distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    let best = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** The typos a word of this length may carry and still be recognised. */
export function typoBudget(word: string): number {
  if (word.length <= 3) return 0;
  if (word.length <= 5) return 1;
  return 2;
}

/** Whether a typed word is this known word, allowing for typos. */
export function fuzzyEquals(typed: string, known: string): boolean {
  if (typed === known) return true;
  const budget = Math.min(typoBudget(known), typoBudget(typed));
  return budget > 0 && editDistance(typed, known, budget) <= budget;
}
