/**
 * Throughput under a realistic mix (issue 30 item 4, TARGETS.md "throughput"): real server processes, as `npm start`
 * runs them with the built web app, driven over HTTP by autocannon with 200 concurrent clients:
 *  - one instance on its on-disk PGlite, always;
 *  - two instances on PostgreSQL + Redis behind one port (Node's cluster module, bench/two-instances.mjs), when
 *    DATABASE_URL is set (`npm run bench:pg`) and redis-server is installed.
 * The mix is 70% reads (the home page, a barber-day's free slots, services, barbers, the shop's products) and 30%
 * writes (guest bookings at free times, cash orders, payment intents in test mode: half for a booking, which holds
 * its time, half for a cart). Every booking goes to a time still free and every guest is another person, so any
 * non-2xx answer is an error, not a measured refusal.
 * Per setup: 60 s at full speed (what the box can do, and the queue that builds at that speed), then the same mix
 * offered at fixed rates by the same 200 clients: the highest rate whose p95 stays under 100 ms with 0 errors is
 * the figure of the issue. Then the HTTP floor (GET /api/health) and slot reads alone at full speed, and the
 * servers' resident memory at rest and under the mix.
 * Client and server share this machine's cores: the figures are what one box does, not the server alone.
 * BENCH_LOAD_SECONDS shortens the full-speed run for a quick look (the report says how long it ran);
 * BENCH_CPU_PROF=<dir> starts the servers with --cpu-prof into that folder (the profile of the whole run);
 * BENCH_SERVER_BUNDLE=<file> runs that server bundle instead of a fresh build of these sources (an earlier build kept
 * aside: a before/after comparison back to back on the same machine).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PRODUCT_CATEGORIES } from '@barber/shared/domain/shop';
import { addDays, todayInZone, zonedToUtc } from '@barber/shared/domain/zoned-time';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { products } from '../src/db/schema';
import {
  freePort,
  freshServerBundle,
  repoRoot,
  tempDir,
  untilHealthy,
  type Started,
} from '../test/helpers/server-process';
import { seedBenchData } from './seed';
import { startRedisServer } from './redis-server';
import {
  errorsOf,
  meetsBar,
  run,
  STEP_SECONDS,
  type LoadReport,
  type LoadResult,
  type LoadSetup,
  type Step,
} from './load-runner';

export { loadSection } from './load-report';

const TZ = 'Europe/Zurich';
export const LOAD_CLIENTS = 200;
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SHORT_SECONDS = 10;
const WARM_UP_SECONDS = 5;
/** Offered rates, as shares of the full-speed rate: the highest that meets the bar is reported. */
const STEP_SHARES = [0.2, 0.4, 0.6, 0.8];
/** Booking days ahead the bench opens (the shop's window): room for every booking and hold of a fast run. */
const WINDOW_DAYS = 120;

