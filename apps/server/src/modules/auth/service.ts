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
} from '../../infra/tokens';
import type { Executor } from '../../db/client';
import * as repo from './repo';
import { toUserDto } from './user-dto';
import { barberIdForUser } from './barber-link';

export interface Session {
  token: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  user: User;
}

const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export { ACCESS_TOKEN_TTL_SECONDS };

async function startSession(ctx: AppContext, exec: Executor, user: repo.UserRow, familyId: string = randomUUID()): Promise<Session> {
  const refresh = newOpaqueToken();
  const refreshExpiresAt = new Date(ctx.now().getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await repo.insertRefreshToken(exec, { userId: user.id, familyId, tokenHash: refresh.hash, expiresAt: refreshExpiresAt });
  const token = await signAccessToken(ctx.config.jwtSecret, { sub: user.id, role: user.role, tv: user.tokenVersion });
  return {
    token,
    refreshToken: refresh.token,
    refreshExpiresAt,
    user: toUserDto(user, await barberIdForUser(exec, user)),
  };
}

export async function register(ctx: AppContext, input: RegisterRequest & { email: string; password: string }): Promise<Session> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      role: 'client',
    });
    if (!user) throw new AppError('EMAIL_TAKEN', undefined, [{ field: 'email', message: 'Esiste già un account con questa email.' }]);
    return startSession(ctx, tx, user);
  });
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
 * the whole family is revoked, which logs out both the thief and the owner.
 */
export async function refresh(ctx: AppContext, presented: string | undefined): Promise<Session> {
  if (!presented) throw new AppError('REFRESH_INVALID');
  const hash = hashOpaqueToken(presented);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const consumed = await repo.consumeRefreshToken(tx, hash, now);
    if (!consumed) return { reuse: await repo.findRefreshToken(tx, hash) };
    const user = await repo.findUserById(tx, consumed.userId);
    if (!user || !user.isActive) return { session: undefined };
    return { session: await startSession(ctx, tx, user, consumed.familyId) };
  });
  if (outcome.session) return outcome.session;
  if (outcome.reuse && (outcome.reuse.usedAt || outcome.reuse.revokedAt)) {
    await repo.revokeFamily(ctx.db, outcome.reuse.familyId, now);
    ctx.log.warn({ familyId: outcome.reuse.familyId }, 'refresh token reuse: family revoked');
  }
  throw new AppError('REFRESH_INVALID');
}

export async function logout(ctx: AppContext, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await repo.findRefreshToken(ctx.db, hashOpaqueToken(presented));
  if (row) await repo.revokeFamily(ctx.db, row.familyId, ctx.now());
}

/** Changing the password ends every session (older access tokens too) and starts a fresh one for this device. */
export async function changePassword(ctx: AppContext, userId: string, input: ChangePasswordRequest): Promise<Session> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('WRONG_PASSWORD', undefined, [{ field: 'currentPassword', message: 'La password attuale non è corretta.' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const session = await ctx.db.transaction(async (tx) => {
    const updated = await repo.setPassword(tx, user.id, passwordHash);
    await repo.revokeAllForUser(tx, user.id, ctx.now());
    await ctx.mailer.queue(tx, {
      to: user.email,
      kind: 'password-changed',
      subject: 'La tua password è stata cambiata',
      text: `Ciao ${user.firstName},\n\nla password del tuo account è stata cambiata. Se non sei stato tu, reimposta subito la password da ${ctx.config.publicUrl}/reset-password e contatta il negozio.\n`,
    });
    return startSession(ctx, tx, updated!);
  });
  ctx.jobs.kick();
  return session;
}

/** Always answers the same way, so the form does not reveal which emails have accounts. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  const reset = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, {
      tokenHash: reset.hash,
      userId: user.id,
      expiresAt: new Date(ctx.now().getTime() + PASSWORD_RESET_TTL_MS),
    });
    const link = `${ctx.config.publicUrl}/reset-password?token=${reset.token}`;
    await ctx.mailer.queue(tx, {
      to: user.email,
      kind: 'password-reset',
      subject: 'Reimposta la tua password',
      text: `Ciao ${user.firstName},\n\nper scegliere una nuova password apri questo link entro un'ora:\n${link}\n\nSe non hai chiesto tu il cambio, ignora questa email.\n`,
    });
  });
  ctx.jobs.kick();
}

export async function confirmPasswordReset(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const reset = await repo.consumePasswordReset(tx, hashOpaqueToken(token), ctx.now());
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
    await repo.setPassword(tx, reset.userId, passwordHash);
    await repo.revokeAllForUser(tx, reset.userId, ctx.now());
  });
}

export async function currentUser(ctx: AppContext, userId: string): Promise<User> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return toUserDto(user, await barberIdForUser(ctx.db, user));
}
