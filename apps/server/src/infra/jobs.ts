import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client';
import {
  claimJobs,
  completeJob,
  ensureOccurrence,
  finishOccurrenceRow,
  insertJob,
  insertNextOccurrence,
  renewLease,
  retryJob,
  type ClaimedJob,
} from './jobs-repo';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobQueue {
  /** Adds a job inside the caller's transaction, so it exists only if the work that asked for it committed. */
  enqueue(exec: Executor, kind: string, payload: Record<string, unknown>, runAt?: Date): Promise<void>;
  register(kind: string, handler: JobHandler): void;
  /**
   * Repeats a job kind every `everyMs`, starting at the next tick (used for clean-ups). One occurrence exists at
   * a time across all instances; the next one is scheduled when the previous one finishes.
   */
  every(kind: string, everyMs: number): void;
  /** Claims and runs due jobs until none are left; returns how many ran. Tests call it directly. */
  runDue(): Promise<number>;
  /** Wakes the worker now instead of at the next poll (after a commit that enqueued something). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Thrown by a handler that cannot do its work yet, which is not a failure (another worker is sending the same
 * email, say): the job runs again after `delayMs` and the attempt is not counted.
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

export interface JobQueueOptions {
  /** How long a claim holds a job. It is renewed every third of it while the handler runs. */
  leaseMs?: number;
  /** Jobs claimed per statement. */
  batchSize?: number;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_BATCH = 10;
/** Used for a recurring occurrence found in the table whose kind this instance does not repeat (an old version). */
const FALLBACK_EVERY_MS = 60 * 60 * 1000;

export function createJobQueue(db: Db, log: FastifyBaseLogger, pollMs: number, options: JobQueueOptions = {}): JobQueue {
  const leaseSeconds = (options.leaseMs ?? DEFAULT_LEASE_MS) / 1000;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const handlers = new Map<string, JobHandler>();
  const recurring = new Map<string, { everyMs: number; next: number }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function claim(limit: number) {
    return claimJobs(db, leaseSeconds, limit);
  }

  /** Renews the lease while the handler runs; the returned function stops renewing (after the last renewal). */
  function keepLease(job: ClaimedJob): () => Promise<void> {
    let beat: Promise<void> = Promise.resolve();
    let lost = false;
    const interval = setInterval(() => {
      beat = beat
        .then(async () => {
          const renewed = await renewLease(db, job, leaseSeconds);
          if (!renewed && !lost) {
            lost = true;
            log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost while running: another worker may run it');
          }
        })
        .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'job lease renewal failed'));
    }, (leaseSeconds * 1000) / 3);
    interval.unref();
    return async () => {
      clearInterval(interval);
      await beat;
    };
  }

  /** Finishes a recurring occurrence and schedules the next one, both only while this worker owns the lease. */
  async function finishOccurrence(job: ClaimedJob & { recurring_key: string }, error: string | null): Promise<boolean> {
    const everyMs = recurring.get(job.recurring_key)?.everyMs ?? FALLBACK_EVERY_MS;
    return db.transaction(async (tx) => {
      if (!(await finishOccurrenceRow(tx, job, error))) return false;
      await insertNextOccurrence(tx, job.kind, job.recurring_key, everyMs);
      return true;
    });
  }

  async function succeed(job: ClaimedJob): Promise<boolean> {
    if (job.recurring_key !== null) return finishOccurrence({ ...job, recurring_key: job.recurring_key }, null);
    return completeJob(db, job);
  }

  async function fail(job: ClaimedJob, error: unknown): Promise<boolean> {
    const message = String((error as Error)?.message ?? error).slice(0, 2000);
    const later = error instanceof RetryLaterError && job.recurring_key === null;
    if (later) log.info({ jobId: job.id, kind: job.kind, reason: message }, 'job postponed');
    else log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
    if (job.recurring_key !== null) return finishOccurrence({ ...job, recurring_key: job.recurring_key }, message);
    const delaySeconds = later ? (error as RetryLaterError).delayMs / 1000 : Math.min(3600, 2 ** job.attempts * 5);
    return retryJob(db, job, message, delaySeconds, later);
  }

  async function runOne(job: ClaimedJob) {
    const handler = handlers.get(job.kind);
    const stopRenewing = keepLease(job);
    let failure: { error: unknown } | undefined;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
    } catch (error) {
      failure = { error };
    } finally {
      await stopRenewing();
    }
    const finished = failure ? await fail(job, failure.error) : await succeed(job);
    // Another worker claimed the job after this lease expired: it owns the outcome now, so ours is dropped.
    if (!finished) log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost before finishing; outcome discarded');
  }

  /** Makes sure each recurring kind has its one unfinished occurrence (the first instance to ask creates it). */
  async function scheduleRecurring() {
    const now = Date.now();
    for (const [kind, r] of recurring) {
      if (r.next > now) continue;
      await ensureOccurrence(db, kind);
      // Only after it worked: a database that was briefly unreachable is asked again at the next drain.
      r.next = now + r.everyMs;
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    await scheduleRecurring();
    for (;;) {
      const batch = await claim(batchSize);
      if (batch.length === 0) return count;
      for (const job of batch) await runOne(job);
      count += batch.length;
    }
  }

  const runDue = () => {
    // One drain at a time per instance; a second caller waits for the running one and then drains again.
    const next = (running ?? Promise.resolve(0)).then(() => drain());
    running = next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  };

  // One timer at a time: a kick during a drain asks for another drain right after it (wakeAgain) instead of
  // starting a second timer chain, which used to outlive the first and multiply the polling with every kick.
  let ticking = false;
  let wakeAgain = false;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
  };
  const tick = () => {
    if (stopped) return;
    ticking = true;
    wakeAgain = false;
    runDue()
      .catch((error: unknown) => log.error({ err: error }, 'job worker failed'))
      .finally(() => {
        ticking = false;
        if (!stopped) schedule(wakeAgain ? 0 : pollMs);
      });
  };

  return {
    async enqueue(exec, kind, payload, runAt) {
      await insertJob(exec, kind, payload, runAt);
    },
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    every(kind, everyMs) {
      recurring.set(kind, { everyMs, next: Date.now() });
    },
    runDue,
    kick() {
      if (stopped) return;
      if (ticking) wakeAgain = true;
      else schedule(0);
    },
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
