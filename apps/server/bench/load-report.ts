import {
  errorsOf,
  LOAD_P95_LIMIT_MS,
  meetsBar,
  round,
  STEP_SECONDS,
  sustainedRate,
  type LoadReport,
  type LoadResult,
  type LoadSetup,
} from './load-runner';

/** The section of docs/benchmarks.md this bench writes (between its markers; the other benches keep it). */
export function loadSection(r: LoadReport, loadAtStart: number, cores: string): string {
  const row = (x: LoadResult) =>
    `| ${x.name} | ${x.clients} | ${x.seconds} | ${x.requests} | ${x.perSecond} | ${errorsOf(x)} (non-2xx ${x.non2xx}, connection ${x.connectionErrors}, timeouts ${x.timeouts}) | ${x.p50} | ${x.p95} | ${x.p99} | ${meetsBar(x) ? 'yes' : 'no'} |`;
  const setup = (s: LoadSetup) => [
    `### ${s.label}`,
    '',
    `**${sustainedRate(s)} requests/s of the mix at p95 < ${LOAD_P95_LIMIT_MS} ms with 0 errors** (the highest rate below that met the bar); at full speed ${s.mix.perSecond}/s with p95 ${s.mix.p95} ms. Slot reads alone: ${s.slots.perSecond}/s, ${round(s.floor.perSecond / Math.max(1, s.slots.perSecond))}x below the floor's ${s.floor.perSecond}/s (target: within 2x, one instance). Resident memory: ${s.memory.restMb} MiB at rest, ${s.memory.meanMb} MiB mean and ${s.memory.peakMb} MiB peak under the mix.`,
    '',
    `| what | clients | s | requests | req/s | errors | p50 | p95 | p99 | p95 < ${LOAD_P95_LIMIT_MS} ms, 0 errors |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    row(s.mix),
    ...s.steps.map(row),
    row(s.floor),
    row(s.slots),
    '',
    `By kind in the full-speed mix (p50 / p95 ms): ${s.mix.kinds.map((k) => `${k.kind} ${k.p50} / ${k.p95} (n=${k.n})`).join('; ')}.`,
    '',
  ];
  return [
    '## Throughput under a realistic mix',
    '',
    'Written by `BENCH_ONLY=load npm run bench:api` (apps/server/bench/load.ts; `npm run bench` runs it too, and',
    '`npm run bench:pg` adds two instances on PostgreSQL + Redis): real server processes (the built bundle and web',
    'app, request logs at info, test payments) under autocannon with 200 clients on loopback, after 5 s of the same',
    'load that are not measured. The studio: 30 barbers, 2,000 appointments, 50 products. Each client repeats 20',
    'steps, each client from another one: 4 home pages (`/`, brotli), 4 barber-day slot lists (the next two weeks,',
    'every barber in turn), 6 other reads',
    '(services, barbers, 50 products), 2 guest bookings at free times, 2 cash orders and 2 payment intents (one',
    'holding a new booking, one for a cart), each by a new person. The full-speed run shows what the box can do and',
    'the queue 200 clients build at that speed; the same clients then offer the mix at fixed shares of that rate',
    `for ${STEP_SECONDS} s each, and the highest rate with p95 < ${LOAD_P95_LIMIT_MS} ms and 0 errors is the figure. Slot reads alone: after`,
    'each of their 434 barber-days was read once (as pages in use all day have). Times in ms from the client; an',
    "error is any non-2xx answer, connection error or timeout (30 s). Client and server share the machine's cores",
    "(docs/decisions/0041). Two instances: Node's cluster module forks the same bundle twice on one port",
    '(apps/server/bench/two-instances.mjs); memory is summed over both.',
    '',
    `Run: ${new Date().toISOString()} · ${cores} · Node ${process.version} · load ${loadAtStart.toFixed(1)} at start`,
    '',
    ...r.setups.flatMap(setup),
    ...(r.skipped ? [`Two instances on PostgreSQL + Redis: not measured in this run (${r.skipped}).`] : []),
  ].join('\n');
}
