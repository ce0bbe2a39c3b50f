import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { shopSettings, users } from '../../db/schema';
import type { ShopDetails } from '@barber/shared/schemas/setup';

/** Setup stays open until the first admin exists (active or not: an install with an admin is set up). */
export async function adminExists(exec: Executor): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    exec,
    sql`select exists (select 1 from users where role = 'admin') as found`,
  );
  return Boolean(row?.found);
}

export async function shopExists(exec: Executor): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    exec,
    sql`select exists (select 1 from shop_settings) as found`,
  );
  return Boolean(row?.found);
}

/**
 * Two setups at once (two tabs, two instances) queue on this transaction-scoped lock, so the second sees the
 * first one's admin and stops. Any constant works; this one spells "setup".
 */
export async function lockSetup(exec: Executor): Promise<void> {
  await exec.execute(sql`select pg_advisory_xact_lock(5365747570)`);
}

export async function insertAdmin(
  exec: Executor,
  admin: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<boolean> {
  const rows = await exec
    .insert(users)
    // The person installing the shop: the owner, whose address counts as proven (ADR 0031).
    .values({ ...admin, role: 'admin', emailConfirmedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function saveShop(exec: Executor, shop: ShopDetails & { foundedYear: number }): Promise<void> {
  await exec
    .insert(shopSettings)
    .values({ id: 1, ...shop })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...shop, updatedAt: sql`now()` } });
}
