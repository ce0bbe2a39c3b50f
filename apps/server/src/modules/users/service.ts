import type { Role } from '@barber/shared/schemas/auth';
import type { AdminUser } from '@barber/shared/schemas/users';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { hashPassword } from '../../infra/passwords';
import { sqlState, type Executor } from '../../db/client';
import * as authModule from '../auth/index';
import { linkBarberRecord, queueConfirmationLink, toUserDto, voidEmailConfirmations } from '../auth/index';
import * as repo from './repo';
import { notificationSettings, adminPasswordResetEmail } from '../notifications/index';
import { errorMessagesIt } from '@barber/shared/messages/it';

export function toAdminUser(row: authModule.UserRow, barberId: string | null): AdminUser {
  return { ...toUserDto(row, barberId), isActive: row.isActive, createdAt: row.createdAt.toISOString() };
}

const emailTaken = () => new AppError('EMAIL_TAKEN', undefined, [{ field: 'email', message: errorMessagesIt.EMAIL_TAKEN }]);

async function answerFor(tx: Executor, row: authModule.UserRow): Promise<AdminUser> {
  return toAdminUser(row, await repo.barberIdOf(tx, row.id));
}

export async function listUsers(ctx: AppContext): Promise<AdminUser[]> {
  return (await repo.listUsers(ctx.db)).map((r) => toAdminUser(r.user, r.barberId));
}

export interface CreateUserInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  password: string;
}

export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<AdminUser> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const row = await authModule.insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      role: input.role,
      // The owner created it: the address counts as proven (ADR 0031).
      emailConfirmedAt: ctx.now(),
    });
    if (!row) throw emailTaken();
    if (row.role === 'barber') await linkBarberRecord(tx, row);
    return answerFor(tx, row);
  });
}

/**
 * Locks the active admins and checks that the caller is still one of them (another admin may have demoted
 * them since the request was authorised), then that the change leaves at least one active admin.
 */
async function guardAdmins(tx: Executor, caller: AuthUser, target: authModule.UserRow, stillAdmin: boolean) {
  const admins = await repo.lockActiveAdmins(tx);
  if (!admins.includes(caller.id)) throw new AppError('FORBIDDEN');
  if (stillAdmin) return;
  if (target.id === caller.id) throw new AppError('OWN_ACCOUNT');
  if (target.role === 'admin' && target.isActive && admins.length <= 1) throw new AppError('LAST_ADMIN');
}

export interface UpdateUserInput {
  email?: string | undefined;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
}

export async function updateUser(ctx: AppContext, caller: AuthUser, id: string, input: UpdateUserInput): Promise<AdminUser> {
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const target = await repo.findForUpdate(tx, id);
      if (!target) throw new AppError('USER_NOT_FOUND');
      await guardAdmins(tx, caller, target, target.role !== 'admin' || input.role === 'admin');
      // A new address must be proven again by whoever reads it (ADR 0031); the same one sent back changes nothing.
      const newEmail = input.email && input.email !== target.email ? input.email : undefined;
      const row = await repo.updateUser(
        tx,
        id,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          role: input.role,
          ...(newEmail ? { email: newEmail, emailConfirmedAt: null } : {}),
        },
        ctx.now(),
      );
      if (newEmail) {
        await voidEmailConfirmations(tx, id, ctx.now());
        await queueConfirmationLink(ctx, tx, row!);
      }
      if (row!.role === 'barber') await linkBarberRecord(tx, row!);
      return answerFor(tx, row!);
    });
    // A barber record this account now takes over shows its picture on the public list (ADR 0080).
    ctx.realtime.listsChanged(['barbers']);
    ctx.jobs.kick();
    return saved;
  } catch (error) {
    // The unique index on email decides between two accounts wanting the same address.
    if (sqlState(error) === '23505') throw emailTaken();
    throw error;
  }
}

/**
 * "Deleting" deactivates: the account's appointments and bookings stay readable (they name their client),
 * while the account can no longer log in and every session ends at once (token_version + refresh tokens).
 */
export async function deleteUser(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const target = await repo.findForUpdate(tx, id);
    if (!target) throw new AppError('USER_NOT_FOUND');
    await guardAdmins(tx, caller, target, false);
    await repo.deactivateUser(tx, id, ctx.now());
    await authModule.revokeAllForUser(tx, id, ctx.now());
  });
}

/**
 * Sets a new password chosen by the admin: every session of the user ends, and the user is told by email that
 * it happened. The password itself never goes into an email; the admin passes it on in person.
 */
export async function resetPassword(ctx: AppContext, id: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const target = await authModule.setPassword(tx, id, passwordHash);
    if (!target) throw new AppError('USER_NOT_FOUND');
    await authModule.revokeAllForUser(tx, id, ctx.now());
    const { shop } = await notificationSettings(tx);
    await ctx.mailer.queue(tx, adminPasswordResetEmail(shop, target, ctx.config.publicUrl));
  });
  ctx.jobs.kick();
}
