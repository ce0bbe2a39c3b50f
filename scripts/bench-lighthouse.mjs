// `npm run bench:lighthouse` (and the end of `npm run bench`): Lighthouse with its default mobile emulation on the
// public pages of TARGETS.md (and / in each of the four languages, issue 28), and on two pages behind a sign-in (a
// customer's /booking, the owner's calendar), against the built app in demo mode as a newcomer runs it, on Debian's
// Chromium. Writes its own section of docs/benchmarks.md (between the markers below; the API figures above stay) and
// the full reports to e2e/artifacts/lighthouse/. Exits 1 when a target is missed.
//
// Lighthouse's mobile throttling is simulated (its default and the standard: a mid-range phone on slow 4G, the
// metrics estimated from the page's own trace). The network part does not depend on this shared machine's load; the
// CPU part does: Lighthouse multiplies each main-thread task it observed by 4, so a busy machine's longer tasks read
// as more blocking time. The run therefore records the load and Lighthouse's own measure of the CPU (its benchmark
// index) beside the figures. Each page runs RUNS times; TARGETS.md asks the scores and the blocking time of every
// run, so every run is checked and shown; the full report kept is the run with the median Performance score.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startDemoServer } from './demo-server.mjs';
import { demoAccounts } from './demo-accounts.mjs';
import { replaceBenchmarksSection } from './benchmarks-section.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const START = '<!-- lighthouse:start -->';
export const END = '<!-- lighthouse:end -->';

/**
 * The pages measured. `as`: signed in as that demo account (a fresh sign-in before each run: refresh tokens rotate,
 * ADR 0002), `performance`: the page's Performance target. / in German, French and English by ?lang= (the server
 * answers the language's own drawn page, ADR 0061); / itself is the Italian row.
 */
const ALL_PAGES = [
  { path: '/', performance: 95 },
  { path: '/guest-booking', performance: 95 },
  { path: '/shop', performance: 95 },
  { path: '/?lang=de', performance: 95 },
  { path: '/?lang=fr', performance: 95 },
  { path: '/?lang=en', performance: 95 },
  { path: '/booking', as: 'client', performance: 90 },
  { path: '/admin/calendar', as: 'admin', performance: 90 },
];
// LIGHTHOUSE_PAGES=/,/shop measures only those (a quicker look while working on one page).
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;

/** TARGETS.md: scores out of 100 (at least; Performance per page, above), LCP in seconds, CLS and TBT (at most). */
const TARGETS = [
  { key: 'performance', label: 'Performance' },
  { key: 'accessibility', label: 'Accessibility', min: 95 },
  { key: 'best-practices', label: 'Best Practices', min: 95 },
  { key: 'seo', label: 'SEO', min: 90 },
];
const LCP_MAX_S = 2.0;
const CLS_MAX = 0.05;
const TBT_MAX_MS = 150;

/** The built server with fresh demo data, as e2e/support/server.ts starts it. */
async function startServer() {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.log('no build found: npm run build');
    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const server = await startDemoServer({
    main,
    root,
    dataPrefix: 'barber-lighthouse-',
    // A bench waits for a busy machine rather than failing: the demo's seeding took over 90 s at load 30.
    startSeconds: 300,
    env: { DATABASE_URL: '' },
  });
  // localhost, not 127.0.0.1: what a person types, and a secure context for the service worker.
  return { base: `http://localhost:${server.port}`, stop: server.stop };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The audits that cost points, for the report: id, title and what Lighthouse measured. */
function failingAudits(lhr) {
  const out = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (
        audit.scoreDisplayMode === 'notApplicable' ||
        audit.scoreDisplayMode === 'informative' ||
        audit.scoreDisplayMode === 'manual'
      )
        continue;
      out.push(`${category.id}/${ref.id} (${audit.displayValue ?? `score ${audit.score}`})`);
    }
  }
  return out;
}

/** One run's figures and which targets it met. */
function figures(lhr, page) {
  const scores = Object.fromEntries(
    TARGETS.map((t) => [t.key, Math.round((lhr.categories[t.key]?.score ?? 0) * 100)]),
  );
  const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  const checks = {
    ...Object.fromEntries(TARGETS.map((t) => [t.key, scores[t.key] >= (t.min ?? page.performance)])),
    // A page behind a sign-in tells search engines to stay away (noindex): SEO is a public page's target.
    seo: page.as ? true : scores.seo >= 90,
    lcp: lcp <= LCP_MAX_S,
    cls: cls <= CLS_MAX,
    tbt: tbt < TBT_MAX_MS,
  };
  return { scores, lcp, cls, tbt, checks, benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN };
}

/** The page's row: every run's figures, a target met only when every run met it. */
function summarise(page, lhrs, chosen) {
  const runs = lhrs.map((lhr) => figures(lhr, page));
  const checks = Object.fromEntries(
    Object.keys(runs[0].checks).map((key) => [key, runs.every((r) => r.checks[key])]),
  );
  return {
    ...page,
    runs,
    checks,
    pass: Object.values(checks).every(Boolean),
    failing: failingAudits(chosen),
    lighthouseVersion: chosen.lighthouseVersion,
    userAgent: chosen.environment?.hostUserAgent ?? '',
  };
}