/** 079 and seven digits from `n`: a valid Swiss mobile number per booking. */
const guestPhone = (n: number) => {
  const digits = String(n).padStart(7, '0');
  return `079 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
};

/** The built web app is part of what is served (the home page); built once when missing. */
function ensureWebBuild() {
  if (existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('no web build found: npm run build -w @barber/web');
  const built = spawnSync('npm', ['run', 'build', '-w', '@barber/web', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('web build failed');
}

interface Studio {
  barbers: string[];
  service: { id: string; duration: number };
  productIds: string[];
  freeSlots: { barberId: string; date: string; time: string }[];
  today: string;
}

/**
 * The bench's studio, as a real install keeps it: 30 barbers (one free), 2,000 appointments, 50 products, a booking
 * window of 120 days; and every free half hour of that window, barbers interleaved (bookings spread as real ones).
 */
async function seedStudio(database: Database): Promise<Studio> {
  const today = todayInZone(new Date(), TZ);
  await migrate(database);
  const seeded = await seedBenchData(database.db, { today, barbers: 30, appointments: 2000, timeZone: TZ });
  await database.db.execute(sql`update shop_settings set booking_window_days = ${WINDOW_DAYS} where id = 1`);
  const productIds = (
    await database.db
      .insert(products)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          name: `Prodotto ${i}`,
          brand: `Marca ${i % 7}`,
          category: PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length]!,
          priceRappen: 900 + i * 50,
          inventoryQuantity: 1_000_000,
        })),
      )
      .returning({ id: products.id })
  ).map((p) => p.id);
  const taken = new Set(
    (
      (await database.db.execute(sql`select barber_id, starts_at from appointments`)) as unknown as {
        rows: { barber_id: string; starts_at: string | Date }[];
      }
    ).rows.map((r) => `${r.barber_id} ${new Date(r.starts_at).toISOString()}`),
  );
  const barbers = [...seeded.barberIds, seeded.freeBarberId];
  const grid: string[] = [];
  for (let m = 9 * 60; m < 19 * 60; m += 30)
    if (m < 12 * 60 || m >= 13 * 60)
      grid.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  const freeSlots: Studio['freeSlots'] = [];
  for (let d = 1; d < WINDOW_DAYS; d++)
    for (const time of grid)
      for (const barberId of barbers) {
        const date = addDays(today, d);
        if (!taken.has(`${barberId} ${zonedToUtc(date, time, TZ).toISOString()}`))
          freeSlots.push({ barberId, date, time });
      }
  return { barbers, service: seeded.services[0]!, productIds, freeSlots, today };
}

/** What every server process of the bench gets: a host's variables, test payments, request logs at info. */
function serverEnv(port: number, dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    DEMO_MODE: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Payment intents in the mix: the offline test provider (no network, no money).
    PAYMENT_PROVIDER: 'test',
    // 200 people behind one test address: the per-address limits of public forms would turn bookings into 429s.
    PUBLIC_FORM_RATE_LIMIT: '100000000',
    // Request logs as in production (info), written where nobody reads them.
    LOG_LEVEL: 'info',
    ...extra,
  };
}

const profileArgs = () => {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};

export async function measureLoad(): Promise<LoadReport> {
  ensureWebBuild();
  const bundle = process.env.BENCH_SERVER_BUNDLE ?? freshServerBundle();
  const setups: LoadSetup[] = [];
  setups.push(await onePglite(bundle));
  const url = process.env.DATABASE_URL;
  let skipped: string | undefined;
  if (!url) skipped = 'DATABASE_URL not set (npm run bench:pg measures it)';
  else if (spawnSync('redis-server', ['--version']).status !== 0) skipped = 'redis-server not installed';
  else {
    // A failure of the second setup is reported with the first's figures, not instead of them.
    try {
      setups.push(await twoOnPostgres(bundle, url));
    } catch (error) {
      skipped = `failed: ${String(error).split('\n')[0]}`;
      console.error(error);
    }
  }
  return { mix: setups[0]!.mix, floor: setups[0]!.floor, setups, ...(skipped ? { skipped } : {}) };
}

async function onePglite(bundle: string): Promise<LoadSetup> {
  const data = tempDir('barber-load-');
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(data.path, 'pglite') });
    const studio = await seedStudio(database);
    await database.close();
    const port = await freePort();
    const server = launchLogged([...profileArgs(), bundle], port, serverEnv(port, data.path, {}), data.path);
    return await measureServer('one instance, PGlite on disk', server, studio);
  } finally {
    data.remove();
  }
}

async function twoOnPostgres(bundle: string, url: string): Promise<LoadSetup> {
  const data = tempDir('barber-load-pg-');
  const name = `barber_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const redis = await startRedisServer(await freePort());
  try {
    const version =
      (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]?.v ?? '';
    await admin.query(`CREATE DATABASE ${name}`);
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: scratch.toString(), poolSize: 4 });
    const studio = await seedStudio(database);
    await database.close();
    const port = await freePort();
    const env = serverEnv(port, data.path, { DATABASE_URL: scratch.toString(), REDIS_URL: redis.url });
    const primary = join(repoRoot, 'apps/server/bench/two-instances.mjs');
    const server = launchLogged([...profileArgs(), primary, bundle], port, env, data.path);
    return await measureServer(
      `two instances (cluster, one port), PostgreSQL ${version.split(' ')[0]} + Redis`,
      server,
      studio,
    );
  } finally {
    await redis.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    data.remove();
  }
}

/**
 * The server as `npm start` runs it, its output (request logs at info) appended to a file as a process manager
 * would keep it: read by nobody during the run, so the bench's own process spends nothing on it.
 */
function launchLogged(args: string[], port: number, env: NodeJS.ProcessEnv, dir: string): Started {
  const logFile = join(dir, 'server.log');
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const output = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-20_000) : '');
  return { child, port, baseURL: `http://127.0.0.1:${port}`, output, exited };
}

