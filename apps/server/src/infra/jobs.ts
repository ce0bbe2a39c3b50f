import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db, type Executor } from '../db/client';
import { jobs } from '../db/schema';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface JobQueue {
  /** Adds a job inside the caller's transaction, so it exists only if the work that asked for it committed. */
  enqueue(exec: Executor, kind: string, payload: Record<string, unknown>, runAt?: Date): Promise<void>;
  register(kind: string, handler: JobHandler): void;
  /** Repeats a job kind every `everyMs`, starting at the next tick (used for clean-ups). */
  every(kind: string, everyMs: number): void;
  /** Claims and runs due jobs until none are left; returns how many ran. Tests call it directly. */
  runDue(): Promise<number>;
  /** Wakes the worker now instead of at the next poll (after a commit that enqueued something). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

const LOCK_SECONDS = 120;

export function createJobQueue(db: Db, log: FastifyBaseLogger, pollMs: number): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const recurring: { kind: string; everyMs: number; next: number }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function claim(limit: number) {
    // SKIP LOCKED lets several instances claim disjoint jobs; the lock lease frees jobs of a crashed instance.
    return queryRows<{ id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(db, sql`
      update jobs set locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and run_at <= now() and attempts < max_attempts
          and (locked_until is null or locked_until < now())
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`);
  }

  async function runOne(job: { id: number; kind: string; payload: Record<string, unknown>; attempts: number }) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await db.execute(sql`update jobs set done_at = now(), locked_until = null where id = ${job.id}`);
    } catch (error) {
      const backoffSeconds = Math.min(3600, 2 ** job.attempts * 5);
      log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      await db.execute(sql`
        update jobs set last_error = ${String((error as Error).message).slice(0, 2000)}, locked_until = null,
          run_at = now() + make_interval(secs => ${backoffSeconds})
        where id = ${job.id}`);
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    const now = Date.now();
    for (const r of recurring) {
      if (r.next <= now) {
        r.next = now + r.everyMs;
        await db.insert(jobs).values({ kind: r.kind, payload: {}, maxAttempts: 1 });
      }
    }
    for (;;) {
      const batch = await claim(10);
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

  const tick = () => {
    if (stopped) return;
    runDue()
      .catch((error: unknown) => log.error({ err: error }, 'job worker failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    async enqueue(exec, kind, payload, runAt) {
      await exec.insert(jobs).values({ kind, payload, ...(runAt ? { runAt } : {}) });
    },
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    every(kind, everyMs) {
      recurring.push({ kind, everyMs, next: Date.now() });
    },
    runDue,
    kick() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
