import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('durable jobs', () => {
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
    const [row] = await queryRows<{ attempts: number; last_error: string; later: boolean }>(
      t.ctx.db,
      sql`select attempts, last_error, run_at > now() as later from jobs where kind = 'test.flaky'`,
    );
    expect(row).toMatchObject({ attempts: 1, last_error: 'temporaneo', later: true });
    // Not due yet: a second run does not call it again.
    await t.ctx.jobs.runDue();
    expect(calls).toBe(1);
    await t.ctx.db.execute(sql`update jobs set run_at = now(), attempts = max_attempts where kind = 'test.flaky'`);
    await t.ctx.jobs.runDue();
    expect(calls).toBe(1);
  });

  it('concurrent workers never run the same job twice', async () => {
    let runs = 0;
    t.ctx.jobs.register('test.once', async () => {
      runs++;
    });
    for (let i = 0; i < 20; i++) await t.ctx.jobs.enqueue(t.ctx.db, 'test.once', { i });
    await Promise.all([t.ctx.jobs.runDue(), t.ctx.jobs.runDue(), t.ctx.jobs.runDue()]);
    expect(runs).toBe(20);
  });
});
