import { LANGUAGES, type Language } from '@barber/shared/messages/languages';
import { DEFAULT_FAQS } from './default-faqs';
import { INTENTS, LIVE_INTENTS } from './intents';
import { words } from './lexicon';
import { LEXICONS } from './lexicons';
import { tokens } from './text';

/**
 * The language a question is written in (ADR 0067), told from its words alone: deterministic, no service, no
 * model. Each language has its function words and the vocabulary of its intents' and FAQ phrasings; a word two
 * languages share ('in', 'la', 'whatsapp', 'merci' in Swiss German and French) tells nothing and is left out. The
 * language with the most words wins; a tie or no word at all is null, and the caller falls back to the visitor's
 * chosen language (the `lang` cookie, then Accept-Language).
 */

const ITALIAN_MARKS = words(`il lo gli di da del della dei degli delle al alla ai nel nella sul con per tra che e sono
  siete avete abbiamo ho hai ha quanto quanta quanti quando dove come chi cosa qual quale quali perche posso potete
  vorrei volevo grazie ciao buongiorno buonasera salve mio mia miei vostro vostra oggi domani adesso ancora anche
  non si ci mi ti vi lei`);

// Words every visitor writes whatever the language ('ok', 'shop', the 'Hair Tattoo' of an Italian price list).
const NEUTRAL = new Set(words('ok okay hey super top shop online app email mail chf hair tattoo'));

// Letters only one of the four writes.
const LETTERS: Partial<Record<Language, RegExp>> = { de: /[äöüß]/, fr: /[çâêîôûëïœ]/ };

function vocabulary(): Map<string, Language> {
  const seen = new Map<string, Set<Language>>();
  const note = (lang: Language, text: string) => {
    for (const word of tokens(text)) {
      if (word.length < 2 || /\d/.test(word)) continue;
      seen.set(word, (seen.get(word) ?? new Set()).add(lang));
    }
  };
  ITALIAN_MARKS.forEach((w) => note('it', w));
  for (const intent of LIVE_INTENTS) INTENTS[intent].examples.forEach((e) => note('it', e));
  DEFAULT_FAQS.forEach((f) => note('it', f.question));
  for (const lex of Object.values(LEXICONS)) {
    lex.marks.forEach((w) => note(lex.lang, w));
    Object.values(lex.intents).forEach((examples) => examples.forEach((e) => note(lex.lang, e)));
    Object.values(lex.faqs).forEach((phrasings) => phrasings.forEach((p) => note(lex.lang, p)));
    Object.keys(lex.weekdays).forEach((w) => note(lex.lang, w));
  }
  const only = new Map<string, Language>();
  for (const [word, langs] of seen) if (langs.size === 1 && !NEUTRAL.has(word)) only.set(word, [...langs][0]!);
  return only;
}

const VOCABULARY = vocabulary();

/** Each language's count of the question's telling words (the detector's evidence, for tests and the ADR). */
export function languageScores(text: string): Record<Language, number> {
  const scores = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>;
  for (const word of tokens(text)) {
    const lang = VOCABULARY.get(word);
    if (lang) scores[lang] += 1;
  }
  const lower = text.toLowerCase();
  for (const [lang, letters] of Object.entries(LETTERS) as [Language, RegExp][]) if (letters.test(lower)) scores[lang] += 1;
  return scores;
}

/** The question's language, or null when its words do not tell (none known, or two languages tie). */
export function detectLanguage(text: string): Language | null {
  const ranked = Object.entries(languageScores(text)).sort((a, b) => b[1] - a[1]) as [Language, number][];
  const [first, second] = ranked;
  if (!first || first[1] === 0 || (second && second[1] === first[1])) return null;
  return first[0];
}

/** The language to answer in: the question's own, else the visitor's (ADR 0067). */
export const answerLanguage = (question: string, preferred: Language): Language => detectLanguage(question) ?? preferred;
