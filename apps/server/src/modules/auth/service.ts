import type { Language } from '@barber/shared/messages/languages';
import { randomUUID } from 'node:crypto';
import type { ChangePasswordRequest, LoginRequest, RegisterRequest, User } from '@barber/shared/schemas/auth';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../infra/passwords';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  hashOpaqueToken,
  newOpaqueToken,
  signAccessToken,
  verifyAccessToken,
} from '../../infra/tokens';
import type { Executor } from '../../db/client';
import * as repo from './repo';
import { toUserDto } from './user-dto';
import { barberIdForUser } from './barber-link';
import { resetRequestAllowed } from './account-limits';
import { notificationSettings, passwordChangedEmail, passwordResetEmail } from '../notifications/index';
import { queueConfirmationLink } from './email-confirmation';
import { errorMessagesIt } from '@barber/shared/messages/it';

export interface Session {
  token: string;
  /** The new refresh cookie; absent when a just-rotated token was presented within the grace (see refresh). */
  refresh?: { token: string; expiresAt: Date };
  user: User;
}

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/**
 * How long the immediately previous refresh token of a family still answers an access token after it was
 * rotated: two tabs (or a retry) that sent the same cookie at the same moment (ADR 0002).
 */
export const REFRESH_GRACE_MS = 30_000;
export { ACCESS_TOKEN_TTL_SECONDS };

/** An access token of the session `familyId`, naming the session's current refresh-token row (`rid`). */
export const accessTokenFor = (ctx: AppContext, user: repo.UserRow, familyId: string, rowId?: string, ttlSeconds?: number) =>
  signAccessToken(
    ctx.config.jwtSecret,
    { sub: user.id, role: user.role, tv: user.tokenVersion, sid: familyId, ...(rowId ? { rid: rowId } : {}) },
    ttlSeconds,
  );

export interface SessionStart {
  /** The session to continue (a rotation); a new one otherwise. */
  familyId?: string;
  tokenId?: string;
  /** When the session's login happened; now for a new session. */
  startedAt?: Date;
  /** A shorter access-token lifetime (a Bearer refresh near its 24 hours). */
  ttlSeconds?: number;
}

/** Issues a refresh token in the family (a new family: a new session) and an access token bound to it. */
export async function startSession(ctx: AppContext, exec: Executor, user: repo.UserRow, start: SessionStart = {}): Promise<Session> {
  const familyId = start.familyId ?? randomUUID();
  const tokenId = start.tokenId ?? randomUUID();
  const refresh = newOpaqueToken();
  const expiresAt = new Date(ctx.now().getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await repo.insertRefreshToken(exec, {
    id: tokenId,
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt,
    sessionStartedAt: start.startedAt ?? ctx.now(),
  });
  return {
    token: await accessTokenFor(ctx, user, familyId, tokenId, start.ttlSeconds),
    refresh: { token: refresh.token, expiresAt },
    user: toUserDto(user, await barberIdForUser(exec, user)),
  };
}

/**
 * A new client account, logged in at once (the original client registers, then books). Its address is not proven
 * yet: a confirmation link goes out, and until it is opened nothing made with that email as a guest joins the
 * account (ADR 0031).
 */
export async function register(
  ctx: AppContext,
  input: RegisterRequest & { email: string; password: string },
  language: Language,
): Promise<Session> {
  const passwordHash = await hashPassword(input.password);
  const session = await ctx.db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      role: 'client',
      emailConfirmedAt: null,
      language,
    });
    if (!user) throw new AppError('EMAIL_TAKEN', undefined, [{ field: 'email', message: errorMessagesIt.EMAIL_TAKEN }]);
    await queueConfirmationLink(ctx, tx, user);
    return startSession(ctx, tx, user);
  });
  ctx.jobs.kick();
  return session;
}

export async function login(ctx: AppContext, input: LoginRequest & { email: string }): Promise<Session> {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  // Same work whether or not the email exists, so timing does not reveal accounts.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid || !user.isActive) throw new AppError('INVALID_CREDENTIALS');
  return startSession(ctx, ctx.db, user);
}

