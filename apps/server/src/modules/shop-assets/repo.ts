import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopAssets } from '../../db/schema';

export type ShopAssetRow = typeof shopAssets.$inferSelect;
export type ShopAssetKind = ShopAssetRow['kind'];

export async function findShopAsset(exec: Executor, kind: ShopAssetKind): Promise<ShopAssetRow | undefined> {
  const [row] = await exec.select().from(shopAssets).where(eq(shopAssets.kind, kind));
  return row;
}

/** The row as it was before (locked), so the caller can remove the file it pointed to. */
export async function lockShopAsset(exec: Executor, kind: ShopAssetKind): Promise<ShopAssetRow | undefined> {
  const [row] = await exec.select().from(shopAssets).where(eq(shopAssets.kind, kind)).for('update');
  return row;
}

export async function saveShopAsset(exec: Executor, row: Omit<ShopAssetRow, 'updatedAt'>, now: Date): Promise<void> {
  await exec
    .insert(shopAssets)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: shopAssets.kind,
      set: { storageKey: row.storageKey, width: row.width, height: row.height, updatedAt: now },
    });
}

export async function deleteShopAsset(exec: Executor, kind: ShopAssetKind): Promise<void> {
  await exec.delete(shopAssets).where(eq(shopAssets.kind, kind));
}
