import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { barberIdByUserId } from './repo';

/**
 * The barber record of a barber account (barbers.user_id). Ownership comes only from this link, never from an
 * email or an id the client sends, so barber Y's token can never act as barber X.
 */
export async function ownBarberId(ctx: AppContext, user: AuthUser): Promise<string> {
  const id = await barberIdByUserId(ctx.db, user.id);
  if (!id) throw new AppError('BARBER_PROFILE_MISSING');
  return id;
}

/** The admin may act on any barber; a barber only on their own record (403 otherwise, whether or not it exists). */
export async function assertBarberAccess(ctx: AppContext, user: AuthUser, barberId: string): Promise<void> {
  if (user.role === 'admin') return;
  const own = await barberIdByUserId(ctx.db, user.id);
  if (own !== barberId) throw new AppError('FORBIDDEN');
}
