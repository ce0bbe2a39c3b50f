import { TRANSLATED_LANGUAGES } from '@barber/shared/domain/content-translations';
import type { Language } from '@barber/shared/messages/languages';
import type { AppContext } from '../../infra/context';
import { DEFAULT_FAQS, FAQ_SEED_VERSION } from './default-faqs';
import { lexiconOf } from './lexicons';
import { Matcher } from './matcher';
import * as repo from './repo';

export interface FaqSet {
  rows: repo.FaqRow[];
  /** Active entries only. */
  active: repo.FaqRow[];
  byId: Map<string, repo.FaqRow>;
  /** The Italian matcher; the other languages' are built on first use (matcherFor). */
  matcher: Matcher;
  others?: Map<Language, Matcher>;
}

interface Cached {
  set: FaqSet;
  stamp: string;
  checkedAt: number;
}

// One trained matcher per app (tests build many apps in one process, each with its own database), rebuilt when
// the FAQ table changes: at once after an edit through this instance, within CHECK_MS after one through another.
const cache = new WeakMap<AppContext, Cached>();
const seeded = new WeakSet<AppContext>();
const CHECK_MS = 5_000;

async function ensureSeeded(ctx: AppContext): Promise<void> {
  if (seeded.has(ctx)) return;
  if ((await repo.seededVersion(ctx.db)) < FAQ_SEED_VERSION) {
    await ctx.db.transaction((tx) => repo.seedFaqs(tx, DEFAULT_FAQS, FAQ_SEED_VERSION));
  }
  seeded.add(ctx);
}

function build(rows: repo.FaqRow[]): FaqSet {
  const active = rows.filter((r) => r.isActive);
  return {
    rows,
    active,
    byId: new Map(rows.map((r) => [r.id, r])),
    matcher: new Matcher(matcherFaqs(active)),
  };
}

const matcherFaqs = (rows: readonly repo.FaqRow[]) =>
  rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    question: r.question,
    keywords: r.keywords,
    roles: r.roles,
    translated: Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, r.translations[lang]?.question])),
  }));

/** The set's matcher for a language (ADR 0067): built once per FAQ set and language, when first asked. */
export function matcherFor(set: FaqSet, lang: Language): Matcher {
  const lexicon = lexiconOf(lang);
  if (!lexicon) return set.matcher;
  set.others ??= new Map();
  let matcher = set.others.get(lang);
  if (!matcher) {
    matcher = new Matcher(matcherFaqs(set.active), lexicon);
    set.others.set(lang, matcher);
  }
  return matcher;
}

/** The FAQ and the matcher trained on them (seeding the defaults on the very first use). */
export async function faqSet(ctx: AppContext): Promise<FaqSet> {
  const cached = cache.get(ctx);
  const nowMs = Date.now();
  if (cached && nowMs - cached.checkedAt < CHECK_MS) return cached.set;
  await ensureSeeded(ctx);
  const stamp = await repo.faqStamp(ctx.db);
  if (cached && cached.stamp === stamp) {
    cached.checkedAt = nowMs;
    return cached.set;
  }
  const set = build(await repo.listFaqs(ctx.db));
  cache.set(ctx, { set, stamp, checkedAt: nowMs });
  return set;
}

/** After an edit: the next question sees it. */
export function invalidateFaqs(ctx: AppContext): void {
  cache.delete(ctx);
}

/** Whether this app's matcher is built (for /chatbot/health). */
export function matcherReady(ctx: AppContext): boolean {
  return cache.has(ctx);
}

/** 001 section 3: the FAQ's success rate, percent of helpful votes with one decimal; null before any vote. */
export function successRate(row: Pick<repo.FaqRow, 'helpfulCount' | 'notHelpfulCount'>): number | null {
  const votes = row.helpfulCount + row.notHelpfulCount;
  return votes === 0 ? null : Math.round((row.helpfulCount / votes) * 1000) / 10;
}
