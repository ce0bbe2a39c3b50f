/**
 * `npm run bench`: the speed targets of TARGETS.md, measured over real HTTP against the real app with 10
 * barbers and 2,000 appointments in the database: on PGlite, and also on PostgreSQL when DATABASE_URL is set.
 * Prints the figures and writes docs/benchmarks.md with one column group per database: the floors first (an HTTP
 * route that does nothing, one indexed row through the pool) and every row's p95 as a multiple of the HTTP floor
 * (issue 30 item 1), the raised targets of targets.ts (item 2; any missed one makes the exit code 1), the growth
 * from 2,000 to 200,000 appointments with its plot docs/benchmarks-growth.svg (item 3, growth.ts; not flat: exit 1),
 * the load (load.ts; BENCH_LOAD=0 leaves it out) and the costs of one instance (item 6, costs.ts).
 * Numbers are medians and p95 over many requests; the machine is shared and noisy, so compare within one run.
 *
 * PostgreSQL: the bench never touches the database named in DATABASE_URL. It creates a database of its own on
 * that server (the role needs CREATEDB), fills it, and drops it at the end.
 *   bash scripts/with-postgres.sh sh -c 'DATABASE_URL=$PG_URL npm run bench'   (npm run bench:pg)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, todayInZone } from '@barber/shared/domain/zoned-time';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { measurePayments } from './payments';
import { seedBenchData } from './seed';
import { measureShop } from './shop';
import { measureStats } from './stats';
import { measureChatbot, measureChatbotAlone } from './chatbot';
import { signAccessToken } from '../src/infra/tokens';
import { applyTestPlan } from '../test/helpers/subscriptions';
import { TARGETS, type DatabaseKind } from './targets';
import { LOAD_CLIENTS, LOAD_SECONDS, loadSection, measureLoad } from './load';
import { bytesPer10k, growthVerdicts, measureGrowth, type GrowthPoint } from './growth';
import { growthSvg, growthTable, type GrowthSeries } from './growth-report';
import { measureCosts } from './costs';
import { replaceBenchmarksSection, sectionBounds } from '../../../scripts/benchmarks-section.mjs';
import { benchConfig, listenForBench } from './bench-app';

const TZ = 'Europe/Zurich';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The report every part of the bench writes into (docs/benchmarks.md). */
const REPORT = join(ROOT, 'docs/benchmarks.md');
let statements = 0;

/**
 * BENCH_ROWS=booking,calendar: only the suite's rows whose name contains one of the words (and the floors), on
 * every database of the run, printed and not written: to compare one row before and after a change without the
 * whole bench's twelve minutes on a shared machine.
 */
const onlyRows = process.env.BENCH_ROWS?.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
const chosen = (name: string) => !onlyRows || name.startsWith('floor:') || onlyRows.some((w) => name.toLowerCase().includes(w));

