import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChatbotRole } from '@barber/shared/contract/chatbot-routes';
import { DEFAULT_FAQS } from '../default-faqs';
import type { CatalogBarber, CatalogService } from '../entities';
import { Matcher } from '../matcher';
import { understand } from '../understand';
import { answerableSuggestions, pageHelp } from '../answer';
import type { FaqSet } from '../faq-store';
import { pageSuggestions, welcomeSuggestions } from '../texts';
import { CHATBOT_ROLES } from '@barber/shared/contract/chatbot-routes';
import { LANGUAGES, type Language } from '@barber/shared/messages/languages';
import { answerLanguage } from '../detect-language';
import { lexiconOf } from '../lexicons';

/**
 * The evaluation set (issue 16 item 5): the understanding step on every labelled question, with the demo shop's
 * services and two barbers. Fails under 90% and prints each miss, so a change to the matcher shows its cost.
 * Every question goes the way a real one does (ADR 0067): its language detected (Italian when its words do not
 * tell, as for a visitor who chose none), then that language's matcher; it counts when the intent and the language
 * are both right.
 */
interface Question {
  q: string;
  expect: string | string[];
  role?: ChatbotRole;
  lang?: Language;
}

const load = (file: string) => (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { questions: Question[] }).questions;
const questions = load('./questions-it.json');
const holdout = load('./questions-it-holdout.json');
const foreign = { de: load('./questions-de.json'), fr: load('./questions-fr.json'), en: load('./questions-en.json') };

// The demo shop's catalogue (apps/server/src/demo/seed-booking.ts).
const services: CatalogService[] = [
  ['Taglio + Shampoo', 3000, 30],
  ['Barba Modellata', 2500, 30],
  ['Taglio + Barba', 4500, 60],
  ['Taglio Bambino', 2500, 30],
  ['Hair Tattoo', 500, 15],
  ['Sopracciglia con Lama', 700, 15],
  ['Sopracciglia a Cera', 1200, 15],
  ['Tinta', 4000, 45],
  ['Rifinitura Contorni', 1000, 15],
].map(([name, priceRappen, durationMinutes], i) => ({ id: `s${i}`, name: String(name), priceRappen: Number(priceRappen), durationMinutes: Number(durationMinutes) }));
const barbers: CatalogBarber[] = [
  { id: 'b1', firstName: 'Marco', lastName: 'Bernasconi', serviceIds: services.map((s) => s.id) },
  { id: 'b2', firstName: 'Luca', lastName: 'Ferrari', serviceIds: services.map((s) => s.id) },
  { id: 'b3', firstName: 'Davide', lastName: 'Conti', serviceIds: services.map((s) => s.id) },
];

const faqs = DEFAULT_FAQS.map((f) => ({ id: f.slug, slug: f.slug, question: f.question, keywords: f.keywords, roles: f.roles }));
const matchers = Object.fromEntries(LANGUAGES.map((l) => [l, new Matcher(faqs, lexiconOf(l))])) as Record<Language, Matcher>;

