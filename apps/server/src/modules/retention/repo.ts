import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

// Plain SQL on the tables of other modules (auth, jobs, mailer): retention only deletes, by the periods of ADR 0009,
// and compares with the database clock like the jobs do.

async function count(exec: Executor, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(exec, sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`);
  return row?.n ?? 0;
}

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Reset links: used or expired ones, `graceHours` after that (a link lives 30 minutes anyway). */
export function deletePasswordResets(exec: Executor, graceHours: number): Promise<number> {
  return count(exec, sql`delete from password_resets where expires_at < ${hoursAgo(graceHours)} or used_at < ${hoursAgo(graceHours)}`);
}

/** Email confirmation links (ADR 0031): used or expired ones, `graceHours` after that (a link lives 24 hours). */
export function deleteEmailConfirmations(exec: Executor, graceHours: number): Promise<number> {
  return count(exec, sql`delete from email_confirmations where expires_at < ${hoursAgo(graceHours)} or used_at < ${hoursAgo(graceHours)}`);
}

/**
 * Refresh tokens, one login's family at a time: a used token must stay while its family is alive, because
 * presenting it again is how a stolen token is detected (the whole family is revoked). A family goes when none
 * of its tokens has been usable for `graceHours`: each token stopped being usable at the first of its expiry,
 * its use and its revocation.
 */
export function deleteFinishedRefreshFamilies(exec: Executor, graceHours: number): Promise<number> {
  return count(exec, sql`
    delete from refresh_tokens where family_id in (
      select family_id from refresh_tokens group by family_id
      having max(least(expires_at, used_at, revoked_at)) < ${hoursAgo(graceHours)})`);
}

/**
 * Jobs finished `days` ago, and one-off jobs that gave up (attempts used up) as long ago. Recurring occurrences
 * and jobs still waiting to run are never touched.
 */
export async function deleteFinishedJobs(exec: Executor, days: number): Promise<number> {
  const done = await count(exec, sql`delete from jobs where done_at < ${daysAgo(days)}`);
  const dead = await count(exec, sql`
    delete from jobs
    where done_at is null and recurring_key is null and attempts >= max_attempts and run_at < ${daysAgo(days)}
      and (locked_until is null or locked_until < now())`);
  return done + dead;
}

/**
 * Erases recipient and content of messages sent `days` ago. The row (channel, kind, status, dates) stays: plan
 * usage counts it. A sent message is never sent again (mailer), so an erased one cannot go out blank.
 */
export function eraseSentMessageContent(exec: Executor, days: number): Promise<number> {
  return count(exec, sql`
    update outbound_messages
    set recipient = '', subject = null, body_text = '', body_html = null, attachments = '[]'::jsonb, error = null
    where status = 'sent' and recipient <> '' and sent_at < ${daysAgo(days)}`);
}

/**
 * Deletes message records of calendar months that ended more than `months` months ago: the current month and the
 * `months` before it stay whole, for plan usage and its comparisons.
 */
export function deleteOldMessages(exec: Executor, months: number): Promise<number> {
  return count(exec, sql`
    delete from outbound_messages where created_at < date_trunc('month', now()) - make_interval(months => ${months})`);
}

/**
 * The walk-in queue of past days (issue 29 item 1): the name and phone were given for the 'tocca a te' SMS of that
 * day. Someone who was served keeps their appointment, like any other booking.
 */
export function deleteOldWalkIns(exec: Executor, hours: number): Promise<number> {
  return count(exec, sql`delete from walk_ins where created_at < ${hoursAgo(hours)}`);
}
