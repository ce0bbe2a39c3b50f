// `node scripts/trace-first-load.mjs [path ...]`: the main thread's work on a page's first load, measured from a
// Chromium trace with no CPU or network throttling (ADR 0081). Lighthouse's figures on this shared machine move with
// its load (its simulated 4x slowdown multiplies whatever the busy CPU took); the milliseconds of main-thread work are
// what a change to the app changes, so two builds are compared by these, back to back.
//
// For each page (default: the pages of the Lighthouse bench) it loads the built app in demo mode RUNS times (5) in a
// fresh tab with Lighthouse's mobile viewport, records a trace until the network and the main thread have been quiet
// for a second, and prints the medians: all main-thread work, the longest task, the work in tasks over 50 ms, the
// work by kind (Lighthouse's task groups, as its mainthread-work-breakdown) and the script time by file (its
// bootup-time). PROFILE=1 also records a CPU profile and prints the functions that took the most time.
// Signed-in pages (`/booking@client`, `/admin/calendar@admin`) sign in through the API first, as the bench does.
// DISTS=dirA,dirB compares two web builds, their loads interleaved; SAVE=/tmp/x keeps each load's trace (and profile).
// The DevTools issues a page raised (Lighthouse's inspector-issues audit) are printed too.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { startDemoServer } from './demo-server.mjs';
import { demoAccounts } from './demo-accounts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const PROFILE = process.env.PROFILE === '1';
const DEFAULT_PAGES = ['/', '/guest-booking', '/shop', '/?lang=de', '/booking@client', '/admin/calendar@admin'];
const CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  ...(process.env.SAVE ? ['disabled-by-default-v8.compile', 'disabled-by-default-devtools.timeline.stack'] : []),
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms) => Math.round(ms);

async function signIn(base, role) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts[role]),
  });
  if (!response.ok) throw new Error(`sign-in as ${role}: ${response.status}`);
  const { token } = await response.json();
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: new URL(base).hostname, path: '/' };
  });
  return { token, cookies };
}

/** Waits until no request has been open and no long task has run for `quietMs`. */
async function settle(tab, quietMs = 1000, maxMs = 20_000) {
  let open = 0;
  let last = Date.now();
  const bump = () => (last = Date.now());
  tab.on('request', () => (open++, bump()));
  tab.on('requestfinished', () => (open--, bump()));
  tab.on('requestfailed', () => (open--, bump()));
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    if (open <= 0 && Date.now() - last > quietMs) return;
  }
}

