import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailConfirmations, users } from '../../db/schema';
import type { UserRow } from './repo';

export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;

export async function insertEmailConfirmation(
  exec: Executor,
  values: { tokenHash: string; userId: string; email: string; expiresAt: Date },
): Promise<void> {
  await exec.insert(emailConfirmations).values(values);
}

/** Marks a live link used in one conditional statement: a link opened twice at once confirms once. */
export async function consumeEmailConfirmation(exec: Executor, tokenHash: string, now: Date): Promise<EmailConfirmationRow | undefined> {
  const [row] = await exec
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)))
    .returning();
  return row;
}

export async function findEmailConfirmation(exec: Executor, tokenHash: string): Promise<EmailConfirmationRow | undefined> {
  const [row] = await exec.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash));
  return row;
}

/** The account's other open links have nothing left to prove once one was used (or the address changed). */
export async function voidEmailConfirmations(exec: Executor, userId: string, now: Date): Promise<void> {
  await exec
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
}

/**
 * Proves the address for the account, only while it is still the account's address (an admin may have changed
 * it since the link was sent). Answers the account, or undefined when the address is no longer its own.
 */
export async function markEmailConfirmed(exec: Executor, userId: string, email: string, now: Date): Promise<UserRow | undefined> {
  const [row] = await exec
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning();
  return row;
}
