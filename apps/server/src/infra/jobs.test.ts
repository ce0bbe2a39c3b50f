import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, queryRows, type Database, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import { jobs } from '../db/schema';
import { createJobQueue, RetryLaterError, type JobQueue, type JobQueueOptions } from './jobs';
import type { TestApp } from '../../test/helpers/test-app';
import { withTestApp } from '../../test/helpers/app-suite';
import { withTwoConnections, type SecondConnection } from '../../test/helpers/second-connection';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger that keeps the warnings, so a test can tell a lost lease from a clean finish. */
function recordingLog() {
  const warnings: string[] = [];
  const log = {
    level: 'info',
    warn: (_obj: unknown, msg?: string) => warnings.push(msg ?? String(_obj)),
    error: (_obj: unknown, msg?: string) => warnings.push(msg ?? String(_obj)),
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

/** A promise the test settles by hand: holds a handler in the middle of its work. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Locks `count` jobs of a kind in an open transaction until released (PostgreSQL: a connection of its own). */
function holdRowLocks(db: Db, kind: string, count: number) {
  const locked = gate();
  const released = gate();
  const done = db.transaction(async (tx) => {
    await tx.execute(sql`select id from jobs where kind = ${kind} order by id limit ${count} for update`);
    locked.open();
    await released.opened;
  });
  return { locked: locked.opened, release: released.open, done };
}

async function waitFor(check: () => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await sleep(5);
  }
}

describe('durable jobs', () => {
  let t: TestApp;
  withTestApp((app) => (t = app));

  it('runs a job enqueued in a committed transaction, and not one whose transaction rolled back', async () => {
    const seen: unknown[] = [];
    t.ctx.jobs.register('test.record', async (payload) => {
      seen.push(payload.n);
    });
    await t.ctx.db.transaction(async (tx) => t.ctx.jobs.enqueue(tx, 'test.record', { n: 1 }));
    await t.ctx.db
      .transaction(async (tx) => {
        await t.ctx.jobs.enqueue(tx, 'test.record', { n: 2 });
        throw new Error('rollback');
      })
      .catch(() => {});
    await t.ctx.jobs.runDue();
    expect(seen).toEqual([1]);
  });

  it('retries a failing job later with its error recorded, and gives up after max attempts', async () => {
    let calls = 0;
    t.ctx.jobs.register('test.flaky', async () => {
      calls++;
      throw new Error('temporaneo');
    });
    await t.ctx.jobs.enqueue(t.ctx.db, 'test.flaky', {});
    await t.ctx.jobs.runDue();
    expect(calls).toBe(1);
    const [row] = await queryRows<{ attempts: number; last_error: string; later: boolean; lease_token: string | null }>(
      t.ctx.db,
      sql`select attempts, last_error, run_at > now() as later, lease_token from jobs where kind = 'test.flaky'`,
    );
    expect(row).toMatchObject({ attempts: 1, last_error: 'temporaneo', later: true, lease_token: null });
    // Not due yet: a second run does not call it again.
    await t.ctx.jobs.runDue();
    expect(calls).toBe(1);
    await t.ctx.db.execute(sql`update jobs set run_at = now(), attempts = max_attempts where kind = 'test.flaky'`);
    await t.ctx.jobs.runDue();
    expect(calls).toBe(1);
  });

  it('a handler that asks to retry later is postponed without using up an attempt', async () => {
    let calls = 0;
    t.ctx.jobs.register('test.later', async () => {
      calls++;
      throw new RetryLaterError('occupato', 60_000);
    });
    await t.ctx.jobs.enqueue(t.ctx.db, 'test.later', {});
    await t.ctx.jobs.runDue();
    const [row] = await queryRows<{ attempts: number; last_error: string; wait: number }>(
      t.ctx.db,
      sql`select attempts, last_error, extract(epoch from run_at - now())::float8 as wait from jobs where kind = 'test.later'`,
    );
    expect(calls).toBe(1);
    expect(row).toMatchObject({ attempts: 0, last_error: 'occupato' });
    expect(row!.wait).toBeGreaterThan(50);
  });

  it('kicks during a drain ask for one more drain, never for a second poller', async () => {
    // Counts the worker's statements: with nothing to do, each drain is one claim.
    let statements = 0;
    const counted = new Proxy(t.ctx.db, {
      get: (target, prop, receiver) =>
        prop === 'execute'
          ? (...args: Parameters<Db['execute']>) => {
              statements++;
              return target.execute(...args);
            }
          : Reflect.get(target, prop, receiver),
    });
    const queue = createJobQueue(counted, recordingLog().log, 200);
    const started = gate();
    const held = gate();
    let ran = 0;
    queue.register('test.slow', async () => {
      ran++;
      started.open();
      await held.opened;
    });
    await queue.enqueue(t.ctx.db, 'test.slow', {});
    queue.start();
    await started.opened;
    // Kicks while the drain is held, each after the last one's timer fired (as requests arrive one by one).
    for (let i = 0; i < 10; i++) {
      queue.kick();
      await sleep(5);
    }
    held.open();
    await waitFor(() => statements >= 3);
    const before = statements;
    // One second at a 200 ms poll is about five drains; every kick starting its own timer chain made it 50 or more.
    await sleep(1_000);
    const drains = statements - before;
    await queue.stop();
    expect(ran).toBe(1);
    expect(drains).toBeGreaterThan(0);
    expect(drains).toBeLessThanOrEqual(12);
  });
});

/**
 * Two job workers, each on its own connection (its own pool on PostgreSQL), as two server instances are.
 * On PostgreSQL these tests show what FOR UPDATE SKIP LOCKED and the lease token guarantee; on PGlite (one
 * connection) they run the same code paths.
 */
describe('two workers on one database', () => {
  let database: Database;
  let other: SecondConnection;
  const workers: JobQueue[] = [];
  withTwoConnections((first, second) => ([database, other] = [first, second]), workers);
  const worker = (db: Db, options: JobQueueOptions = {}) => {
    const { log, warnings } = recordingLog();
    const queue = createJobQueue(db, log, 50, options);
    workers.push(queue);
    return { queue, warnings };
  };

  it('200 jobs drained by both workers at once: each handled exactly once, and neither waits for the other', async () => {
    const kind = 'test.once';
    const calls = new Map<number, number>();
    const byWorker = { a: 0, b: 0 };
    const a = worker(database.db);
    const b = worker(other.db);
    for (const [name, w] of [['a', a], ['b', b]] as const) {
      w.queue.register(kind, async (payload) => {
        const n = Number(payload.n);
        calls.set(n, (calls.get(n) ?? 0) + 1);
        byWorker[name]++;
        // Each job ends on a common 10 ms beat, so both workers finish their batches and claim the next one at the
        // same moment: the moment when, without FOR UPDATE SKIP LOCKED, both would take the same jobs.
        await sleep(10 - (Date.now() % 10));
      });
    }
    await database.db.insert(jobs).values(Array.from({ length: 200 }, (_, n) => ({ kind, payload: { n } })));

    // On PostgreSQL a third connection holds 5 of the jobs locked, as an instance in the middle of its claim does:
    // the workers must pass them by, not wait for them (that is SKIP LOCKED's other half).
    const held = other.separate ? holdRowLocks(other.db, kind, 5) : undefined;
    try {
      await held?.locked;
      const drained = Promise.all([a.queue.runDue(), b.queue.runDue()]).then(() => 'drained');
      expect(await Promise.race([drained, sleep(10_000).then(() => 'still waiting for locked jobs')])).toBe('drained');
      expect(calls.size).toBe(held ? 195 : 200);
    } finally {
      held?.release();
      await held?.done;
    }
    await Promise.all([a.queue.runDue(), b.queue.runDue()]);

    const notOnce = [...calls].filter(([, count]) => count !== 1);
    expect(notOnce).toEqual([]);
    expect(calls.size).toBe(200);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    const [left] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from jobs where kind = ${kind} and done_at is null`);
    expect(left!.n).toBe(0);
    expect([...a.warnings, ...b.warnings]).toEqual([]);
  });

  it('a handler slower than the lease keeps its job: the lease is renewed while it runs', async () => {
    const kind = 'test.slow';
    let calls = 0;
    const a = worker(database.db, { leaseMs: 300 });
    const b = worker(other.db, { leaseMs: 300 });
    let started = false;
    a.queue.register(kind, async () => {
      calls++;
      started = true;
      await sleep(1_200);
    });
    b.queue.register(kind, async () => {
      calls++;
    });
    await database.db.insert(jobs).values({ kind, payload: {} });

    const first = a.queue.runDue();
    await waitFor(() => started);
    // Four times the lease: the other worker keeps looking and never gets the job.
    for (let i = 0; i < 10; i++) {
      expect(await b.queue.runDue()).toBe(0);
      await sleep(100);
    }
    expect(await first).toBe(1);
    expect(calls).toBe(1);
    const [row] = await queryRows<{ done: boolean; attempts: number }>(database.db, sql`select done_at is not null as done, attempts from jobs where kind = ${kind}`);
    expect(row).toEqual({ done: true, attempts: 1 });
    expect(a.warnings).toEqual([]);
  });

  it.each(['succeeds', 'fails'] as const)(
    'a worker whose lease ran out cannot finish the job another worker claimed (the stale one %s)',
    async (outcome) => {
      const kind = `test.stale-${outcome}`;
      const a = worker(database.db);
      const b = worker(other.db);
      const [gateA, gateB] = [gate(), gate()];
      const started = { a: false, b: false };
      a.queue.register(kind, async () => {
        started.a = true;
        await gateA.opened;
        if (outcome === 'fails') throw new Error('troppo tardi');
      });
      b.queue.register(kind, async () => {
        started.b = true;
        await gateB.opened;
      });
      await database.db.insert(jobs).values({ kind, payload: {} });

      const runA = a.queue.runDue();
      await waitFor(() => started.a);
      // Worker A freezes past its lease (its renewals stop): the lease runs out and B claims the job.
      await database.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where kind = ${kind}`);
      const runB = b.queue.runDue();
      await waitFor(() => started.b);
      const [claimedByB] = await queryRows<{ lease_token: string }>(database.db, sql`select lease_token from jobs where kind = ${kind}`);

      gateA.open();
      await runA;
      const [afterA] = await queryRows<{ done: boolean; lease_token: string | null; last_error: string | null }>(
        database.db,
        sql`select done_at is not null as done, lease_token, last_error from jobs where kind = ${kind}`,
      );
      // A's outcome is dropped: the job is still B's, not finished, not rescheduled.
      expect(afterA).toEqual({ done: false, lease_token: claimedByB!.lease_token, last_error: null });
      expect(a.warnings).toContain('job lease lost before finishing; outcome discarded');

      gateB.open();
      await runB;
      const [afterB] = await queryRows<{ done: boolean; lease_token: string | null }>(
        database.db,
        sql`select done_at is not null as done, lease_token from jobs where kind = ${kind}`,
      );
      expect(afterB).toEqual({ done: true, lease_token: null });
      expect(b.warnings).toEqual([]);
    },
  );

  it('a recurring job exists once across instances and runs once per period', async () => {
    const kind = 'test.tick';
    let calls = 0;
    const a = worker(database.db);
    const b = worker(other.db);
    for (const w of [a, b]) {
      w.queue.register(kind, async () => {
        calls++;
        await sleep(20);
      });
      w.queue.every(kind, 60_000);
    }
    await Promise.all([a.queue.runDue(), b.queue.runDue()]);
    await Promise.all([a.queue.runDue(), b.queue.runDue()]);
    expect(calls).toBe(1);
    const occurrences = () =>
      queryRows<{ done: boolean; wait: number }>(
        database.db,
        sql`select done_at is not null as done, extract(epoch from run_at - now())::float8 as wait from jobs where recurring_key = ${kind} order by id`,
      );
    const rows = await occurrences();
    expect(rows.map((r) => r.done)).toEqual([true, false]);
    // The next occurrence waits one period, whichever instance ran the last one.
    expect(rows[1]!.wait).toBeGreaterThan(50);

    await database.db.execute(sql`update jobs set run_at = now() where recurring_key = ${kind} and done_at is null`);
    await Promise.all([a.queue.runDue(), b.queue.runDue()]);
    expect(calls).toBe(2);
    expect((await occurrences()).map((r) => r.done)).toEqual([true, true, false]);
  });

  it('a failing recurring occurrence is finished with its error and the next one is scheduled', async () => {
    const kind = 'test.tick-fails';
    const a = worker(database.db);
    a.queue.register(kind, async () => {
      throw new Error('pulizia fallita');
    });
    a.queue.every(kind, 60_000);
    await a.queue.runDue();
    const rows = await queryRows<{ done: boolean; last_error: string | null }>(
      database.db,
      sql`select done_at is not null as done, last_error from jobs where recurring_key = ${kind} order by id`,
    );
    expect(rows).toEqual([
      { done: true, last_error: 'pulizia fallita' },
      { done: false, last_error: null },
    ]);
  });
});

/**
 * One PGlite connection never meets a lock held by another, so removing SKIP LOCKED changes nothing the two-worker
 * tests can see there (they show it on PostgreSQL). On PGlite the test reads what the claim asks of the database.
 */
describe('the claim as the database reads it', () => {
  it('asks to pass locked jobs by (FOR UPDATE SKIP LOCKED) and takes the job', async () => {
    const statements: string[] = [];
    const database = await openDatabase({ kind: 'pglite', onQuery: (query) => statements.push(query) });
    try {
      await migrate(database);
      const queue = createJobQueue(database.db, recordingLog().log, 50);
      let handled = 0;
      queue.register('test.claim', async () => void handled++);
      await database.db.insert(jobs).values({ kind: 'test.claim', payload: {} });
      await queue.runDue();
      expect(handled).toBe(1);
      const claim = statements.map((s) => s.replace(/\s+/g, ' ')).find((s) => /update jobs set locked_until/i.test(s));
      expect(claim).toMatch(/for update skip locked\)/i);
    } finally {
      await database.close();
    }
  });
});
