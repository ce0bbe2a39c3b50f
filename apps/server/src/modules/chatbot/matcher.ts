import MiniSearch from 'minisearch';
import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import type { Language } from '@barber/shared/messages/languages';
import { INTENTS, LIVE_INTENTS, type LiveIntent } from './intents';
import type { Lexicon } from './lexicon';
import { terms as italianTerms, tokens } from './text';

/**
 * The assistant's understanding (ADR 0022): one MiniSearch index over the example phrasings of the live intents
 * and the FAQ entries' questions and keywords, Italian-stemmed (nlp.js's Snowball stemmer) and searched with
 * fuzzy and prefix matching, so typos and word forms still land. A label's score is its best phrasing's BM25
 * score weighted by how much of that phrasing the question covers; below a floor it is "not understood".
 */

export interface MatcherFaq {
  id: string;
  /** The default entry it was seeded from: its phrasings in the other languages (ADR 0067). */
  slug?: string | null;
  question: string;
  keywords: readonly string[];
  roles: readonly ChatbotRole[];
  /** The owner's question in the other languages (issue 28 item 5, ADR 0073): matched in that language's index. */
  translated?: Partial<Record<Language, string>>;
}

export type Label = { kind: 'intent'; intent: LiveIntent } | { kind: 'faq'; faqId: string };

export interface Match {
  label: Label;
  score: number;
  /** Share of the best phrasing's words found in the question (0-1). */
  coverage: number;
  /** At least one word matched as written (after stemming), not only through typo tolerance or a prefix. */
  exact: boolean;
}

interface Doc {
  id: number;
  key: string;
  text: string;
}

const keyOf = (label: Label) => (label.kind === 'intent' ? `i:${label.intent}` : `f:${label.faqId}`);
const labelOf = (key: string): Label =>
  key.startsWith('i:') ? { kind: 'intent', intent: key.slice(2) as LiveIntent } : { kind: 'faq', faqId: key.slice(2) };

/** Below this the question is not understood (tuned on the evaluation set, see ADR 0022). */
export const MIN_SCORE = 2.2;
export const MIN_COVERAGE = 0.5;
/** A match covering under 60% of its phrasing needs this score (one shared word is not enough on its own). */
export const PARTIAL_SCORE = 7.5;

export class Matcher {
  private readonly index: MiniSearch<Doc>;
  private readonly docTerms = new Map<number, number>();
  private readonly roles = new Map<string, readonly ChatbotRole[]>();
  readonly faqCount: number;
  readonly lang: Language;
  /** The language's words, null for Italian (its own stemmer and stopwords, text.ts). */
  readonly lexicon: Lexicon | null;
  private readonly terms: (text: string) => string[];

  /**
   * Italian by default. In another language (ADR 0067) the index holds that language's phrasings of the live
   * intents and of the default FAQ it has (by slug), stemmed the language's way, and the question the owner wrote
   * in that language for any entry (ADR 0073); an entry with neither is not matched there.
   */
  constructor(faqs: readonly MatcherFaq[], lexicon: Lexicon | null = null) {
    this.lang = lexicon?.lang ?? 'it';
    this.lexicon = lexicon;
    const terms = lexicon
      ? (text: string) =>
          tokens(text)
            .filter((w) => !lexicon.stopwords.has(w))
            .map(lexicon.stem)
            .filter((w) => w.length > 0)
      : italianTerms;
    this.terms = terms;
    this.index = new MiniSearch<Doc>({
      fields: ['text'],
      storeFields: ['key'],
      tokenize: tokens,
      processTerm: (term) => terms(term)[0] ?? null,
      searchOptions: {
        fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
        prefix: (term) => term.length >= 5,
        weights: { fuzzy: 0.6, prefix: 0.5 },
        combineWith: 'OR',
      },
    });
    const docs: Doc[] = [];
    const add = (key: string, text: string) => {
      const id = docs.length;
      docs.push({ id, key, text });
      this.docTerms.set(id, Math.max(1, terms(text).length));
    };
    for (const intent of LIVE_INTENTS) {
      this.roles.set(`i:${intent}`, INTENTS[intent].roles);
      for (const example of lexicon ? lexicon.intents[intent] : INTENTS[intent].examples) add(`i:${intent}`, example);
    }
    let faqCount = 0;
    for (const faq of faqs) {
      const phrasings = lexicon ? foreignPhrasings(faq, lexicon) : [faq.question, ...faq.keywords];
      if (!phrasings?.length) continue;
      this.roles.set(`f:${faq.id}`, faq.roles);
      for (const phrasing of phrasings) add(`f:${faq.id}`, phrasing);
      faqCount++;
    }
    this.index.addAll(docs);
    this.faqCount = faqCount;
  }

  /** The labels the role may get, best first. */
  rank(question: string, role: ChatbotRole, limit = 10): Match[] {
    const asked = this.terms(question).length;
    if (asked === 0) return [];
    const results = this.index.search(question, {
      filter: (r) => this.roles.get(r.key as string)?.includes(role) ?? false,
    });
    const best = new Map<string, Match>();
    for (const r of results) {
      const key = r.key as string;
      const docSize = this.docTerms.get(r.id as number) ?? 1;
      const coverage = Math.min(1, r.terms.length / docSize);
      const score = r.score * (0.4 + coverage) * (0.6 + 0.4 * Math.min(1, r.queryTerms.length / asked));
      const exact = r.queryTerms.some((q) => r.terms.includes(q));
      const current = best.get(key);
      if (!current || score > current.score) best.set(key, { label: labelOf(key), score, coverage, exact });
    }
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /** The FAQ entries closest to the question (for search and the "did you mean" of a question not understood). */
  closestFaqs(question: string, role: ChatbotRole, limit: number): Match[] {
    return this.rank(question, role, 50)
      .filter((m) => m.label.kind === 'faq')
      .slice(0, limit);
  }
}

/** An entry's phrasings in a lexicon's language: the default entry's (by slug) and the owner's own question. */
function foreignPhrasings(faq: MatcherFaq, lexicon: Lexicon): string[] {
  const own = faq.translated?.[lexicon.lang]?.trim();
  return [...((faq.slug && lexicon.faqs[faq.slug]) || []), ...(own ? [own] : [])];
}

export { keyOf };