/** A fresh session of a demo account: the access token the app keeps in its storage and the refresh cookie. */
async function signIn(base, role) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts[role]),
  });
  if (!response.ok) throw new Error(`sign-in as ${role}: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { token, cookies };
}

/**
 * One Lighthouse run of a page. Signed in: the session is put where a signed-in browser holds it (the token in the
 * origin's storage, the refresh cookie) in a tab Lighthouse then measures, with its storage reset turned off.
 */
async function measure(browser, base, page) {
  const tab = await browser.newPage();
  try {
    const flags = { output: 'html', logLevel: 'error', onlyCategories: TARGETS.map((t) => t.key) };
    if (page.as) {
      const session = await signIn(base, page.as);
      await tab.goto(`${base}/robots.txt`);
      await tab.evaluate((token) => localStorage.setItem('token', token), session.token);
      await browser.setCookie(
        ...session.cookies.map((c) => ({ ...c, domain: new URL(base).hostname, path: '/' })),
      );
      flags.disableStorageReset = true;
    }
    // Lighthouse's default config: mobile form factor and emulation, simulated throttling.
    return await lighthouse(`${base}${page.path}`, flags, undefined, tab);
  } finally {
    await tab.close();
  }
}

async function main() {
  const loadAtStart = loadavg()[0];
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // A fresh profile per launch; no sandbox as root; no network of its own on this offline machine.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const reports = join(root, 'e2e/artifacts/lighthouse');
  mkdirSync(reports, { recursive: true });
  const results = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine) is run again, twice at most.
        let result;
        for (let attempt = 1; ; attempt++) {
          result = await measure(browser, server.base, page);
          const error = result
            ? result.lhr.runtimeError
            : { code: 'NO_RESULT', message: 'no Lighthouse result' };
          if (!error) break;
          if (attempt === 3) throw new Error(`${page.path}: ${error.code} ${error.message}`);
          console.log(`  ${page.path}: ${error.code}, again`);
        }
        runs.push(result);
        const run = figures(result.lhr, page);
        console.log(
          `  ${page.path} run ${i + 1}: performance ${run.scores.performance}, TBT ${Math.round(run.tbt)} ms, benchmark index ${Math.round(run.benchmarkIndex)}, load ${loadavg()[0].toFixed(1)}`,
        );
      }
      const perf = runs.map((r) => r.lhr.categories.performance.score);
      const chosen = runs[perf.indexOf(median(perf))];
      const name = page.path === '/' ? 'home' : page.path.replace(/^\//, '').replace(/\W+/g, '-');
      writeFileSync(join(reports, `${name}.html`), chosen.report);
      writeFileSync(join(reports, `${name}.json`), JSON.stringify(chosen.lhr));
      const summary = summarise(
        page,
        runs.map((r) => r.lhr),
        chosen.lhr,
      );
      results.push(summary);
      console.log(`${summary.pass ? 'ok  ' : 'MISS'} ${row(summary)}`);
      if (summary.failing.length) console.log(`     audits below 0.9: ${summary.failing.join('; ')}`);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await server.stop();
  }
  writeSection(results, loadAtStart, loadavg()[0]);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

const mark = (ok) => (ok ? '' : ' ✗');
const each = (runs, pick) => runs.map(pick).join(' · ');

/** A page's table row: every run's figure in each cell, ✗ where some run missed the target. */
function row(r) {
  const who = r.as ? ` (signed in: ${r.as})` : '';
  const cells = [
    `${r.path}${who}`,
    ...TARGETS.map((t) =>
      r.as && t.key === 'seo'
        ? 'not indexed'
        : `${each(r.runs, (run) => run.scores[t.key])}${mark(r.checks[t.key])}`,
    ),
    `${each(r.runs, (run) => Math.round(run.tbt))}${mark(r.checks.tbt)}`,
    `${each(r.runs, (run) => run.lcp.toFixed(2))}${mark(r.checks.lcp)}`,
    `${each(r.runs, (run) => run.cls.toFixed(3))}${mark(r.checks.cls)}`,
    each(r.runs, (run) => Math.round(run.benchmarkIndex)),
    r.pass ? 'yes' : '**no**',
  ];
  return `| ${cells.join(' | ')} |`;
}

function writeSection(results, loadAtStart, loadAtEnd) {
  const file = join(root, 'docs/benchmarks.md');
  const first = results[0];
  const lines = [
    START,
    '## Lighthouse (mobile)',
    '',
    'Written by `npm run bench:lighthouse` (scripts/bench-lighthouse.mjs), also run by `npm run bench`: the built app in',
    "demo mode on localhost, Lighthouse's default mobile emulation (a mid-range phone on slow 4G, simulated throttling),",
    `on Debian's Chromium. Each page ran ${RUNS === 1 ? 'once (LIGHTHOUSE_RUNS=1)' : `${RUNS} times`}; every cell lists each run's figure, and a target counts as met`,
    'only when every run met it (TARGETS.md). / in German, French and English by ?lang= (issue 28); /booking and',
    "the owner's calendar signed in (a fresh sign-in through the API before each run, its token and refresh cookie",
    'in the browser). Full reports (the median run): e2e/artifacts/lighthouse/.',
    '',
    'The simulated CPU slowdown multiplies the main-thread tasks the browser really ran by 4, so blocking time and',
    "Performance depend on this shared machine's load; Lighthouse's benchmark index (its measure of the CPU, about",
    '1,000 to 2,000 on an idle desktop) is given per run.',
    '',
    `Run: ${new Date().toISOString()} · ${cpus().length} cores · load ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at end · Lighthouse ${first?.lighthouseVersion ?? '?'} · ${first?.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`,
    '',
    '| page | Performance (>= 95; signed in >= 90) | Accessibility (>= 95) | Best Practices (>= 95) | SEO (>= 90) | TBT ms (< 150) | LCP s (<= 2.0) | CLS (<= 0.05) | benchmark index | met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(row),
    '',
    ...results
      .filter((r) => r.failing.length)
      .map((r) => `- ${r.path}, audits below 0.9 (median run): ${r.failing.join('; ')}`),
    END,
  ];
  replaceBenchmarksSection(file, START, END, lines.join('\n'));
  console.log('\nwritten to docs/benchmarks.md (Lighthouse section)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
