import { and, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import { insertReturning, type Executor } from '../../db/client';
import { barberServices, barberVacations, barbers, services } from '../../db/schema';

export type BarberRecord = typeof barbers.$inferSelect;
export type NewBarber = typeof barbers.$inferInsert;

export async function insertBarber(exec: Executor, values: NewBarber): Promise<BarberRecord> {
  return insertReturning(exec, barbers, values);
}

export async function updateBarber(
  exec: Executor,
  id: string,
  values: Partial<Pick<NewBarber, 'firstName' | 'lastName' | 'email' | 'phone' | 'bio' | 'isActive' | 'workingHours' | 'userId'>>,
  now: Date,
): Promise<BarberRecord | undefined> {
  const [row] = await exec.update(barbers).set({ ...values, updatedAt: now }).where(eq(barbers.id, id)).returning();
  return row;
}

/**
 * The barber row, locked like a booking locks it: schedule changes and bookings of one barber run one after
 * the other, so a booking never checks against hours, vacations or services that are being replaced.
 */
export async function lockBarberRecord(exec: Executor, id: string): Promise<BarberRecord | undefined> {
  const [row] = await exec.select().from(barbers).where(eq(barbers.id, id)).for('no key update');
  return row;
}

/** Another barber record already using this email (case-insensitive), if any. */
export async function emailUsedByOtherBarber(exec: Executor, email: string, exceptId?: string): Promise<boolean> {
  const rows = await exec
    .select({ id: barbers.id })
    .from(barbers)
    .where(and(sql`lower(${barbers.email}) = lower(${email})`, exceptId ? ne(barbers.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function barberLinkedToUser(exec: Executor, userId: string): Promise<BarberRecord | undefined> {
  const [row] = await exec.select().from(barbers).where(eq(barbers.userId, userId));
  return row;
}

/** Every active service's id and name (a shop has a few dozen at most). */
export async function activeServices(exec: Executor): Promise<{ id: string; name: string }[]> {
  return exec.select({ id: services.id, name: services.name }).from(services).where(eq(services.isActive, true));
}

export async function replaceServices(exec: Executor, barberId: string, serviceIds: string[]): Promise<void> {
  await exec.delete(barberServices).where(eq(barberServices.barberId, barberId));
  if (serviceIds.length) await exec.insert(barberServices).values(serviceIds.map((serviceId) => ({ barberId, serviceId })));
}

export async function listVacations(exec: Executor, barberId: string) {
  return exec
    .select({ id: barberVacations.id, startDate: barberVacations.startDate, endDate: barberVacations.endDate })
    .from(barberVacations)
    .where(eq(barberVacations.barberId, barberId));
}

/** Drops the vacations not kept; ended ones (before `today`) are history the editors never show, so they stay. */
export async function deleteVacationsExcept(exec: Executor, barberId: string, keepIds: string[], today: string) {
  await exec
    .delete(barberVacations)
    .where(
      and(
        eq(barberVacations.barberId, barberId),
        gte(barberVacations.endDate, today),
        keepIds.length ? notInArray(barberVacations.id, keepIds) : undefined,
      ),
    );
}

export async function insertVacations(exec: Executor, barberId: string, periods: { startDate: string; endDate: string }[]) {
  if (periods.length) await exec.insert(barberVacations).values(periods.map((p) => ({ barberId, ...p })));
}

/** Every active barber's weekly hours, locked like a schedule change locks them (new shop hours fit them next). */
export async function lockActiveBarberWeeks(exec: Executor) {
  return exec
    .select({ id: barbers.id, firstName: barbers.firstName, lastName: barbers.lastName, workingHours: barbers.workingHours })
    .from(barbers)
    .where(eq(barbers.isActive, true))
    .orderBy(barbers.lastName, barbers.firstName)
    .for('no key update');
}
