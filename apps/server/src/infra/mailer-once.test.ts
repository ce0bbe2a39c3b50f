import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Db } from '../db/client';
import { createJobQueue, type JobQueue } from './jobs';
import { createMailer, type EmailTransport, type Mailer } from './mailer';
import { withTwoConnections, type SecondConnection } from '../../test/helpers/second-connection';

/** Each email is sent once, even when its job runs twice (two instances, a lease lost to a frozen one). */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = { level: 'silent', warn() {}, error() {}, info() {}, debug() {}, trace() {}, fatal() {}, silent() {}, child: () => quietLog };

let database: Database;
let other: SecondConnection;
const queues: JobQueue[] = [];
withTwoConnections((first, second) => ([database, other] = [first, second]), queues);

/** One server instance: its own job worker and mailer over a transport that records what it sends. */
function instance(db: Db, sent: string[], hold?: Promise<void>): { jobs: JobQueue; mailer: Mailer; sending: () => boolean } {
  let sending = false;
  const transport: EmailTransport = {
    name: 'test',
    async send(message) {
      sending = true;
      await hold;
      sent.push(message.to);
    },
  };
  const jobs = createJobQueue(db, quietLog as unknown as FastifyBaseLogger, 50);
  queues.push(jobs);
  return { jobs, mailer: createMailer(db, jobs, transport, 'studio@example.ch'), sending: () => sending };
}

const queue = (mailer: Mailer, to: string) => database.db.transaction((tx) => mailer.queue(tx, { to, kind: 'test', subject: 'Ciao', text: 'A presto' }));
const jobOf = async (messageId: string) =>
  (
    await queryRows<{ done: boolean; attempts: number; wait: number }>(
      database.db,
      sql`select done_at is not null as done, attempts, extract(epoch from run_at - now())::float8 as wait
          from jobs where payload->>'messageId' = ${messageId}`,
    )
  )[0]!;

describe('email sending is idempotent per message', () => {
  it('a second run of a sent message sends nothing', async () => {
    const sent: string[] = [];
    const a = instance(database.db, sent);
    const id = await queue(a.mailer, 'una-volta@example.ch');
    await a.jobs.runDue();
    // The same message enqueued again (a replayed job): nothing more goes out.
    await a.jobs.enqueue(database.db, 'email.send', { messageId: id });
    await a.jobs.runDue();
    expect(sent).toEqual(['una-volta@example.ch']);
    const [row] = await queryRows<{ status: string; send_token: string | null }>(
      database.db,
      sql`select status, send_token from outbound_messages where id = ${id}`,
    );
    expect(row).toEqual({ status: 'sent', send_token: null });
  });

  it('two instances running the same job at once (lease lost while sending) send it once', async () => {
    const sent: string[] = [];
    let release!: () => void;
    const a = instance(database.db, sent, new Promise<void>((resolve) => (release = resolve)));
    const b = instance(other.db, sent);
    const id = await queue(a.mailer, 'doppio@example.ch');

    const runA = a.jobs.runDue();
    while (!a.sending()) await sleep(5);
    // Instance A freezes in the middle of sending: its job lease runs out and B claims the same job.
    await database.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where payload->>'messageId' = ${id}`);
    await b.jobs.runDue();
    // B found the message claimed by A: it postpones the job to after A's claim, without using an attempt.
    let job = await jobOf(id);
    expect(job).toMatchObject({ done: false, attempts: 1 });
    expect(job.wait).toBeGreaterThan(60);

    release();
    await runA;
    // The retry, once due, finds the message sent and finishes without sending.
    await database.db.execute(sql`update jobs set run_at = now() where payload->>'messageId' = ${id}`);
    await b.jobs.runDue();
    job = await jobOf(id);
    expect(job.done).toBe(true);
    expect(sent).toEqual(['doppio@example.ch']);
  });

  it('a claim whose sender is gone runs out, and the retry sends the message', async () => {
    const sent: string[] = [];
    const a = instance(database.db, sent);
    const id = await queue(a.mailer, 'ripreso@example.ch');
    // A sender claimed it and died before sending; its claim has since run out.
    await database.db.execute(
      sql`update outbound_messages set send_token = gen_random_uuid(), sending_until = now() - interval '1 second' where id = ${id}`,
    );
    await a.jobs.runDue();
    expect(sent).toEqual(['ripreso@example.ch']);
  });
});
