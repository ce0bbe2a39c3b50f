import { eq, sql } from 'drizzle-orm';
import type { WorkingDay } from '@barber/shared/domain/working-hours';
import { queryRows, type Executor } from '../../db/client';
import { shopSettings } from '../../db/schema';

export type ShopRow = typeof shopSettings.$inferSelect;

export async function getShop(exec: Executor): Promise<ShopRow | undefined> {
  const [row] = await exec.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row;
}

/** Every active barber's week, by name: new shop hours must still hold them (opening-hours.ts). */
export function activeBarberWeeks(exec: Executor) {
  return queryRows<{ first_name: string; last_name: string; working_hours: WorkingDay[] }>(
    exec,
    sql`select first_name, last_name, working_hours from barbers where is_active order by last_name, first_name`,
  );
}
