import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The cheapest round trip: the health check answers only while the database does. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A database answer this recent stands for the checks that follow it (issue 30 item 4, ADR 0080). */
export const HEALTH_FRESH_MS = 1_000;
/** While a new ping runs, an answer this recent still counts; older, the check waits for the ping (and fails with it). */
export const HEALTH_STALE_MS = 5_000;

/**
 * The health check's view of the database: at most one `select 1` a second whatever the rate of checks. Under load
 * a probe every few milliseconds (a balancer, a monitor, the load bench's floor) no longer queues behind the
 * requests for the database's only thread on PGlite, and a database that stops answering still fails the check
 * within HEALTH_STALE_MS.
 */
export function databasePing(db: Db, now: () => number = Date.now): () => Promise<void> {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  const ping = () =>
    (running ??= pingDatabase(db)
      .then(() => {
        answeredAt = now();
      })
      .finally(() => {
        running = undefined;
      }));
  return async () => {
    const age = now() - answeredAt;
    if (age < HEALTH_FRESH_MS) return;
    const next = ping();
    if (age < HEALTH_STALE_MS) {
      // The answer comes from the last ping; this one's failure shows on the checks after HEALTH_STALE_MS.
      next.catch(() => {});
      return;
    }
    await next;
  };
}
