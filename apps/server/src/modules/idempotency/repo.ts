import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * A key answers retries for 24 hours (ADR 0009): long enough for any client retry, short enough not to keep the
 * guest details of the stored answer. After that the key is free again and the retention job deletes the row.
 */
export const IDEMPOTENCY_TTL_HOURS = 24;
const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

/**
 * Inserts the key row, or takes over an expired one; answers false when a live key already exists. On
 * PostgreSQL a concurrent insert of the same key waits here until the first transaction ends, so the primary
 * key decides who does the work.
 */
export async function claimKey(exec: Executor, values: { scope: string; key: string; requestHash: string }): Promise<boolean> {
  const inserted = await exec
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: values.requestHash, statusCode: null, response: null, createdAt: sql`now()` },
      setWhere: expired,
    })
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** Deletes keys past their 24 hours; answers how many. */
export async function deleteExpired(exec: Executor): Promise<number> {
  const removed = await exec.delete(idempotencyKeys).where(expired).returning({ key: idempotencyKeys.key });
  return removed.length;
}

export async function findKey(exec: Executor, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await exec
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveAnswer(exec: Executor, scope: string, key: string, statusCode: number, response: unknown) {
  await exec
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
