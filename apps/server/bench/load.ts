/**
 * Load without errors (issue 23 item 10, TARGETS.md "throughput, one instance"): one real server process, as
 * `npm start` runs it on its on-disk PGlite, the built web app included, driven over HTTP by autocannon with 200
 * concurrent clients for 30 s of a realistic mix: 70% reads (the home page, a barber-day's free slots, services,
 * barbers, the shop's products), 30% writes (guest bookings at free times, cash orders). Every booking goes to a
 * time still free and every guest is another person, so any non-2xx answer is an error, not a measured refusal.
 * The floor (GET /api/health from the same 200 clients) gives the machine's HTTP ceiling in the same run.
 * Client and server share this machine's cores: the figures are what one box does, not the server alone.
 * BENCH_LOAD_SECONDS shortens the measured run for a quick look (the report says how long it ran).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { PRODUCT_CATEGORIES } from '@barber/shared/domain/shop';
import { addDays, todayInZone, zonedToUtc } from '@barber/shared/domain/zoned-time';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { products } from '../src/db/schema';
import {
  freePort,
  freshServerBundle,
  repoRoot,
  tempDir,
  untilHealthy,
  launch,
} from '../test/helpers/server-process';
import { seedBenchData } from './seed';

const TZ = 'Europe/Zurich';
export const LOAD_CLIENTS = 200;
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const FLOOR_SECONDS = 10;
const WARM_UP_SECONDS = 5;

export interface LoadKind {
  kind: string;
  n: number;
  p50: number;
  p95: number;
}
export interface LoadResult {
  name: string;
  clients: number;
  seconds: number;
  requests: number;
  perSecond: number;
  non2xx: number;
  connectionErrors: number;
  timeouts: number;
  p50: number;
  p95: number;
  p99: number;
  kinds: LoadKind[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const round = (n: number) => Math.round(n * 10) / 10;

/** 079 and seven digits from `n`: a valid Swiss mobile number per booking. */
const guestPhone = (n: number) => {
  const digits = String(n).padStart(7, '0');
  return `079 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
};

type Step = autocannon.Request & { kind: string };

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

export async function measureLoad(): Promise<{ mix: LoadResult; floor: LoadResult }> {
  ensureWebBuild();
  const bundle = freshServerBundle();
  const data = tempDir('barber-load-');
  try {
    // The bench's studio on disk, as a real install keeps it: 30 barbers (one free), 2,000 appointments, 50 products.
    const today = todayInZone(new Date(), TZ);
    const database = await openDatabase({ kind: 'pglite', dataDir: join(data.path, 'pglite') });
    await migrate(database);
    const seeded = await seedBenchData(database.db, { today, barbers: 30, appointments: 2000, timeZone: TZ });
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
    await database.close();

    // Every free half hour of the next 29 days, barbers interleaved (bookings spread as real ones would).
    const barbers = [...seeded.barberIds, seeded.freeBarberId];
    const service = seeded.services[0]!;
    const grid: string[] = [];
    for (let m = 9 * 60; m < 19 * 60; m += 30)
      if (m < 12 * 60 || m >= 13 * 60)
        grid.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    const freeSlots: { barberId: string; date: string; time: string }[] = [];
    for (let d = 1; d <= 29; d++)
      for (const time of grid)
        for (const barberId of barbers) {
          const date = addDays(today, d);
          if (!taken.has(`${barberId} ${zonedToUtc(date, time, TZ).toISOString()}`))
            freeSlots.push({ barberId, date, time });
        }

    const port = await freePort();
    const server = launch(process.execPath, [bundle], port, {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.path,
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // 200 people behind one test address: the per-address limits of public forms would turn bookings into 429s.
      PUBLIC_FORM_RATE_LIMIT: '100000000',
      // Request logs as in production (info), written where nobody reads them.
      LOG_LEVEL: 'info',
    });
    try {
      await untilHealthy(server);
      const base = server.baseURL;
      let bookingNo = 0;
      let orderNo = 0;
      let read = 0;
      const json = { 'content-type': 'application/json' };
      const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
      const steps: Record<string, Step> = {
        home: { kind: 'home page', method: 'GET', path: '/', headers: browser },
        slots: {
          kind: 'slots',
          method: 'GET',
          setupRequest: (req) => {
            read++;
            const barberId = barbers[read % barbers.length]!;
            const date = addDays(today, 1 + (read % 29));
            return {
              ...req,
              path: `/api/appointments/public/available-slots?barberId=${barberId}&date=${date}&duration=${service.duration}&serviceId=${service.id}`,
            };
          },
        },
        services: { kind: 'other reads', method: 'GET', path: '/api/services/active' },
        barbers: { kind: 'other reads', method: 'GET', path: '/api/barbers/public' },
        products: { kind: 'other reads', method: 'GET', path: '/api/products?limit=50' },
        booking: {
          kind: 'bookings',
          method: 'POST',
          headers: json,
          setupRequest: (req) => {
            const n = bookingNo++;
            const slot = freeSlots[n];
            if (!slot) throw new Error('the load ran out of free slots: add barbers to the bench data');
            return {
              ...req,
              path: '/api/appointments/public/appointments/guest',
              body: JSON.stringify({
                firstName: 'Carico',
                lastName: 'Prova',
                email: `carico${n}@example.ch`,
                phone: guestPhone(n),
                barberId: slot.barberId,
                serviceId: service.id,
                date: slot.date,
                time: slot.time,
              }),
            };
          },
        },
        order: {
          kind: 'orders',
          method: 'POST',
          headers: json,
          setupRequest: (req) => {
            const n = orderNo++;
            return {
              ...req,
              path: '/api/orders',
              body: JSON.stringify({
                items: [{ productId: productIds[n % productIds.length], quantity: 1 }],
                customerDetails: {
                  name: `Cliente ${n}`,
                  email: `ordine${n}@example.ch`,
                  phone: '079 123 45 67',
                  address: 'Via Nassa 1',
                  postalCode: '6900',
                  city: 'Lugano',
                },
              }),
            };
          },
        },
      };
      // 20 steps a client repeats: 14 reads (4 home page, 4 slots, 6 other), 3 bookings, 3 orders.
      const s = steps;
      const mix = [
        s.home,
        s.slots,
        s.services,
        s.booking,
        s.home,
        s.slots,
        s.order,
        s.barbers,
        s.products,
        s.booking,
        s.home,
        s.slots,
        s.services,
        s.order,
        s.home,
        s.slots,
        s.barbers,
        s.booking,
        s.products,
        s.order,
      ].map((step) => step!);
      // First the same load for a few seconds, not measured: a server that has just started loads modules and
      // compiles its hot code on its first requests, which would otherwise show as seconds-long first answers.
      await run(base, mix, LOAD_CLIENTS, WARM_UP_SECONDS);
      const result = await run(base, mix, LOAD_CLIENTS, LOAD_SECONDS);
      const floor = await run(
        base,
        [{ kind: 'floor', method: 'GET', path: '/api/health' }],
        LOAD_CLIENTS,
        FLOOR_SECONDS,
      );
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      if (exit.code !== 0)
        throw new Error(
          `the server did not stop cleanly: ${JSON.stringify(exit)}\n${server.output().slice(-2000)}`,
        );
      return {
        mix: {
          ...result,
          name: 'realistic mix: 70% reads (home page, slots, services, barbers, products), 30% bookings and orders',
        },
        floor: { ...floor, name: 'floor: GET /api/health (no database)' },
      };
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  } finally {
    data.remove();
  }
}

/**
 * One autocannon run. Each client gets its own copy of the steps (autocannon shares one request list between
 * clients otherwise, and a generated body could be sent twice), turned to start at another step: client i begins
 * at step i % 20, so the mix holds at every moment of the run, not only over whole cycles. Latencies are kept per
 * kind: the step the client had in flight when the answer came.
 */
async function run(
  url: string,
  steps: Step[],
  connections: number,
  seconds: number,
): Promise<Omit<LoadResult, 'name'>> {
  const latencies = new Map<string, number[]>();
  const all: number[] = [];
  const problems = new Map<string, number>();
  const count = (what: string) => problems.set(what, (problems.get(what) ?? 0) + 1);
  let clients = 0;
  const kindOf = (client: unknown) => {
    const c = client as StepClient;
    return c.steps[c.requestIterator.currentRequestIndex]?.kind ?? 'unknown';
  };
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 30,
        requests: steps,
        setupClient: (client) => {
          const offset = clients++ % steps.length;
          const own = [...steps.slice(offset), ...steps.slice(0, offset)].map((step) => ({ ...step }));
          (client as unknown as StepClient).steps = own;
          (client as unknown as StepClient).setRequests(own);
        },
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  instance.on('response', (client, status, _bytes, time) => {
    const kind = kindOf(client);
    all.push(time);
    const times = latencies.get(kind);
    if (times) times.push(time);
    else latencies.set(kind, [time]);
    if (status < 200 || status >= 300) count(`${kind} ${status}`);
  });
  instance.on('reqError', (error) => count(`error: ${error.message}`));
  const result = await finished;
  if (problems.size) console.log('non-2xx answers and errors:', Object.fromEntries(problems));
  all.sort((a, b) => a - b);
  const kinds = [...latencies].map(([kind, times]) => {
    times.sort((a, b) => a - b);
    return { kind, n: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
  });
  return {
    clients: connections,
    seconds,
    requests: all.length,
    perSecond: Math.round(all.length / seconds),
    non2xx: result.non2xx,
    // autocannon counts timeouts among its errors.
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    p50: round(percentile(all, 50)),
    p95: round(percentile(all, 95)),
    p99: round(percentile(all, 99)),
    kinds,
  };
}

interface StepClient {
  steps: Step[];
  requestIterator: { currentRequestIndex: number };
  setRequests(requests: autocannon.Request[]): void;
}

/** The section of docs/benchmarks.md this bench writes (between its markers; the other benches keep it). */
export function loadSection(
  r: { mix: LoadResult; floor: LoadResult },
  loadAtStart: number,
  cores: string,
): string {
  const errors = (x: LoadResult) => x.non2xx + x.connectionErrors + x.timeouts;
  const row = (x: LoadResult) =>
    `| ${x.name} | ${x.clients} | ${x.seconds} | ${x.requests} | ${x.perSecond} | ${errors(x)} (non-2xx ${x.non2xx}, connection ${x.connectionErrors}, timeouts ${x.timeouts}) | ${x.p50} | ${x.p95} | ${x.p99} | ${errors(x) === 0 ? 'yes' : '**no**'} |`;
  return [
    '## Load, one instance',
    '',
    'Written by `BENCH_ONLY=load npm run bench:api` (apps/server/bench/load.ts; `npm run bench` runs it too): one real',
    'server process (the built bundle and web app, PGlite on disk in a temporary DATA_DIR: 30 barbers, 2,000',
    'appointments, 50 products, request logs at info) under autocannon on loopback, after 5 s of the same load that',
    'are not measured. Each client repeats 20 steps, each client from another one: 4 home pages (`/`, brotli), 4',
    'barber-day slot lists, 6 other reads (services, barbers, 50 products), 3 guest bookings at free times and 3 cash',
    'orders, each by a new person. Times in ms from the client; an error is any non-2xx answer, connection error or',
    "timeout (30 s). Client and server share the machine's cores (docs/decisions/0041).",
    '',
    `Run: ${new Date().toISOString()} · ${cores} · Node ${process.version} · load ${loadAtStart.toFixed(1)} at start`,
    '',
    '| what | clients | s | requests | req/s | errors | p50 | p95 | p99 | 0 errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    row(r.mix),
    row(r.floor),
    '',
    `By kind in the mix (p50 / p95 ms): ${r.mix.kinds.map((k) => `${k.kind} ${k.p50} / ${k.p95} (n=${k.n})`).join('; ')}.`,
  ].join('\n');
}
