import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../db/client';
import { jobs } from '../db/schema';

/** The SQL of the job queue (jobs.ts): every statement checks the lease token, so only a job's owner finishes it. */

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  lease_token: string;
  recurring_key: string | null;
}

/**
 * Claims up to `limit` due jobs with a fresh lease. SKIP LOCKED lets several instances claim disjoint jobs at the
 * same moment; the lease (locked_until, renewed while the handler runs) frees the jobs of a crashed instance, and
 * the token tells its owner apart. A recurring occurrence stays claimable whatever its attempts: a crash in the
 * middle must not end the series.
 */
export function claimJobs(db: Db, leaseSeconds: number, limit: number): Promise<ClaimedJob[]> {
  return queryRows<ClaimedJob>(
    db,
    sql`
      update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1,
        lease_token = gen_random_uuid()
      where id in (
        select id from jobs
        where done_at is null and run_at <= now() and (attempts < max_attempts or recurring_key is not null)
          and (locked_until is null or locked_until < now())
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, kind, payload, attempts, lease_token, recurring_key`,
  );
}

/** Sets `changes` on the job only while `job` still holds its lease; false when the lease was lost. */
async function updateLeased(exec: Executor, job: ClaimedJob, changes: SQL): Promise<boolean> {
  const updated = await queryRows<{ id: number }>(
    exec,
    sql`update jobs set ${changes} where id = ${job.id} and lease_token = ${job.lease_token} returning id`,
  );
  return updated.length > 0;
}

/** Extends a running job's lease; false when the lease was lost (another worker claimed the job). */
export async function renewLease(db: Db, job: ClaimedJob, leaseSeconds: number): Promise<boolean> {
  return updateLeased(db, job, sql`locked_until = now() + make_interval(secs => ${leaseSeconds})`);
}

/** Marks a recurring occurrence done (with its error, if any); false when the lease was lost. */
export async function finishOccurrenceRow(
  exec: Executor,
  job: ClaimedJob,
  error: string | null,
): Promise<boolean> {
  return updateLeased(
    exec,
    job,
    sql`done_at = now(), locked_until = null, lease_token = null, last_error = ${error}`,
  );
}

/** The next occurrence of a recurring kind, unless one is already waiting. */
export async function insertNextOccurrence(
  exec: Executor,
  kind: string,
  recurringKey: string,
  everyMs: number,
): Promise<void> {
  await exec.execute(sql`
        insert into jobs (kind, payload, recurring_key, run_at)
        values (${kind}, '{}'::jsonb, ${recurringKey}, now() + make_interval(secs => ${everyMs / 1000}))
        on conflict (recurring_key) where done_at is null do nothing`);
}

/** Marks a one-off job done; false when the lease was lost. */
export async function completeJob(db: Db, job: ClaimedJob): Promise<boolean> {
  return updateLeased(db, job, sql`done_at = now(), locked_until = null, lease_token = null`);
}

/** Puts a failed job back for a later run; `refundAttempt` gives back the attempt (a postponement). */
export async function retryJob(
  db: Db,
  job: ClaimedJob,
  message: string,
  delaySeconds: number,
  refundAttempt: boolean,
): Promise<boolean> {
  return updateLeased(
    db,
    job,
    sql`last_error = ${message}, locked_until = null, lease_token = null,
      run_at = now() + make_interval(secs => ${delaySeconds}), attempts = attempts - ${refundAttempt ? 1 : 0}`,
  );
}

/** The one unfinished occurrence of a recurring kind (the first instance to ask creates it). */
export async function ensureOccurrence(db: Db, kind: string): Promise<void> {
  await db.execute(sql`
        insert into jobs (kind, payload, recurring_key) values (${kind}, '{}'::jsonb, ${kind})
        on conflict (recurring_key) where done_at is null do nothing`);
}

export async function insertJob(
  exec: Executor,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
): Promise<void> {
  await exec.insert(jobs).values({ kind, payload, ...(runAt ? { runAt } : {}) });
}