/**
 * Rotates a refresh token. A token that was already used or revoked is a sign it was stolen (or replayed):
 * the whole family is revoked, which logs out both the thief and the owner, access tokens included (sid).
 * One exception, the grace: the immediately previous token of a live family, presented within REFRESH_GRACE_MS
 * of its rotation while its successor is still unused, is a second tab or a retry that raced the rotation. It
 * gets an access token of the same family and no new cookie (the browser already holds the successor), so the
 * chain does not fork. A stolen token used later, or after the chain moved on, still revokes the family.
 */
export async function refresh(ctx: AppContext, presented: string | undefined): Promise<Session> {
  if (!presented) throw new AppError('REFRESH_INVALID');
  const hash = hashOpaqueToken(presented);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const successorId = randomUUID();
    const consumed = await repo.consumeRefreshToken(tx, hash, now, successorId);
    if (!consumed) return { previous: await repo.findRefreshToken(tx, hash) };
    const user = await repo.findUserById(tx, consumed.userId);
    if (!user || !user.isActive) return { session: undefined };
    return {
      session: await startSession(ctx, tx, user, { familyId: consumed.familyId, tokenId: successorId, startedAt: consumed.sessionStartedAt }),
    };
  });
  if (outcome.session) return outcome.session;
  const previous = outcome.previous;
  if (!previous || !(previous.usedAt || previous.revokedAt)) throw new AppError('REFRESH_INVALID'); // unknown or expired
  const graced = await withinGrace(ctx, previous, now);
  if (graced) return graced;
  await repo.revokeFamily(ctx.db, previous.familyId, now);
  ctx.log.warn({ familyId: previous.familyId }, 'refresh token reuse: family revoked');
  throw new AppError('REFRESH_INVALID');
}

/**
 * The grace answer for a just-rotated token, or undefined when the presentation is a reuse. The access token
 * names the successor, the session's current row. `ttlSeconds` shortens it (a Bearer refresh's 24 hours).
 */
export async function withinGrace(
  ctx: AppContext,
  previous: repo.RefreshTokenRow,
  now: Date,
  ttlSeconds?: number,
): Promise<Session | undefined> {
  if (previous.revokedAt || !previous.usedAt || !previous.replacedBy) return undefined;
  const age = now.getTime() - previous.usedAt.getTime();
  if (age < 0 || age > REFRESH_GRACE_MS) return undefined;
  // Only the immediately previous token: once the successor was itself used, the chain has moved on.
  if (!(await repo.findLiveToken(ctx.db, previous.replacedBy, now))) return undefined;
  const user = await repo.findUserById(ctx.db, previous.userId);
  if (!user || !user.isActive) return undefined;
  return {
    token: await accessTokenFor(ctx, user, previous.familyId, previous.replacedBy, ttlSeconds),
    user: toUserDto(user, await barberIdForUser(ctx.db, user)),
  };
}

/** How long after its expiry an access token may still end its own session (and, ADR 0034, refresh it). */
export const SESSION_TOKEN_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Ends the session of the refresh cookie and the session of the Bearer token (its `sid`): an API client on
 * another origin has no cookie, and its token must stop working at once too. A token that expired recently still
 * names its session: ending a session is all it can do, and its signature proves it was issued for it.
 */
export async function logout(ctx: AppContext, presented: string | undefined, bearer: string | undefined): Promise<void> {
  const now = ctx.now();
  if (presented) {
    const row = await repo.findRefreshToken(ctx.db, hashOpaqueToken(presented));
    if (row) await repo.revokeFamily(ctx.db, row.familyId, now);
  }
  if (bearer) {
    const verified = await verifyAccessToken(ctx.config.jwtSecret, bearer, { expiredUpToMs: SESSION_TOKEN_GRACE_MS });
    if (verified.ok && verified.claims.sid) await repo.revokeUserFamily(ctx.db, verified.claims.sub, verified.claims.sid, now);
  }
}