/** One load of a page: its main-thread tasks (Lighthouse's task tree) and, with PROFILE, its CPU profile. */
async function measure(browser, base, spec) {
  const [path, role] = spec.split('@');
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  try {
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (role) {
      const session = await signIn(base, role);
      await tab.goto(`${base}/robots.txt`);
      await tab.evaluate((token) => localStorage.setItem('token', token), session.token);
      await context.setCookie(...session.cookies);
    }
    const cdp = await tab.createCDPSession();
    // What Lighthouse's inspector-issues audit reads: the DevTools issues the page raised.
    const issues = [];
    cdp.on('Audits.issueAdded', ({ issue }) => issues.push(`${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`));
    await cdp.send('Audits.enable');
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await tab.tracing.start({ categories: CATEGORIES });
    const settled = settle(tab);
    await tab.goto(`${base}${path}`, { waitUntil: 'load' });
    await settled;
    const trace = JSON.parse(Buffer.from(await tab.tracing.stop()).toString("utf8"));
    const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : undefined;
    if (process.env.SAVE) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${process.env.SAVE}-trace.json`, JSON.stringify(trace));
      if (profile) writeFileSync(`${process.env.SAVE}-profile.json`, JSON.stringify(profile));
    }
    const processed = TraceProcessor.processTrace(trace, { timeOriginDeterminationMethod: 'firstResourceSendRequest' });
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
    );
    return { tasks, profile, issues };
  } finally {
    await context.close();
  }
}

/** One load's figures: total work, longest task, work over 50 ms, by group and by script. */
function figures({ tasks }) {
  const top = tasks.filter((task) => !task.parent);
  const byGroup = {};
  const byUrl = {};
  for (const task of tasks) {
    byGroup[task.group.id] = (byGroup[task.group.id] ?? 0) + task.selfTime;
    if (task.group.id === 'scriptEvaluation' || task.group.id === 'scriptParseCompile') {
      const url = (task.attributableURLs.at(-1) ?? 'other').replace(/^https?:\/\/[^/]+/, '');
      byUrl[url] = (byUrl[url] ?? 0) + task.selfTime;
    }
  }
  return {
    total: top.reduce((sum, task) => sum + task.duration, 0),
    longest: Math.max(0, ...top.map((task) => task.duration)),
    over50: top.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    // Lighthouse's mobile preset multiplies each task by 4: the blocking those tasks would be counted as there.
    blockingAt4x: top.reduce((sum, task) => sum + Math.max(0, 4 * task.duration - 50), 0),
    byGroup,
    byUrl,
  };
}

/** The functions with the most self time over the runs' profiles (file:line name). */
function hotFunctions(profiles, count = 25) {
  const self = new Map();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
    for (const id of profile.samples) {
      const { callFrame } = byId.get(id);
      const file = callFrame.url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
      const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + interval / profiles.length);
    }
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

function report(spec, runs) {
  const all = runs.map(figures);
  const pick = (key) => round(median(all.map((f) => f[key])));
  console.log(
    `\n${spec}: main thread ${pick('total')} ms, longest task ${pick('longest')} ms, over 50 ms ${pick('over50')} ms, ` +
      `at 4x blocking ${pick('blockingAt4x')} ms (medians of ${runs.length}; each run's total: ${all.map((f) => round(f.total)).join(' · ')})`,
  );
  const keys = (name) => [...new Set(all.flatMap((f) => Object.keys(f[name])))];
  const med = (name, key) => median(all.map((f) => f[name][key] ?? 0));
  const groups = keys('byGroup').map((key) => [key, med('byGroup', key)]).sort((a, b) => b[1] - a[1]);
  console.log(`  by kind: ${groups.map(([key, ms]) => `${key} ${round(ms)}`).join(', ')}`);
  const urls = keys('byUrl').map((key) => [key, med('byUrl', key)]).filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]);
  for (const [url, ms] of urls.slice(0, 12)) console.log(`  script ${round(ms).toString().padStart(5)} ms  ${url}`);
  const issues = [...new Set(runs.flatMap((r) => r.issues))];
  for (const issue of issues) console.log(`  issue: ${issue}`);
  if (PROFILE) {
    console.log('  hottest functions (self ms, mean per run):');
    for (const [name, ms] of hotFunctions(runs.map((r) => r.profile)))
      console.log(`    ${ms.toFixed(1).padStart(6)}  ${name}`);
  }
}

async function main() {
  const specs = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
  const mainJs = join(root, 'apps/server/dist/main.js');
  if (!existsSync(mainJs)) throw new Error('no build: npm run build');
  // DISTS=a,b: one server per web build, their loads interleaved (a, b, a, b...), so that two builds are compared
  // under the same load of this shared machine.
  const dists = process.env.DISTS?.split(',') ?? [undefined];
  const servers = [];
  for (const dist of dists)
    servers.push(
      await startDemoServer({
        main: mainJs,
        root,
        dataPrefix: 'barber-trace-',
        startSeconds: 300,
        env: { DATABASE_URL: '', ...(dist ? { WEB_DIST: dist } : {}) },
      }),
    );
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  console.log(`load ${loadavg()[0].toFixed(1)} at start`);
  try {
    const bases = servers.map((server) => `http://localhost:${server.port}`);
    // A first load warms each server's caches (the shop's settings, the slots).
    for (const base of bases) await measure(browser, base, '/');
    for (const spec of specs) {
      const runs = bases.map(() => []);
      for (let i = 0; i < RUNS; i++)
        for (const [at, base] of bases.entries()) runs[at].push(await measure(browser, base, spec));
      for (const [at, dist] of dists.entries()) report(dist ? `${spec} [${dist}]` : spec, runs[at]);
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
  console.log(`load ${loadavg()[0].toFixed(1)} at end`);
}

await main();
