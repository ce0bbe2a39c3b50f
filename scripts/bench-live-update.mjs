// `npm run bench:live` (and `npm run bench`): how long a time booked elsewhere stays on an open booking page (issue 30
// item 5: < 300 ms, on both databases). The built app in demo mode; Chromium opens /guest-booking on a barber-day, and
// this script books the time the page shows as free through the API, as another customer's phone would, then waits
// until the page shows it taken (the server's socket event, the grid's refetch, React's render). Measured from just
// before the booking request leaves to the DOM change the page itself timestamps (a MutationObserver), both read on
// this machine's clock. On PGlite, and on PostgreSQL when a server is given (PG_URL or DATABASE_URL; `npm run
// bench:live` starts one with scripts/with-postgres.sh) in a scratch database made for the run and dropped after.
// Writes its section of docs/benchmarks.md and exits 1 when a booking took 300 ms or more to show.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { startDemoServer } from './demo-server.mjs';
import { replaceBenchmarksSection } from './benchmarks-section.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = Number(process.env.LIVE_SAMPLES ?? 10);
const TARGET_MS = 300;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const START = '<!-- live-update:start -->';
const END = '<!-- live-update:end -->';
const SERVICE = 'Taglio + Shampoo';
const DAY_MS = 86_400_000;

/** Nearest-rank percentile. */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];

/** A barber-day that offers the service at SAMPLES + 2 free times at least, a week or more ahead. */
async function findDay(base, serviceId, duration) {
  const barbers = await (await fetch(`${base}/api/appointments/public/barbers`)).json();
  for (let offset = 7; offset < 28; offset++) {
    const date = new Date(Date.now() + offset * DAY_MS).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Zurich',
    });
    for (const barber of barbers.filter((b) => b.serviceIds.includes(serviceId))) {
      const query = new URLSearchParams({ barberId: barber._id, date, duration: String(duration) });
      const slots = await (await fetch(`${base}/api/appointments/public/available-slots?${query}`)).json();
      const free = slots.filter((slot) => slot.available).map((slot) => slot.time);
      if (free.length >= SAMPLES + 2) return { barber, date, free };
    }
  }
  throw new Error(`no barber-day with ${SAMPLES + 2} free times for ${SERVICE}`);
}

/** The page a visitor has open: the guest booking page on that barber-day, the grid drawn. */
async function openDay(page, base, barber, date) {
  await page.goto(`${base}/guest-booking`);
  await page.getByRole('button', { name: new RegExp(`^${SERVICE.replace('+', '\\+')}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${barber.firstName} ${barber.lastName}`) }).click();
  await page.getByLabel('Data', { exact: true }).fill(date);
}

const now = () => performance.timeOrigin + performance.now();

/**
 * Books `time` through the API as a guest elsewhere. Answers, in ms from just before the request left: when the page
 * showed it taken (`shown`), when the booking's answer came back (`answered`) and when the page asked for the day's
 * times again after the socket's event (`refetched`), so a slow figure says which part was slow.
 */