/** The server's processes: the one launched and, for the cluster, its workers (the instances themselves). */
function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children.flatMap(processTree)];
  } catch {
    return [pid];
  }
}

/** Resident memory (MiB) of the instances: the workers when there are some, else the one process. */
function residentMb(pid: number): number {
  const tree = processTree(pid);
  const instances = tree.length > 1 ? tree.slice(1) : tree;
  let kb = 0;
  for (const p of instances) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kb / 1024);
}

async function measureServer(label: string, server: Started, studio: Studio): Promise<LoadSetup> {
  try {
    await untilHealthy(server);
    // The cluster's second instance listens a moment after the first answers: wait for both.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const base = server.baseURL;
    const mixSteps = mixOf(studio);
    const restMb = residentMb(server.child.pid!);
    // First the same load for a few seconds, not measured: a server that has just started loads modules and
    // compiles its hot code on its first requests, which would otherwise show as seconds-long first answers.
    await run(base, mixSteps, LOAD_CLIENTS, WARM_UP_SECONDS);
    const drained = () => untilDrained(base, studio);
    await drained();
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(residentMb(server.child.pid!)), 500);
    const mix = await run(base, mixSteps, LOAD_CLIENTS, LOAD_SECONDS);
    clearInterval(sampler);
    const steps: LoadResult[] = [];
    const offer = async (offered: number) => {
      await drained();
      const step = await run(base, mixSteps, LOAD_CLIENTS, STEP_SECONDS, offered);
      steps.push({ ...step, name: `mix offered at ${offered}/s`, offered });
      console.log(
        `  offered ${offered}/s: ${step.perSecond}/s, p95 ${step.p95} ms, errors ${errorsOf(step)}`,
      );
      return meetsBar(step);
    };
    const rates = STEP_SHARES.map((share) => Math.max(2, Math.round(mix.perSecond * share)));
    if (await offer(rates[0]!)) {
      // Past the rate it can hold in time, higher offers only queue.
      for (const rate of rates.slice(1)) if (!(await offer(rate))) break;
    } else {
      // Not even a fifth of full speed in time (a machine busy with other work): halve until it is, or 2/s.
      for (let rate = Math.round(rates[0]! / 2); rate >= 2; rate = Math.round(rate / 2))
        if (await offer(rate)) break;
    }
    steps.sort((x, y) => (x.offered ?? 0) - (y.offered ?? 0));
    await drained();
    const floor = await run(
      base,
      [{ kind: 'floor', method: 'GET', path: '/api/health' }],
      LOAD_CLIENTS,
      SHORT_SECONDS,
    );
    await drained();
    await readEverySlotDay(base, studio);
    const slotsAlone = await run(base, [slotsStep(studio)], LOAD_CLIENTS, SHORT_SECONDS);
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    if (exit.code !== 0)
      throw new Error(
        `the server did not stop cleanly: ${JSON.stringify(exit)}\n${server.output().slice(-2000)}`,
      );
    return {
      label,
      mix: {
        ...mix,
        name: 'realistic mix at full speed: 70% reads (home page, slots, services, barbers, products), 30% bookings, orders and payments',
      },
      steps,
      floor: { ...floor, name: 'floor: GET /api/health (no database)' },
      slots: { ...slotsAlone, name: 'slot reads alone: one barber-day each' },
      memory: {
        restMb,
        meanMb: samples.length ? Math.round(samples.reduce((a, b) => a + b, 0) / samples.length) : 0,
        peakMb: Math.max(0, ...samples),
      },
    };
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
}

/**
 * Waits until the server has worked off what the last run left queued: when autocannon stops, the requests it had
 * in flight are still being answered, and the next run would measure that backlog. Done when five reads of the
 * database in a row each take under 50 ms (2 minutes at most): one product, a read no cache answers (the lists
 * are kept in memory, ADR 0080).
 */
