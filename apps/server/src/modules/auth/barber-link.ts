import type { Executor } from '../../db/client';
import type { UserRow } from './repo';

/**
 * The barber record linked to a barber account. The barbers table arrives with the booking module; until then
 * no account is linked.
 */
export async function barberIdForUser(_exec: Executor, _user: UserRow): Promise<string | null> {
  return null;
}
