import { normalizePhone } from '@barber/shared/domain/phone';
import type { User } from '@barber/shared/schemas/auth';
import { STAFF_MESSAGES } from '@barber/shared/schemas/staff';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { toUserDto } from '../auth/user-dto';
import { updateBarber } from '../barbers/management-repo';
import * as repo from './repo';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  /** undefined: unchanged; null: cleared. */
  phone?: string | null | undefined;
  bio?: string | null | undefined;
}

/**
 * The caller's own profile. The email is the login and stays read-only here. For a barber the linked barber
 * record follows (names, phone, bio), so the booking pages show what the barber wrote in 'Profilo'.
 */
export async function updateProfile(ctx: AppContext, user: AuthUser, input: ProfileInput): Promise<User> {
  const phone = input.phone ? normalizePhone(input.phone) : input.phone;
  if (user.role === 'barber' && !phone) {
    throw new AppError('VALIDATION', STAFF_MESSAGES.profileRequired, [{ field: 'phone', message: STAFF_MESSAGES.profileRequired }]);
  }
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateUser(
      tx,
      user.id,
      { firstName: input.firstName, lastName: input.lastName, ...(phone !== undefined ? { phone } : {}) },
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
    return toUserDto(row, barberId);
  });
}