async function untilDrained(base: string, studio: Studio) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 5 && Date.now() < deadline) {
    const start = performance.now();
    await fetch(`${base}/api/products/${studio.productIds[0]}`).then((r) => r.arrayBuffer());
    quick = performance.now() - start < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The days customers look at: the next two weeks (a booking page opens on the week ahead). */
const LOOKED_AT_DAYS = 14;
const slotsPath = (studio: Studio, barberId: string, date: string) =>
  `/api/appointments/public/available-slots?barberId=${barberId}&date=${date}&duration=${studio.service.duration}&serviceId=${studio.service.id}`;

/** One barber-day's free slots, each request another barber and day of the next two weeks (434 barber-days). */
function slotsStep(studio: Studio): Step {
  let read = 0;
  const { barbers, today } = studio;
  return {
    kind: 'slots',
    method: 'GET',
    setupRequest: (req) => {
      read++;
      return {
        ...req,
        path: slotsPath(studio, barbers[read % barbers.length]!, addDays(today, 1 + (read % LOOKED_AT_DAYS))),
      };
    },
  };
}

/** Every barber-day the slot reads ask for, read once in turn: a shop's pages in use all day have read them. */
async function readEverySlotDay(base: string, studio: Studio) {
  for (const barberId of studio.barbers)
    for (let d = 1; d <= LOOKED_AT_DAYS; d++)
      await fetch(`${base}${slotsPath(studio, barberId, addDays(studio.today, d))}`).then((r) =>
        r.arrayBuffer(),
      );
}

/** The 20 steps a client repeats: 14 reads (4 home pages, 4 slot lists, 6 other), 2 bookings, 2 orders, 2 payments. */
function mixOf(studio: Studio): Step[] {
  const { service, productIds, freeSlots } = studio;
  let held = 0;
  let orderNo = 0;
  let payNo = 0;
  const json = { 'content-type': 'application/json' };
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
  // Bookings and payment holds take the free times in turn: no two ask for the same one.
  const nextFree = () => {
    const slot = freeSlots[held++];
    if (!slot) throw new Error('the load ran out of free slots: add barbers or days to the bench data');
    return slot;
  };
  // The next free time with the mix's one service: what a guest booking and a paid booking both ask for.
  const nextChoice = () => {
    const slot = nextFree();
    return { barberId: slot.barberId, serviceId: service.id, date: slot.date, time: slot.time };
  };
  const person = (n: number, what: string) => ({
    name: `Cliente ${what}${n}`,
    email: `${what}${n}@example.ch`,
    phone: guestPhone(n),
    address: 'Via Nassa 1',
    postalCode: '6900',
    city: 'Lugano',
  });
  // A POST of JSON whose body is made afresh for each request (the next free time, order number, payment).
  const post = (kind: string, path: string, body: () => unknown): Step => ({
    kind,
    method: 'POST',
    headers: json,
    setupRequest: (req) => ({ ...req, path, body: JSON.stringify(body()) }),
  });
  const s: Record<string, Step> = {
    home: { kind: 'home page', method: 'GET', path: '/', headers: browser },
    slots: slotsStep(studio),
    services: { kind: 'other reads', method: 'GET', path: '/api/services/active' },
    barbers: { kind: 'other reads', method: 'GET', path: '/api/barbers/public' },
    products: { kind: 'other reads', method: 'GET', path: '/api/products?limit=50' },
    booking: post('bookings', '/api/appointments/public/appointments/guest', () => {
      const n = held;
      return { firstName: 'Carico', lastName: 'Prova', email: `carico${n}@example.ch`, phone: guestPhone(n), ...nextChoice() };
    }),
    order: post('orders', '/api/orders', () => {
      const n = orderNo++;
      return { items: [{ productId: productIds[n % productIds.length], quantity: 1 }], customerDetails: person(n, 'ordine') };
    }),
    // A card payment for a new booking: the intent holds the time (a pending appointment) while it is paid.
    payBooking: post('payments', '/api/payments/create-intent', () => {
      const n = held;
      return {
        type: 'appointment',
        currency: 'CHF',
        appointmentData: { ...nextChoice(), customerDetails: person(5_000_000 + n, 'paga') },
      };
    }),
    payCart: post('payments', '/api/payments/create-intent', () => {
      const n = payNo++;
      return {
        type: 'product_order',
        currency: 'CHF',
        orderData: {
          items: [{ productId: productIds[n % productIds.length], quantity: 1 }],
          customerDetails: person(n, 'carrello'),
        },
      };
    }),
  };
  return [
    s.home,
    s.slots,
    s.services,
    s.booking,
    s.home,
    s.slots,
    s.order,
    s.barbers,
    s.products,
    s.payBooking,
    s.home,
    s.slots,
    s.services,
    s.order,
    s.home,
    s.slots,
    s.barbers,
    s.booking,
    s.products,
    s.payCart,
  ].map((step) => step!);
}
