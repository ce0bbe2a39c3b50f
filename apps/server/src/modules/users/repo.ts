import type { Language } from '@barber/shared/messages/languages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { barbers, users } from '../../db/schema';
import type { UserRow } from '../auth/index';

export interface UserWithLink {
  user: UserRow;
  barberId: string | null;
}

/** Every account with its barber link, active ones first (one query). */
export async function listUsers(exec: Executor): Promise<UserWithLink[]> {
  return exec
    .select({ user: users, barberId: barbers.id })
    .from(users)
    .leftJoin(barbers, eq(barbers.userId, users.id))
    .orderBy(sql`${users.isActive} desc`, asc(users.lastName), asc(users.firstName), asc(users.email));
}

/** The user, locked for the rest of the transaction. */
export async function findForUpdate(exec: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await exec.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/**
 * Locks every active admin (id order, so two admins demoting each other queue instead of both passing the
 * "another admin remains" check) and answers their ids.
 */
export async function lockActiveAdmins(exec: Executor): Promise<string[]> {
  const rows = await exec
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateUser(
  exec: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'phone' | 'role' | 'emailConfirmedAt' | 'language'>>,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await exec
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Deactivates an account and invalidates its access tokens (token_version) in one statement. */
export async function deactivateUser(exec: Executor, id: string, now: Date): Promise<void> {
  await exec
    .update(users)
    .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id));
}

export async function barberIdOf(exec: Executor, userId: string): Promise<string | null> {
  const [row] = await exec.select({ id: barbers.id }).from(barbers).where(eq(barbers.userId, userId));
  return row?.id ?? null;
}

/** Every active admin's address: where the shop's notices go when the shop has no address of its own. */
export async function activeAdminEmails(exec: Executor): Promise<string[]> {
  const rows = await exec
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}

/**
 * Every active admin's address and language, the first admin (who set the shop up) first: the owner's emails go
 * in their own language (ADR 0066).
 */
export async function activeAdminContacts(exec: Executor): Promise<{ email: string; language: Language }[]> {
  return exec
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt));
}

/** The first admin's address (the one who set the shop up), while active. */
export async function firstActiveAdminEmail(exec: Executor): Promise<string | undefined> {
  const [admin] = await exec
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin?.email;
}
