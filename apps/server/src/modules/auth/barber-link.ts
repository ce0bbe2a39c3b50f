import type { Executor } from '../../db/client';
import { barberIdOfUser, linkBarber, unlinkedBarberIdByEmail } from './barber-link-repo';
import type { UserRow } from './repo';

/**
 * The link between an account and its barber record (barbers.user_id) belongs to auth: a session says whose diary
 * the barber panel shows, and confirming an email makes the link. Barbers and users use it through auth's index,
 * so auth needs neither of them (ADR 0060).
 */

/** The barber record linked to this account, so the barber panel knows whose diary to show. */
export async function barberIdForUser(exec: Executor, user: UserRow): Promise<string | null> {
  return barberIdOfUser(exec, user.id);
}

/**
 * When an account becomes a barber account, it takes over the barber record with its email that has none; the
 * record is found by email, so only once the address is proven (ADR 0031): confirming it links then.
 */
export async function linkBarberRecord(
  exec: Executor,
  user: { id: string; email: string; emailConfirmedAt: Date | null },
): Promise<void> {
  if (!user.emailConfirmedAt) return;
  if (await barberIdOfUser(exec, user.id)) return;
  const recordId = await unlinkedBarberIdByEmail(exec, user.email);
  if (recordId) await linkBarber(exec, recordId, user.id);
}
