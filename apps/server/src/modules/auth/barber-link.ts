import type { Executor } from '../../db/client';
import { barberIdByUserId } from '../barbers/index';
import type { UserRow } from './repo';

/** The barber record linked to this account (barbers.user_id), so the barber panel knows whose diary to show. */
export async function barberIdForUser(exec: Executor, user: UserRow): Promise<string | null> {
  return barberIdByUserId(exec, user.id);
}