async function bookElsewhere(page, base, { barber, serviceId, date, time, n }) {
  const cell = page.getByRole('button', { name: new RegExp(`ore ${time}, disponibile$`) });
  await cell.waitFor();
  // The page timestamps the moment the cell stops being a free time (its state changes or it leaves the grid).
  await cell.evaluate((button) => {
    window.__taken = new Promise((resolve) => {
      const gone = () => !button.isConnected || button.getAttribute('data-state') !== 'available';
      const observer = new MutationObserver(() => {
        if (!gone()) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  });
  let refetchedAt = NaN;
  const onRequest = (request) => {
    if (Number.isNaN(refetchedAt) && request.url().includes('/available-slots?')) refetchedAt = now();
  };
  page.on('request', onRequest);
  const sent = now();
  const response = await fetch(`${base}/api/appointments/public/appointments/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Misura',
      lastName: `Live ${n}`,
      email: `live-${n}@example.ch`,
      phone: `079 555 ${String(10 + n).padStart(2, '0')} 00`,
      barberId: barber._id,
      serviceId,
      date,
      time,
    }),
  });
  const answeredAt = now();
  if (response.status !== 201)
    throw new Error(`booking ${time}: ${response.status} ${await response.text()}`);
  const taken = await page.evaluate(() => window.__taken);
  page.off('request', onRequest);
  return { shown: taken - sent, answered: answeredAt - sent, refetched: refetchedAt - sent };
}

/** The HTTP floor at this moment: the median of 20 calls of the health route (the machine's state, for the ratio). */
async function httpFloor(base) {
  const times = [];
  for (let i = 0; i < 20; i++) {
    const at = now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    times.push(now() - at);
  }
  return percentile(times, 50);
}

/** One database: a demo server on it, a page open, SAMPLES bookings made elsewhere. */
async function measure(name, databaseUrl) {
  const server = await startDemoServer({
    main: join(root, 'apps/server/dist/main.js'),
    root,
    dataPrefix: 'barber-live-',
    // A bench waits for a busy machine rather than failing (the demo's seeding took over 90 s at load 30).
    startSeconds: 300,
    // The bookings come from one address in a few seconds: the public forms' limit would refuse them.
    env: { DATABASE_URL: databaseUrl, DEMO_MODE: 'true', PUBLIC_FORM_RATE_LIMIT: '1000' },
  });
  const base = `http://localhost:${server.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const services = await (await fetch(`${base}/api/services/active`)).json();
    const service = services.find((s) => s.name === SERVICE);
    const { barber, date, free } = await findDay(base, service._id, service.duration);
    const context = await browser.newContext({ locale: 'it-CH', timezoneId: 'Europe/Zurich' });
    const page = await context.newPage();
    await openDay(page, base, barber, date);
    const times = [];
    const parts = [];
    // Every other free time: a booking of 30 minutes also takes the quarter-hours it covers.
    const chosen = free.filter((_, i) => i % 2 === 0).slice(0, SAMPLES);
    for (const [n, time] of chosen.entries()) {
      const part = await bookElsewhere(page, base, { barber, serviceId: service._id, date, time, n });
      times.push(part.shown);
      parts.push(part);
      console.log(
        `  ${name}: ${date} ${time} taken on the open page after ${part.shown.toFixed(0)} ms (booking answered at ${part.answered.toFixed(0)}, page refetched at ${part.refetched.toFixed(0)})`,
      );
    }
    const floor = await httpFloor(base);
    await context.close();
    const middle = (key) =>
      percentile(
        parts.map((p) => p[key]),
        50,
      );
    return {
      name,
      times,
      answered: middle('answered'),
      refetched: middle('refetched'),
      floor,
      day: `${barber.firstName} ${barber.lastName}, ${date}`,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** A scratch database on the given PostgreSQL server, dropped afterwards (as apps/server/bench/run.ts does). */
async function withScratchDatabase(url, run) {
  const name = `barber_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    return await run(scratch.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function writeSection(results, loadAtStart, loadAtEnd) {
  const file = join(root, 'docs/benchmarks.md');
  const ms = (value) => value.toFixed(0);
  const lines = [
    START,
    '## A booking made elsewhere leaves an open page',
    '',
    'Written by `npm run bench:live` (scripts/bench-live-update.mjs), also run by `npm run bench`: the built app in demo',
    'mode; Chromium has /guest-booking open on a barber-day, the script books a time that page shows as free through the',
    "API (another customer's booking), and the page timestamps the moment that time stops being offered (the socket",
    "event, the grid's refetch and its render). From just before the request leaves to that moment, the booking's own",
    `answer included. Up to ${SAMPLES} bookings per database (every other free time of the day); target < ${TARGET_MS} ms for every one (issue 30). Beside it, the`,
    "medians of the parts: the booking's answer and the moment the page asked for the day again (the socket's event",
    'arrived), and the HTTP floor measured in the same run (a health call), for the ratio on a busy machine.',
    '',
    `Run: ${new Date().toISOString()} · ${cpus().length} cores · load ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at end`,
    '',
    `| database | day | bookings | median ms | p95 ms | max ms | booking answered (median) | page refetched (median) | HTTP floor ms | median / floor | met (< ${TARGET_MS} ms) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.day} | ${r.times.length} | ${ms(percentile(r.times, 50))} | ${ms(percentile(r.times, 95))} | ${ms(Math.max(...r.times))} | ${ms(r.answered)} | ${ms(r.refetched)} | ${r.floor.toFixed(1)} | ${(percentile(r.times, 50) / r.floor).toFixed(0)}x | ${Math.max(...r.times) < TARGET_MS ? 'yes' : '**no**'} |`,
    ),
    END,
  ];
  replaceBenchmarksSection(file, START, END, lines.join('\n'));
  console.log('\nwritten to docs/benchmarks.md (live update section)');
}

async function main() {
  if (
    !existsSync(join(root, 'apps/server/dist/main.js')) ||
    !existsSync(join(root, 'apps/web/dist/index.html'))
  )
    throw new Error('no build found: npm run build');
  const loadAtStart = loadavg()[0];
  const results = [await measure('PGlite', '')];
  const pgUrl = process.env.PG_URL || process.env.DATABASE_URL;
  if (pgUrl) results.push(await withScratchDatabase(pgUrl, (url) => measure('PostgreSQL', url)));
  else console.log('no PostgreSQL given (PG_URL): PGlite only; `npm run bench:live` starts one');
  writeSection(results, loadAtStart, loadavg()[0]);
  for (const r of results)
    console.log(
      `${r.name}: median ${percentile(r.times, 50).toFixed(0)} ms, max ${Math.max(...r.times).toFixed(0)} ms`,
    );
  if (!pgUrl || results.some((r) => Math.max(...r.times) >= TARGET_MS)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
