import type { Language } from '@barber/shared/messages/languages';
import { normalizePhone } from '@barber/shared/domain/phone';
import type { User } from '@barber/shared/schemas/auth';
import { STAFF_MESSAGES } from '@barber/shared/schemas/staff';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { hashPassword } from '../../infra/passwords';
import * as authModule from '../auth/index';
import { applyPasswordChange, assertCurrentPassword, toUserDto, type Session } from '../auth/index';
import { updateBarber } from '../barbers/index';
import * as repo from './repo';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  /** undefined: unchanged; null: cleared. */
  phone?: string | null | undefined;
  bio?: string | null | undefined;
  /** Both or neither (the schema checks): the spec's profile save with a password change. */
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  /** The account's language for its emails (ADR 0066); undefined: unchanged. */
  language?: Language | undefined;
}

export interface ProfileSaved {
  user: User;
  /** Present when the password changed: a fresh token of this device's session (every other one ended). */
  session?: Session;
}

/**
 * The caller's own profile. The email is the login and stays read-only here. For a barber the linked barber
 * record follows (names, phone, bio), so the booking pages show what the barber wrote in 'Profilo'. With a new
 * password the current one is checked first: a wrong one refuses the whole save and nothing changes; a right
 * one changes the fields and the password in one transaction (the other sessions end, an email confirms it).
 */
export async function updateProfile(ctx: AppContext, user: AuthUser, input: ProfileInput): Promise<ProfileSaved> {
  const phone = input.phone ? normalizePhone(input.phone) : input.phone;
  if (user.role === 'barber' && !phone) {
    throw new AppError('VALIDATION', STAFF_MESSAGES.profileRequired, [{ field: 'phone', message: STAFF_MESSAGES.profileRequired }]);
  }
  let passwordHash: string | undefined;
  if (input.currentPassword && input.newPassword) {
    const current = await authModule.findUserById(ctx.db, user.id);
    if (!current) throw new AppError('UNAUTHENTICATED');
    await assertCurrentPassword(current, input.currentPassword);
    passwordHash = await hashPassword(input.newPassword);
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await repo.updateUser(
      tx,
      user.id,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(phone !== undefined ? { phone } : {}),
        ...(input.language ? { language: input.language } : {}),
      },
      ctx.now(),
    );
    if (!row) throw new AppError('UNAUTHENTICATED');
    const barberId = await repo.barberIdOf(tx, user.id);
    if (barberId) {
      await updateBarber(
        tx,
        barberId,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          ...(phone ? { phone } : {}),
          ...(input.bio !== undefined ? { bio: input.bio } : {}),
        },
        ctx.now(),
      );
    }
    if (!passwordHash) return { user: toUserDto(row, barberId) };
    // This device's session stays (its token keeps working); every other one ends (issue 24).
    const session = await applyPasswordChange(ctx, tx, row, passwordHash, user.sessionId);
    return { user: session.user, session };
  });
  if (saved.session) ctx.jobs.kick();
  return saved;
}
