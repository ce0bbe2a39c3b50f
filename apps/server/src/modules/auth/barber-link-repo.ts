import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { barbers } from '../../db/schema';

/** The barber record linked to this account (barbers.user_id), if any. */
export async function barberIdOfUser(exec: Executor, userId: string): Promise<string | null> {
  const [row] = await exec.select({ id: barbers.id }).from(barbers).where(eq(barbers.userId, userId));
  return row?.id ?? null;
}

/** The barber record an account with this email should be linked to: same email, no account yet. */
export async function unlinkedBarberIdByEmail(exec: Executor, email: string): Promise<string | undefined> {
  const [row] = await exec
    .select({ id: barbers.id })
    .from(barbers)
    .where(and(sql`lower(${barbers.email}) = lower(${email})`, isNull(barbers.userId)))
    .orderBy(sql`${barbers.isActive} desc`, barbers.createdAt)
    .limit(1);
  return row?.id;
}

/** Links an account to a barber record that has none yet; answers false if someone linked it first. */
export async function linkBarber(exec: Executor, barberId: string, userId: string): Promise<boolean> {
  const rows = await exec
    .update(barbers)
    .set({ userId })
    .where(and(eq(barbers.id, barberId), isNull(barbers.userId)))
    .returning({ id: barbers.id });
  return rows.length > 0;
}
