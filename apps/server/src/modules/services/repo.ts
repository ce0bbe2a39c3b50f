import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { insertReturning, type Executor } from '../../db/client';
import { services } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;

export async function listActiveServices(exec: Executor): Promise<ServiceRow[]> {
  return exec.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.name), asc(services.id));
}

/** Every service, active first: the admin's list. */
export async function listAllServices(exec: Executor): Promise<ServiceRow[]> {
  return exec.select().from(services).orderBy(desc(services.isActive), asc(services.name), asc(services.id));
}

export async function findForUpdate(exec: Executor, id: string): Promise<ServiceRow | undefined> {
  const [row] = await exec.select().from(services).where(eq(services.id, id)).for('update');
  return row;
}

/** Another active service with this name (case-insensitive): bookings may name a service, so names stay unique. */
export async function activeNameTaken(exec: Executor, name: string, exceptId?: string): Promise<boolean> {
  const rows = await exec
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.isActive, true),
        sql`lower(${services.name}) = lower(${name})`,
        exceptId ? ne(services.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type ServiceValues = Pick<ServiceRow, 'name' | 'priceRappen' | 'durationMinutes' | 'description'>;

export async function insertService(exec: Executor, values: ServiceValues): Promise<ServiceRow> {
  return insertReturning(exec, services, values);
}

export async function updateService(
  exec: Executor,
  id: string,
  values: ServiceValues & { isActive?: boolean | undefined },
  now: Date,
): Promise<ServiceRow> {
  const [row] = await exec
    .update(services)
    .set({ ...values, ...(values.isActive === undefined ? {} : { isActive: values.isActive }), updatedAt: now })
    .where(eq(services.id, id))
    .returning();
  return row!;
}

export async function saveTranslations(exec: Executor, id: string, translations: ServiceRow['translations'], now: Date): Promise<ServiceRow> {
  const [row] = await exec.update(services).set({ translations, updatedAt: now }).where(eq(services.id, id)).returning();
  return row!;
}

export async function deleteService(exec: Executor, id: string): Promise<void> {
  await exec.delete(services).where(eq(services.id, id));
}
