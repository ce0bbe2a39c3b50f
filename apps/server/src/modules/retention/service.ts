import type { Db } from '../../db/client';
import type { AppContext } from '../../infra/context';
import * as idempotencyModule from '../idempotency/index';
import * as repo from './repo';

export const RETENTION_JOB = 'retention.purge';
const EVERY_MS = 60 * 60 * 1000;

/** The periods of ADR 0009 (the privacy page quotes them): change both together. */
export const RETENTION = {
  /** Idempotency keys and their stored answers (guest details): expire and are deleted after 24 hours. */
  idempotencyHours: idempotencyModule.IDEMPOTENCY_TTL_HOURS,
  /** Password-reset and email-confirmation links and refresh-token families, once used, revoked or expired. */
  tokenGraceHours: 24,
  /** Finished jobs. */
  jobDays: 30,
  /** Recipient and content of sent messages. */
  messageContentDays: 30,
  /** Message records (counted for plan usage per calendar month): whole months, besides the current one. */
  messageMonths: 13,
  /** The walk-in queue's names and phones (the 'tocca a te' SMS of that day). */
  walkInHours: 24,
} as const;

export interface RetentionReport {
  idempotencyKeys: number;
  passwordResets: number;
  emailConfirmations: number;
  refreshTokens: number;
  jobs: number;
  messageContents: number;
  messages: number;
  walkIns: number;
}

/** Deletes (or erases) whatever is past its period. Each step commits on its own: a failure keeps the others. */
export async function purgeExpiredData(db: Db): Promise<RetentionReport> {
  return {
    idempotencyKeys: await idempotencyModule.deleteExpired(db),
    passwordResets: await repo.deletePasswordResets(db, RETENTION.tokenGraceHours),
    emailConfirmations: await repo.deleteEmailConfirmations(db, RETENTION.tokenGraceHours),
    refreshTokens: await repo.deleteFinishedRefreshFamilies(db, RETENTION.tokenGraceHours),
    jobs: await repo.deleteFinishedJobs(db, RETENTION.jobDays),
    messageContents: await repo.eraseSentMessageContent(db, RETENTION.messageContentDays),
    messages: await repo.deleteOldMessages(db, RETENTION.messageMonths),
    walkIns: await repo.deleteOldWalkIns(db, RETENTION.walkInHours),
  };
}

/** One recurring job for every kind of personal data with a period; hourly, so a period is never overrun by much. */
export function scheduleRetention(ctx: AppContext) {
  ctx.jobs.register(RETENTION_JOB, async () => {
    const report = await purgeExpiredData(ctx.db);
    if (Object.values(report).some((n) => n > 0)) ctx.log.info({ retention: report }, 'expired data removed');
  });
  ctx.jobs.every(RETENTION_JOB, EVERY_MS);
}