/** Who changes a password: the account and the session the request came with (its token's `sid`). */
export interface PasswordChanger {
  id: string;
  sessionId?: string | undefined;
}

/**
 * Changing the password ends every other session at once and keeps the one that made the change (issue 24):
 * its access token and refresh cookie go on working, so a client that keeps its token (the original one does)
 * is not logged out. Open reset links are voided too. See applyPasswordChange.
 */
export async function changePassword(ctx: AppContext, caller: PasswordChanger, input: ChangePasswordRequest): Promise<Session> {
  // The spec's client sends its own userId: another account's id is refused, never acted on.
  if (input.userId !== undefined && input.userId !== caller.id) throw new AppError('FORBIDDEN');
  const user = await repo.findUserById(ctx.db, caller.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  await assertCurrentPassword(user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const session = await ctx.db.transaction(async (tx) => applyPasswordChange(ctx, tx, user, passwordHash, caller.sessionId));
  ctx.jobs.kick();
  return session;
}

/** A wrong current password: 401 with the spec's text, on the field. */
export async function assertCurrentPassword(user: repo.UserRow, currentPassword: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', undefined, [{ field: 'currentPassword', message: errorMessagesIt.WRONG_PASSWORD }]);
  }
}

/**
 * The password change itself, inside the caller's transaction (POST /auth/change-password, or a profile save
 * that carries a new password): new hash, every other refresh family revoked (their access tokens die with them,
 * claim `sid`), open reset links voided, the confirmation email queued. The caller's session stays: the answer
 * carries a fresh access token of it and no new cookie (the current one still rotates). A token without a
 * session (only the test factories sign those) gets the old treatment: a new token version, every family revoked,
 * a new session.
 */
export async function applyPasswordChange(
  ctx: AppContext,
  tx: Executor,
  user: repo.UserRow,
  passwordHash: string,
  keepSessionId?: string,
): Promise<Session> {
  const now = ctx.now();
  const updated = (await repo.setPassword(tx, user.id, passwordHash, { keepTokens: keepSessionId !== undefined }))!;
  await repo.revokeAllForUser(tx, user.id, now, keepSessionId);
  await repo.voidPasswordResets(tx, user.id, now);
  const { shop } = await notificationSettings(tx);
  await ctx.mailer.queue(tx, passwordChangedEmail(shop, user, ctx.config.publicUrl));
  if (!keepSessionId) return startSession(ctx, tx, updated);
  const current = await repo.findLiveTokenOfFamily(tx, keepSessionId, now);
  return {
    token: await accessTokenFor(ctx, updated, keepSessionId, current?.id),
    user: toUserDto(updated, await barberIdForUser(tx, updated)),
  };
}

/**
 * Always answers the same way, so the form does not reveal which emails have accounts; beyond 3 requests an
 * hour for one email nothing is sent either. Only the newest link works: a new one voids the earlier ones.
 * The token travels in the URL fragment (#token=…), which browsers never send to a server, so no access log
 * or proxy ever sees it.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  if (!(await resetRequestAllowed(ctx, email))) return;
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  const reset = newOpaqueToken();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    await repo.voidPasswordResets(tx, user.id, now);
    await repo.insertPasswordReset(tx, {
      tokenHash: reset.hash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    const link = `${ctx.config.publicUrl}/reset-password#token=${reset.token}`;
    const { shop } = await notificationSettings(tx);
    await ctx.mailer.queue(tx, passwordResetEmail(shop, user, link));
  });
  ctx.jobs.kick();
}

/** A link works once, within 30 minutes; using it voids every other open link and ends every session. */
export async function confirmPasswordReset(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const reset = await repo.consumePasswordReset(tx, hashOpaqueToken(token), now);
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
    await repo.voidPasswordResets(tx, reset.userId, now);
    await repo.setPassword(tx, reset.userId, passwordHash);
    await repo.revokeAllForUser(tx, reset.userId, now);
  });
}

export async function currentUser(ctx: AppContext, userId: string): Promise<User> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return toUserDto(user, await barberIdForUser(ctx.db, user));
}