interface Result {
  name: string;
  target: string;
  n: number;
  p50: number;
  p95: number;
  sqlPerRequest: number;
  pass: boolean;
  /** p95 as a multiple of the same run's HTTP floor (issue 30 item 1); set once the suite is measured. */
  floorMultiple?: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function measure(
  name: string,
  target: string,
  limitMs: number,
  n: number,
  run: (i: number) => Promise<void>,
  /** HTTP requests one run sends, so SQL is counted per request. */
  requestsPerRun = 1,
): Promise<Result> {
  if (!chosen(name)) return { name, target, n: 0, p50: 0, p95: 0, sqlPerRequest: 0, pass: true };
  for (let i = 0; i < Math.min(20, n); i++) await run(-1 - i); // warm-up
  const times: number[] = [];
  const before = statements;
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  const sqlPerRequest = round((statements - before) / (n * requestsPerRun));
  times.sort((a, b) => a - b);
  const r: Result = { name, target, n, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), sqlPerRequest, pass: percentile(times, 95) < limitMs };
  console.log(`${r.pass ? 'ok  ' : 'SLOW'} ${name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${sqlPerRequest} SQL/request (n=${n}; target ${target})`);
  return r;
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** 079 and seven digits from `n`: a valid Swiss mobile number per booking. */
const guestPhone = (n: number) => {
  const digits = String(n).padStart(7, '0');
  return `079 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
};

/** Other reads at a steady 100 requests a second: services, barbers, the shop, one barber. */
async function steadyReads(base: string, barber: string): Promise<Result> {
  const reads = [`${base}/services/active`, `${base}/barbers/public`, `${base}/shop`, `${base}/appointments/public/barbers/${barber}`];
  const latencies: number[] = [];
  const before = statements;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < 1000; i++) {
    const due = started + i * 10;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      (async () => {
        const t0 = performance.now();
        await expectOk(await fetch(reads[i % reads.length]!), 'read');
        latencies.push(performance.now() - t0);
      })(),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const readResult: Result = {
    name: 'other API reads at 100 requests/s (services, barbers, shop, barber)',
    target: 'p95 < 50 ms',
    n: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    sqlPerRequest: round((statements - before) / latencies.length),
    pass: percentile(latencies, 95) < 50,
  };
  console.log(`${readResult.pass ? 'ok  ' : 'SLOW'} ${readResult.name}: p50 ${readResult.p50} ms, p95 ${readResult.p95} ms, ${readResult.sqlPerRequest} SQL/request`);
  return readResult;
}

interface Suite {
  results: Result[];
  barbers: number;
  appointments: number;
  /** "PostgreSQL 15.14" or "PGlite". */
  label: string;
  /** Where the database ran, for the report. */
  where: string;
  /** The rows at 2,000 to 200,000 appointments and 10 and 50 barbers (issue 30 item 3). */
  growth?: GrowthPoint[];
}

/** Every measurement on one database: seeds it, serves the app over loopback, measures, closes. */
async function runSuite(database: Database, label: string, where: string, kind: DatabaseKind): Promise<Suite> {
  await migrate(database);
  const now = new Date();
  const today = todayInZone(now, TZ);
  const seeded = await seedBenchData(database.db, { today, barbers: 10, appointments: 2000, timeZone: TZ });
  const [{ n: appointmentCount } = { n: 0 }] = (
    (await database.db.execute(sql`select count(*)::int as n from appointments`)) as unknown as { rows: { n: number }[] }
  ).rows;

  // A secret of its own: the bench depends on no test-only default (and writes nothing to the data folder).
  const config = benchConfig();
  const { app, ctx } = await buildApp({ config, database });
  // The HTTP floor (issue 30 item 1): a route that does nothing, through the same server, hooks and loopback.
  app.get('/bench-floor', { schema: { hide: true } }, async () => ({ ok: true }));
  const base = await listenForBench(app);
  const results: Result[] = [];
  const barber = seeded.barberIds[0]!;
  const service = seeded.services[0]!;
  const slotsUrl = (barberId: string, date: string) =>
    `${base}/appointments/public/available-slots?barberId=${barberId}&date=${date}&duration=${service.duration}&serviceId=${service.id}`;

  // The floors first: every other row is read against them (its p95 as a multiple of the HTTP floor's).
  const httpFloor = await measure('floor: HTTP, a route that does nothing', 'reference', Infinity, 1000, async () => {
    await expectOk(await fetch(`${base.replace(/\/api$/, '')}/bench-floor`), 'floor');
  });
  results.push(httpFloor);
  results.push(
    await measure('floor: database, one indexed row through the pool', 'reference', Infinity, 1000, async () => {
      await database.db.execute(sql`select id from barbers where id = ${barber}`);
    }),
  );

  const slotsTarget = TARGETS.slotsOneDay[kind];
  results.push(
    await measure('available slots, one barber-day', `p95 < ${slotsTarget} ms, bounded SQL`, slotsTarget, 500, async (i) => {
      await expectOk(await fetch(slotsUrl(barber, addDays(today, 1 + (Math.abs(i) % 28)))), 'slots');
    }),
  );

  // A month at a glance for every barber: the date picker's availability-calendar call, one per barber, all in
  // parallel as a page showing every barber would send them.
  results.push(
    await measure(
      'availability 31 days x 10 barbers (10 calendar requests in parallel)',
      `p95 < ${TARGETS.month} ms`,
      TARGETS.month,
      50,
      async () => {
        await Promise.all(
          seeded.barberIds.map(async (id) =>
            expectOk(await fetch(`${base}/appointments/public/availability-calendar?barberId=${id}&duration=${service.duration}&serviceId=${service.id}`), 'calendar'),
          ),
        );
      },
      seeded.barberIds.length,
    ),
  );

  // A shop on a plan, as every real one (and the growth rows): without one the booking's email is only recorded as
  // skipped, a shorter path than a real booking's (email and its job queued).
  await applyTestPlan(database.db, 'unlimited');
  // Guest bookings at free times: each iteration books the next free 15-minute start of a barber with no
  // appointments, so every request succeeds (a 409 would measure a different path).
  const free = seeded.freeBarberId;
  const startDay = addDays(today, 1);
  const times: string[] = [];
  for (let m = 9 * 60; m + service.duration <= 12 * 60; m += service.duration) times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  let cursor = 0;
  const nextSlot = () => {
    const day = addDays(startDay, Math.floor(cursor / times.length));
    const time = times[cursor % times.length]!;
    cursor++;
    return { date: day, time };
  };
  results.push(
    await measure('create a guest booking', `p95 < ${TARGETS.booking} ms (email sent after the answer)`, TARGETS.booking, 150, async () => {
      const { date, time } = nextSlot();
      await expectOk(
        await fetch(`${base}/appointments/public/appointments/guest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Bench',
            lastName: 'Mark',
            // A different guest each time: the per-email and per-phone limits must not turn the bench into 429s.
            email: `bench${cursor}@example.ch`,
            phone: guestPhone(cursor),
            barberId: free,
            serviceId: service.id,
            date,
            time,
          }),
        }),
        'booking',
      );
    }),
  );

  // Other reads at a steady 100 requests a second.
  if (chosen('other API reads')) results.push(await steadyReads(base, barber));

  // Payment intents hold their slot (ADR 0010): the same free barber's afternoons, one new time each.
  const afternoon: string[] = [];
  for (let m = 13 * 60; m + service.duration <= 19 * 60; m += service.duration) afternoon.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  let holdCursor = 0;
  const nextHold = () => {
    const slot = { date: addDays(startDay, Math.floor(holdCursor / afternoon.length)), time: afternoon[holdCursor % afternoon.length]! };
    holdCursor++;
    return slot;
  };
  // The owner's day calendar, every barber (issue 30 item 2): what the admin's calendar asks for a day.
  const [owner] = (
    (await database.db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
      values ('bench-owner@example.ch', 'x', 'Olga', 'Owner', 'admin') returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const ownerToken = await signAccessToken(config.jwtSecret, { sub: owner!.id, role: 'admin', tv: 0 });
  results.push(
    await measure("owner's day calendar, all barbers", `p95 < ${TARGETS.dayCalendar} ms`, TARGETS.dayCalendar, 300, async (i) => {
      const date = addDays(today, 1 + (Math.abs(i) % 28));
      const response = await fetch(`${base}/admin/appointments?startDate=${date}&viewType=day`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      await expectOk(response, 'day calendar');
    }),
  );

  if (onlyRows) {
    await app.close();
    for (const r of results) r.floorMultiple = httpFloor.p95 > 0 ? round(r.p95 / httpFloor.p95) : undefined;
    return { results: results.filter((r) => r.n > 0), barbers: seeded.barberIds.length, appointments: appointmentCount, label, where };
  }
  results.push(...(await measurePayments(base, ctx, { barberId: free, serviceId: service.id, next: nextHold, phone: (n) => guestPhone(5_000_000 + n) }, measure)));
  results.push(...(await measureShop(base, database, measure)));
  results.push(...(await measureChatbot(base, measure)));

  await app.close();
  for (const r of results) r.floorMultiple = httpFloor.p95 > 0 ? round(r.p95 / httpFloor.p95) : undefined;
  return { results, barbers: seeded.barberIds.length, appointments: appointmentCount, label, where };
}

/** An empty database of the bench's own on the PostgreSQL server of `url`, dropped by the returned cleanup. */
async function emptyPostgres(url: string): Promise<{ url: string; version: string; drop: () => Promise<void> }> {
  const name = `barber_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]?.v ?? '';
  await admin.query(`CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    version: version.split(' ')[0] ?? '',
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

interface Opened {
  database: Database;
  label: string;
  drop: () => Promise<void>;
}

/** A database of the bench's own on the PostgreSQL server of `url`, dropped by the returned cleanup. */
async function scratchPostgres(url: string): Promise<Opened> {
  const empty = await emptyPostgres(url);
  // Seeding writes up to 180,000 appointments in one statement, and the statistics' triggers (ADR 0079) total them in
  // it: longer than the app's 15 s guard for a request's statement on a loaded machine.
  const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 10, statementTimeoutMs: 300_000, onQuery: () => statements++ });
  return {
    database,
    label: `PostgreSQL ${empty.version}`,
    drop: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

async function scratchPglite(): Promise<Opened> {
  const database = await openDatabase({ kind: 'pglite', onQuery: () => statements++ });
  return { database, label: 'PGlite', drop: () => database.close() };
}

/**
 * Everything measured on one kind of database: the suite (floors first), the statistics over a year of 50,000
 * appointments, and the growth from 2,000 to 200,000 appointments (each on databases of their own).
 */
async function runDatabase(kind: DatabaseKind, open: () => Promise<Opened>, where: string): Promise<Suite> {
  const main = await open();
  let suite: Suite;
  try {
    console.log(`--- ${main.label} (${where})`);
    suite = await runSuite(main.database, main.label, where, kind);
  } finally {
    await main.drop();
  }
  // Servers of their own, on the same machine in the same run: read against this database's HTTP floor.
  const statsResults = await measureStats(measure, open);
  const floor = suite.results[0]!.p95;
  for (const r of statsResults) r.floorMultiple = floor > 0 ? round(r.p95 / floor) : undefined;
  suite.results.push(...statsResults);
  if (process.env.BENCH_GROWTH !== '0') suite.growth = await measureGrowth(kind, open, measure);
  return suite;
}

/** The kinds of database this run measures: PGlite always, PostgreSQL when DATABASE_URL is set. */
function databases(): { kind: DatabaseKind; open: () => Promise<Opened>; where: string }[] {
  const url = process.env.DATABASE_URL;
  return [
    { kind: 'pglite', open: scratchPglite, where: 'in memory, in the server process' },
    ...(url ? [{ kind: 'postgres' as const, open: () => scratchPostgres(url), where: `server at ${new URL(url).host}` }] : []),
  ];
}

async function main() {
  const began = performance.now();
  // Other work on a shared machine moves the figures: the report names the load the run started with.
  const loadAtStart = loadavg()[0]!;
  // BENCH_ONLY=stats: the statistics case alone; its rows replace their earlier figures in docs/benchmarks.md.
  if (process.env.BENCH_ONLY === 'stats') {
    const results = await measureStats(measure, scratchPglite);
    updateReportRows(results);
    if (results.some((r) => !r.pass)) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=chatbot: the assistant's row alone (issue 16 item 6), on a database of its own.
  if (process.env.BENCH_ONLY === 'chatbot') {
    const results = await measureChatbotAlone(measure, () => statements++);
    updateReportRows(results);
    if (results.some((r) => !r.pass)) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=load: 200 clients on one real server process (issue 23 item 10); its own section of the report.
  if (process.env.BENCH_ONLY === 'load') {
    if (!(await runLoad(loadAtStart))) process.exitCode = 1;
    return;
  }
  // BENCH_ONLY=costs: start time and memory at rest (issue 30 item 6); its own section of the report.
  if (process.env.BENCH_ONLY === 'costs') {
    await runCosts(undefined);
    return;
  }
  // BENCH_ONLY=growth: the growth table and plot alone (issue 30 item 3), on every database of this run.
  if (process.env.BENCH_ONLY === 'growth') {
    const series: GrowthSeries[] = [];
    for (const d of databases()) {
      const probe = await d.open();
      await probe.drop();
      series.push({ label: probe.label, points: await measureGrowth(d.kind, d.open, measure) });
    }
    writeGrowth(series, loadAtStart);
    if (series.some((s) => growthVerdicts(s.points).some((v) => !v.flat))) process.exitCode = 1;
    return;
  }
  if (onlyRows) {
    for (const d of databases()) {
      const opened = await d.open();
      try {
        console.log(`--- ${opened.label}: ${onlyRows.join(', ')}`);
        const suite = await runSuite(opened.database, opened.label, d.where, d.kind);
        if (suite.results.some((r) => !r.pass)) process.exitCode = 1;
      } finally {
        await opened.drop();
      }
    }
    return;
  }
  const suites: Suite[] = [];
  for (const d of databases()) suites.push(await runDatabase(d.kind, d.open, d.where));
  writeReport(suites, loadAtStart);
  const series = suites.filter((s) => s.growth).map((s) => ({ label: s.label, points: s.growth! }));
  if (series.length) writeGrowth(series, loadAtStart);
  const flat = series.every((s) => growthVerdicts(s.points).every((v) => v.flat));
  // Then a server process of its own under 200 clients, on a machine the suites above no longer load.
  // BENCH_LOAD=0 leaves it out (and its section of the report as it was).
  const loadOk = process.env.BENCH_LOAD === '0' || (await runLoad(loadavg()[0]!));
  await runCosts(series);
  console.log(`\nbench:api took ${Math.round((performance.now() - began) / 1000)} s`);
  if (!loadOk || !flat || suites.some((suite) => suite.results.some((r) => !r.pass))) process.exitCode = 1;
}

/** Start time, memory at rest and database size per 10,000 appointments (issue 30 item 6): a section of its own. */
async function runCosts(series: GrowthSeries[] | undefined) {
  console.log('--- costs: one instance, start and rest');
  const url = process.env.DATABASE_URL;
  const empty = url ? await emptyPostgres(url) : undefined;
  let measured: Awaited<ReturnType<typeof measureCosts>>;
  try {
    measured = await measureCosts(empty?.url);
  } finally {
    await empty?.drop();
  }
  const mib = (b: number) => (b / 2 ** 20).toFixed(1);
  const sizes = (series ?? []).map((s) => ({ label: s.label, per10k: bytesPer10k(s.points) }));
  writeSection(
    COSTS_START,
    COSTS_END,
    [
      '## Costs on record (issue 30 item 6)',
      '',
      'Written by `npm run bench` (apps/server/bench/costs.ts; alone: `BENCH_ONLY=costs`). One instance as `npm start` runs it: the',
      `built bundle in a process of its own${measured.web ? ', serving the built web app' : ' (no web build was present: the API only)'}, timed from its spawn to its first`,
      'answer (GET /api/health 200); its resident memory (RSS, /proc) after that answer, one API read and 3 s idle.',
      'Memory under the load mix belongs to the load section (bench/load.ts can read it with `rssBytes` of costs.ts).',
      '',
      `Run: ${new Date().toISOString()} · load ${loadavg()[0]!.toFixed(1)} at the end`,
      '',
      '| instance | first answer after (ms) | RSS at rest (MiB) |',
      '|---|---|---|',
      ...measured.starts.map((s) => `| ${s.what} | ${s.startMs} | ${mib(s.rssAtRest)} |`),
      '',
      sizes.length
        ? `Database size per 10,000 appointments (pg_database_size, tables and indexes, from 2,000 to 200,000 appointments with 10 barbers in the growth bench): ${sizes.map((s) => `${s.label} ${s.per10k === undefined ? '–' : `${mib(s.per10k)} MiB`}`).join(', ')}.`
        : 'Database size per 10,000 appointments: measured by the growth bench (not run this time).',
    ].join('\n'),
    LOAD_START,
  );
}

function writeGrowth(series: GrowthSeries[], loadAtStart: number) {
  const when = new Date().toISOString();
  writeFileSync(join(ROOT, 'docs/benchmarks-growth.svg'), growthSvg(series, `p95 (ms, log) against appointments in the database (log) · ${when.slice(0, 16)}`));
  writeSection(
    GROWTH_START,
    GROWTH_END,
    [
      '## Flat as it grows (issue 30 item 3)',
      '',
      'Written by `npm run bench` (apps/server/bench/growth.ts; alone: `BENCH_ONLY=growth`). For 10 and for 50 barbers a database',
      'of its own grows from 2,000 to 20,000 to 200,000 appointments (one INSERT ... SELECT over generate_series each, then',
      'ANALYZE): the next 30 days always hold six appointments a barber-day, and every further appointment goes one step',
      'back into the history (six a barber-day, one in ten cancelled). So a day, a month, hold the same appointments at',
      'every size, and what grows is the database around them. At each size a new server answers: one barber-day of',
      'slots (n=150, barbers and days rotating), the 31-day calendar of 10 barbers (10 requests in parallel, n=10), a',
      "guest booking (n=50), the owner's day calendar of every barber (n=80) and the admin's statistics of this month",
      '(n=30; statistics of a year aggregate every appointment of the year, so they grow with the year: measured at',
      '50,000 above). p95 in ms; flat means, for 10 and for 50 barbers each, every size\'s p95 at most twice that of',
      '2,000 appointments and the same SQL statements per request at every size ("largest / smallest" is the worse of the',
      "two). Ten and fifty barbers are two series, not two sizes: the owner's day and the month's statistics of 50 barbers",
      "hold five times the appointments of 10 barbers'; their answers grow with the shop, not with its history.",
      '',
      `Run: ${when} · load ${loadAtStart.toFixed(1)} at the start of the run`,
      '',
      ...growthTable(series),
      '',
      '![p95 against the appointments in the database](benchmarks-growth.svg)',
    ].join('\n'),
    LOAD_START,
  );
}

/** Runs the load bench and writes its section; true when it met its target (0 errors). */
async function runLoad(loadAtStart: number): Promise<boolean> {
  console.log(`--- load: ${LOAD_CLIENTS} clients for ${LOAD_SECONDS} s, one server process`);
  const result = await measureLoad();
  const { mix, floor } = result;
  for (const r of [mix, floor])
    console.log(
      `${r.name}: ${r.requests} requests, ${r.perSecond}/s, non-2xx ${r.non2xx}, connection errors ${r.connectionErrors}, timeouts ${r.timeouts}, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`,
    );
  console.log(`by kind: ${mix.kinds.map((k) => `${k.kind} p50 ${k.p50} p95 ${k.p95} (n=${k.n})`).join('; ')}`);
  writeSection(LOAD_START, LOAD_END, loadSection(result, loadAtStart, `${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})`));
  return mix.non2xx + mix.connectionErrors + mix.timeouts === 0;
}

function writeReport(suites: Suite[], loadAtStart: number) {
  const [first] = suites;
  if (!first) return;
  const cell = (r: Result | undefined) =>
    r
      ? `${r.p50} | ${r.p95} | ${r.floorMultiple ?? '–'} | ${r.sqlPerRequest} | ${r.target === 'reference' ? '–' : r.pass ? 'yes' : '**no**'}`
      : '– | – | – | – | –';
  const pg = suites[1];
  const columns = ['PGlite', pg?.label ?? 'PostgreSQL'];
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (apps/server/bench/run.ts). The real app over real HTTP on loopback, with',
    `${first.barbers} barbers and ${first.appointments} appointments, on an in-memory PGlite and, when \`DATABASE_URL\` is set, on`,
    'PostgreSQL (a scratch database the bench creates on that server and drops). Times in ms, measured by the client.',
    '"SQL" counts the statements the server sent per request (no N+1 means it stays constant); "met" compares p95',
    'with the target. "x floor" is the p95 as a multiple of the same run\'s HTTP floor (a route that does nothing, through',
    'the same server and loopback): on a loaded machine every figure moves, the multiple much less.',
    '',
    `Run: ${new Date().toISOString()} · ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}) · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · load ${loadAtStart.toFixed(1)} at start` +
      (pg ? ` · ${pg.label}, ${pg.where}` : ''),
    '',
    `| what | n | target | ${columns.map((c) => `${c} p50 | ${c} p95 | ${c} x floor | ${c} SQL | ${c} met`).join(' | ')} |`,
    `|---|---|---|${columns.map(() => '---|---|---|---|---').join('|')}|`,
    ...first.results.map(
      (r, i) => `| ${r.name} | ${r.n} | ${r.target} | ${cell(r)} | ${cell(pg?.results[i])} |`,
    ),
    '',
    pg
      ? 'The machine is shared (2 cores); compare figures within one run. PGlite runs inside the server process, on the same thread as the requests; PostgreSQL is a separate server, so its queries go over a connection but run beside the app rather than in its thread. On PostgreSQL "SQL" also counts the BEGIN and COMMIT of each transaction (Drizzle\'s node-postgres driver sends them as statements; PGlite\'s transaction API does not): a booking is the same 7 statements on both.'
      : 'The machine is shared (2 cores); compare figures within one run. PostgreSQL was not measured in this run: set `DATABASE_URL` (or run `npm run bench:pg`).',
    '',
  ];
  writeFileSync(REPORT, lines.join('\n') + keptSections(REPORT));
  console.log('\nwritten to docs/benchmarks.md');
}

/** Sections of the report written by other benches, each between its markers; a rewrite of the table keeps them. */
const LOAD_START = '<!-- load:start -->';
const LOAD_END = '<!-- load:end -->';
const LIGHTHOUSE_START = '<!-- lighthouse:start -->';
const LIGHTHOUSE_END = '<!-- lighthouse:end -->';
const GROWTH_START = '<!-- growth:start -->';
const GROWTH_END = '<!-- growth:end -->';
const COSTS_START = '<!-- costs:start -->';
const COSTS_END = '<!-- costs:end -->';
const SECTIONS = [
  [GROWTH_START, GROWTH_END],
  [COSTS_START, COSTS_END],
  [LOAD_START, LOAD_END],
  [LIGHTHOUSE_START, LIGHTHOUSE_END],
  ['<!-- simulation:start -->', '<!-- simulation:end -->'],
] as const;
function keptSections(file: string): string {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return SECTIONS.map(([start, end]) => {
    const found = sectionBounds(current, start, end);
    return found ? `\n${current.slice(found.at, found.to)}\n` : '';
  }).join('');
}

/** The line where the first kept section starts (the main table ends before it), or the end of the report. */
function firstSectionLine(lines: string[]): number {
  const found = SECTIONS.map(([start]) => lines.indexOf(start)).filter((i) => i >= 0);
  return found.length ? Math.min(...found) : lines.length;
}

/** Writes (or replaces) one section between its markers; a new one goes before the section starting `before`. */
function writeSection(start: string, end: string, body: string, before = LIGHTHOUSE_START) {
  replaceBenchmarksSection(REPORT, start, end, `${start}\n${body}\n${end}`, [before, LIGHTHOUSE_START]);
  console.log(`\nsection written to docs/benchmarks.md`);
}

/** Replaces (or adds) the rows of `results` in the existing report's table, leaving the other rows as they were. */
function updateReportRows(results: Result[]) {
  const lines = readFileSync(REPORT, 'utf8').split('\n');
  const columns = (lines.find((l) => l.startsWith('| what |'))?.match(/ met/g) ?? []).length;
  for (const r of results) {
    const cells = [`${r.p50} | ${r.p95} | ${r.floorMultiple ?? '–'} | ${r.sqlPerRequest} | ${r.pass ? 'yes' : '**no**'}`];
    for (let c = 1; c < columns; c++) cells.push('– | – | – | – | –');
    const row = `| ${r.name} | ${r.n} | ${r.target} | ${cells.join(' | ')} |`;
    const at = lines.findIndex((l) => l.startsWith(`| ${r.name} |`));
    if (at >= 0) lines[at] = row;
    else {
      // The last row of this table: the sections of other benchmarks (load, Lighthouse) follow it with tables of their own.
      let last = firstSectionLine(lines) - 1;
      while (last > 0 && !lines[last]!.startsWith('|')) last--;
      lines.splice(last + 1, 0, row);
    }
  }
  // The rows of a run of their own say when they were measured and under what load (the header is the full run's).
  const note = `Rows measured alone (\`BENCH_ONLY=${process.env.BENCH_ONLY ?? 'stats'}\`): ${results.map((r) => r.name.split(' (')[0]).join('; ')}, run ${new Date().toISOString()}, load ${loadavg()[0]!.toFixed(1)} at the end.`;
  const noteAt = lines.findIndex((l) => l.startsWith('Rows measured alone'));
  if (noteAt >= 0) lines[noteAt] = note;
  else {
    lines.splice(firstSectionLine(lines), 0, note, '');
  }
  writeFileSync(REPORT, lines.join('\n'));
  console.log(`\nrows updated in docs/benchmarks.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