function evaluate(set: readonly Question[] = questions) {
  const misses: string[] = [];
  const times: number[] = [];
  // One pass first, untimed: the figure is the steady state of a running server, not the first calls' compilation.
  for (const item of set) understand(matchers[answerLanguage(item.q, 'it')], item.q, item.role ?? 'guest', { services, barbers }, '2026-06-01');
  for (const item of set) {
    const start = performance.now();
    const lang = answerLanguage(item.q, 'it');
    const u = understand(matchers[lang], item.q, item.role ?? 'guest', { services, barbers }, '2026-06-01');
    times.push(performance.now() - start);
    const got = u.label === null ? 'fallback' : u.label.kind === 'intent' ? u.label.intent : `faq:${u.label.faqId}`;
    const expected = [item.expect].flat();
    const expectedLang = item.lang ?? 'it';
    if (!expected.includes(got) || lang !== expectedLang) {
      const top = u.ranked.slice(0, 3).map((m) => `${m.label.kind === 'intent' ? m.label.intent : m.label.faqId}=${m.score.toFixed(2)}/${m.coverage.toFixed(2)}`);
      misses.push(`"${item.q}" (${item.role ?? 'guest'}): expected ${expected.join('|')} in ${expectedLang}, got ${got} in ${lang} [${top.join(', ')}]`);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return { total: set.length, misses, accuracy: (set.length - misses.length) / set.length, p50: at(0.5), p95: at(0.95) };
}

const report = (name: string, r: ReturnType<typeof evaluate>) => {
  process.stdout.write(`${name}: ${r.total - r.misses.length}/${r.total} = ${(r.accuracy * 100).toFixed(1)}% (understanding p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms)\n`);
  if (r.misses.length) process.stdout.write(`misses:\n${r.misses.join('\n')}\n`);
};

describe('the evaluation set', () => {
  it('has at least 80 labelled questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
  });

  it('is understood at 90% or more', () => {
    const result = evaluate();
    report('chatbot evaluation', result);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('holds on the held-out questions (not used for tuning) at 80% or more', () => {
    const result = evaluate(holdout);
    report('chatbot held-out', result);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.8);
  });

  it.each(Object.entries(foreign))('%s: at least 30 questions, understood and answered in the language at 90% or more', (lang, set) => {
    expect(set.length).toBeGreaterThanOrEqual(30);
    expect(set.every((q) => q.lang === lang)).toBe(true);
    const result = evaluate(set);
    report(`chatbot evaluation ${lang}`, result);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});

describe('what the assistant itself offers', () => {
  const label = (q: string, role: ChatbotRole, lang: Language = 'it') => {
    const u = understand(matchers[lang], q, role, { services, barbers }, '2026-06-01');
    return u.label === null ? 'fallback' : u.label.kind === 'intent' ? u.label.intent : `faq:${u.label.faqId}`;
  };

  it('answers every default FAQ question with that FAQ, for each role it is shown to', () => {
    const wrong = DEFAULT_FAQS.flatMap((f) => f.roles.map((role) => ({ f, role, got: label(f.question, role) }))).filter(
      (x) => x.got !== `faq:${x.f.slug}`,
    );
    expect(wrong.map((x) => `${x.f.question} (${x.role}) -> ${x.got}`)).toEqual([]);
  });

  it.each(LANGUAGES)('%s: understands every suggestion it makes: the welcome by role, and each page offers some it can answer', (lang) => {
    const pages = ['/', '/guest-booking', '/booking', '/shop', '/profile', '/waiting-list', '/login', '/register', '/work-with-us', '/admin', '/barber', '/subscription'];
    const misses: string[] = [];
    const set = { matcher: matchers.it, others: new Map(Object.entries(matchers)) } as unknown as FaqSet;
    for (const role of CHATBOT_ROLES) {
      for (const q of welcomeSuggestions(role, lang)) {
        if (label(q, role, lang) === 'fallback' || answerLanguage(q, 'it') !== lang) misses.push(`${q} (${role})`);
      }
      // /login and /register are guest pages (a logged-in user is sent on).
      for (const page of pages.filter((p) => role === 'guest' || (p !== '/login' && p !== '/register'))) {
        // Italian on the page's own suggestions, as always; the other languages with the role's welcome ones added
        // where a page's FAQ is not the role's (pageHelp).
        const offered =
          lang === 'it'
            ? answerableSuggestions(set, pageSuggestions(page, role), role, '2026-06-01')
            : pageHelp(set, page, role, '2026-06-01', lang);
        if (offered.length < 2) misses.push(`${page} (${role}): fewer than 2`);
        for (const q of offered) if (answerLanguage(q, 'it') !== lang) misses.push(`${q}: read as ${answerLanguage(q, 'it')}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('the Italian suggestions are the ones it always made', () => {
    expect(welcomeSuggestions('guest')).toEqual(['Qual è il primo posto libero?', 'Quanto costa un taglio?', 'Quali sono gli orari di apertura?']);
    expect(welcomeSuggestions('admin')).toEqual(['Come cambio prezzi e servizi?', 'Dove vedo le statistiche?', "Come modifico le risposte dell'assistente?"]);
    expect(pageSuggestions('/guest-booking', 'guest')).toEqual([
      'Qual è il primo posto libero?',
      'Posso prenotare senza scegliere il barbiere?',
      'Come cancello un appuntamento?',
      'Come posso pagare?',
    ]);
    expect(pageSuggestions('/profile', 'client')).toEqual([
      'Quando è il mio prossimo appuntamento?',
      'Come modifico i miei dati?',
      'Come cambio la password?',
      'Qual è lo stato del mio ordine?',
    ]);
  });
});
