import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Config } from './config';
import type { JobQueue } from './jobs';
import type { Mailer } from './mailer';
import type { MessageGate } from './message-gate';
import type { PaymentProvider } from './payments/provider';
import type { RateLimiter } from './rate-limiter';
import type { Realtime } from './realtime';
import type { FileStorage } from './storage/file-storage';

/** What services need from the outside world, passed in so tests can swap the clock or the mail transport. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  realtime: Realtime;
  /** Counters for limits that must hold per account or per contact, across instances when Redis is set. */
  limiter: RateLimiter;
  /** The only clock the server reads: tests move it to check cut-offs and windows. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** The online payment provider (Stripe or the offline test one); null when PAYMENT_PROVIDER=none. */
  payments: PaymentProvider | null;
  /** Uploaded files (images): the one storage interface for every upload (ADR 0015). */
  storage: FileStorage;
  /** Asked before every email and SMS is recorded: the plan's monthly limits (modules/subscriptions). */
  messageGate: MessageGate;
}
