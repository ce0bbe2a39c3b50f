import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { services } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;

export async function listActiveServices(exec: Executor): Promise<ServiceRow[]> {
  return exec.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.name), asc(services.id));
}
