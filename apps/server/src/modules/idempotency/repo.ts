import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Inserts the key row; answers false when the key already exists. On PostgreSQL a concurrent insert of the
 * same key waits here until the first transaction ends, so the primary key decides who does the work.
 */
export async function claimKey(exec: Executor, values: { scope: string; key: string; requestHash: string }): Promise<boolean> {
  const inserted = await exec
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
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
