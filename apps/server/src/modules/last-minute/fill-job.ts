import type { Executor } from '../../db/client';
import type { AppContext } from '../../infra/context';
import { freedInWindow, offerFreedTime, type FreedTime } from './fill-service';
import { purgeBefore } from './repo';

/** The job that offers a freed time to due regulars (ADR 0069). */
export const FILL_JOB = 'last-minute.fill';
/** Fills are kept 30 days (the weekly limit reads the last 7), then deleted with the record of who was told. */
const PURGE_JOB = 'last-minute.purge';
const KEEP_MS = 30 * 86_400_000;

/**
 * A freed time the waiting list could not place (nobody matched, or the last matching offer lapsed): queued in the
 * caller's transaction, so it exists exactly when that outcome committed; the jobs queue runs it once across
 * instances and again after a restart (ADR 0004). Times outside the next 24 hours are not queued at all.
 */
export async function freedTimeUnclaimed(ctx: AppContext, tx: Executor, freed: FreedTime): Promise<void> {
  if (!freedInWindow(freed, ctx.now())) return;
  await ctx.jobs.enqueue(tx, FILL_JOB, {
    barberId: freed.barberId,
    startsAt: freed.startsAt.toISOString(),
    endsAt: freed.endsAt.toISOString(),
  });
}

export function scheduleLastMinute(ctx: AppContext) {
  ctx.jobs.register(FILL_JOB, async (payload) => {
    await offerFreedTime(ctx, {
      barberId: String(payload.barberId),
      startsAt: new Date(String(payload.startsAt)),
      endsAt: new Date(String(payload.endsAt)),
    });
  });
  ctx.jobs.register(PURGE_JOB, async () => {
    await purgeBefore(ctx.db, new Date(ctx.now().getTime() - KEEP_MS));
  });
  ctx.jobs.every(PURGE_JOB, 3_600_000);
}
