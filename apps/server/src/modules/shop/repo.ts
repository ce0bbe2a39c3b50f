import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopSettings } from '../../db/schema';

export type ShopRow = typeof shopSettings.$inferSelect;

export async function getShop(exec: Executor): Promise<ShopRow | undefined> {
  const [row] = await exec.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row;
}
