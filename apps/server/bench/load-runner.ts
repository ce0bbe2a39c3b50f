/**
 * The load bench's measuring parts (bench/load.ts drives them): what a run reports, the bar (p95 under
 * 100 ms with no error), and one autocannon run with its latencies kept per kind of step.
 */
import autocannon from 'autocannon';

/** The bar: the rate the mix is served at with p95 under this and no error. */
export const LOAD_P95_LIMIT_MS = 100;
/** How long each fixed-rate step of the mix runs. */
export const STEP_SECONDS = 15;

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
  /** The rate the clients were held to (requests/s over all of them); absent at full speed. */
  offered?: number;
}
export interface LoadSetup {
  label: string;
  mix: LoadResult;
  /** The mix offered at fixed rates, lowest first. */
  steps: LoadResult[];
  floor: LoadResult;
  slots: LoadResult;
  /** Resident memory of the server processes (MiB, summed over instances): after start, and under the mix. */
  memory: { restMb: number; meanMb: number; peakMb: number };
}
export interface LoadReport {
  /** The one-instance PGlite setup's mix and floor (the rows every run has). */
  mix: LoadResult;
  floor: LoadResult;
  setups: LoadSetup[];
  /** Why the two-instance setup was not measured, when it was not. */
  skipped?: string;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
export const round = (n: number) => Math.round(n * 10) / 10;
export const errorsOf = (x: Omit<LoadResult, 'name'>) => x.non2xx + x.connectionErrors + x.timeouts;
/** A run that meets the bar: p95 under 100 ms and not one error. */
export const meetsBar = (x: Omit<LoadResult, 'name'>) => x.p95 < LOAD_P95_LIMIT_MS && errorsOf(x) === 0;
/** The highest rate served within the bar: a fixed-rate step's, or the full-speed run's when it met it too. */
export const sustainedRate = (s: LoadSetup) =>
  Math.max(0, ...[s.mix, ...s.steps].filter(meetsBar).map((x) => x.perSecond));

export type Step = autocannon.Request & { kind: string };

/**
 * One autocannon run. Each client gets its own copy of the steps (autocannon shares one request list between
 * clients otherwise, and a generated body could be sent twice), turned to start at another step: client i begins
 * at step i % 20, so the mix holds at every moment of the run, not only over whole cycles. Latencies are kept per
 * kind: the step the client had in flight when the answer came. `offered`: requests per second over all clients.
 */
export async function run(
  url: string,
  steps: Step[],
  connections: number,
  seconds: number,
  offered?: number,
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
        ...(offered ? { overallRate: offered } : {}),
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
    // Fewer connections than requests a second: autocannon opens one per request a second.
    clients: offered ? Math.min(connections, offered) : connections,
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
