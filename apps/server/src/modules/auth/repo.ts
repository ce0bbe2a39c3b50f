import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(exec: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await exec.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(exec: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await exec.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Inserts a user; answers undefined when the email is taken (the unique index decides, not a prior read). Every
 * caller says whether the address is proven (emailConfirmedAt, ADR 0031): only the owner's own paths may.
 */
export async function insertUser(
  exec: Executor,
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phone' | 'role' | 'emailConfirmedAt'> &
    Partial<Pick<UserRow, 'language'>>,
): Promise<UserRow | undefined> {
  const [row] = await exec.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/**
 * Sets the password hash. With `keepTokens` the token version stays (a password change that keeps the caller's
 * session ends the others by revoking their families); otherwise every access token ever issued stops working.
 */
export async function setPassword(
  exec: Executor,
  userId: string,
  passwordHash: string,
  options: { keepTokens?: boolean } = {},
): Promise<UserRow | undefined> {
  const [row] = await exec
    .update(users)
    .set({
      passwordHash,
      ...(options.keepTokens ? {} : { tokenVersion: sql`${users.tokenVersion} + 1` }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  exec: Executor,
  values: { id: string; userId: string; familyId: string; tokenHash: string; expiresAt: Date; sessionStartedAt: Date },
) {
  await exec.insert(refreshTokens).values(values);
}

/**
 * Marks a live token used and names its successor in one statement, so two concurrent refreshes cannot both
 * succeed; the successor row is inserted right after, in the same transaction.
 */
export async function consumeRefreshToken(exec: Executor, tokenHash: string, now: Date, successorId: string) {
  const [row] = await exec
    .update(refreshTokens)
    .set({ usedAt: now, replacedBy: successorId })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * The Bearer refresh's consume (ADR 0034): the row named by the access token's `rid`, in its session, still live.
 * One conditional UPDATE, as for the cookie, so two refreshes with one token cannot both rotate it.
 */
export async function consumeRefreshTokenById(
  exec: Executor,
  ids: { id: string; familyId: string; userId: string },
  now: Date,
  successorId: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await exec
    .update(refreshTokens)
    .set({ usedAt: now, replacedBy: successorId })
    .where(
      and(
        eq(refreshTokens.id, ids.id),
        eq(refreshTokens.familyId, ids.familyId),
        eq(refreshTokens.userId, ids.userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshTokenById(exec: Executor, id: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await exec.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  return row;
}

/** The session's current token (not used, not revoked, not expired): what an access token of it names as `rid`. */
export async function findLiveTokenOfFamily(exec: Executor, familyId: string, now: Date): Promise<RefreshTokenRow | undefined> {
  const [row] = await exec
    .select()
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
    );
  return row;
}

export async function findRefreshToken(exec: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await exec.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** The successor when it is still the family's live token: not used, not revoked, not expired. */
export async function findLiveToken(exec: Executor, id: string, now: Date): Promise<RefreshTokenRow | undefined> {
  const [row] = await exec
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
  return row;
}

export async function revokeFamily(exec: Executor, familyId: string, now: Date) {
  await exec
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user, or every one but `exceptFamilyId` (the one that changed the password). */
export async function revokeAllForUser(exec: Executor, userId: string, now: Date, exceptFamilyId?: string) {
  await exec
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId === undefined ? undefined : ne(refreshTokens.familyId, exceptFamilyId),
      ),
    );
}

/** Ends one session of the user (logout with only the Bearer token: the token's `sid`). */
export async function revokeUserFamily(exec: Executor, userId: string, familyId: string, now: Date) {
  await exec
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Locks the user's row for the rest of the transaction: two reset requests for one account run one at a time. */
export async function lockUser(exec: Executor, userId: string) {
  await exec.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Voids the account's open reset links (all of them, or all but `exceptHash`). */
export async function voidPasswordResets(exec: Executor, userId: string, now: Date, exceptHash?: string) {
  await exec
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        exceptHash === undefined ? undefined : ne(passwordResets.tokenHash, exceptHash),
      ),
    );
}

export async function insertPasswordReset(exec: Executor, values: { tokenHash: string; userId: string; expiresAt: Date }) {
  await exec.insert(passwordResets).values(values);
}

export async function consumePasswordReset(exec: Executor, tokenHash: string, now: Date) {
  const [row] = await exec
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning();
  return row;
}

/**
 * The caller a verified access token names, with whether its session (refresh-token family `sid`) is still live:
 * one indexed query, the user by primary key and the session by an EXISTS on the partial index of live families
 * (migration 0003).
 */
export async function findTokenHolder(exec: Executor, userId: string, sid: string | undefined) {
  const sessionLive = sid
    ? // Written out with an alias: drizzle renders columns inside a select list unqualified.
      sql<boolean>`exists (select 1 from refresh_tokens rt where rt.family_id = ${sid} and rt.user_id = ${users}.id and rt.revoked_at is null)`
    : sql<boolean>`true`;
  const [row] = await exec
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      tokenVersion: users.tokenVersion,
      isActive: users.isActive,
      sessionLive,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
