import type { AppContext } from '../../infra/context';
import { processImage } from '../../infra/storage/image';
import { mediaUrl } from '../../infra/storage/media-routes';
import { deleteShopAsset, findShopAsset, lockShopAsset, saveShopAsset, type ShopAssetKind, type ShopAssetRow } from './repo';

export interface ShopAssetView {
  url: string;
  width: number;
  height: number;
  updatedAt: string;
}

const view = (row: ShopAssetRow): ShopAssetView => ({
  url: mediaUrl(row.storageKey),
  width: row.width,
  height: row.height,
  updatedAt: row.updatedAt.toISOString(),
});

/** A QR code must stay scannable: lossless, and no larger than a phone screen needs. */
const VARIANTS = { twint_qr: [{ name: 'qr', maxSize: 1024, lossless: true }] } as const;

export async function shopAsset(ctx: AppContext, kind: ShopAssetKind): Promise<ShopAssetView | null> {
  const row = await findShopAsset(ctx.db, kind);
  return row ? view(row) : null;
}

/**
 * Replaces the shop's image of this kind. The new file is stored before the row points to it and the old file is
 * removed after, so a reader never gets a key without its file; a crash in between leaves at most an unused file.
 */
export async function replaceShopAsset(ctx: AppContext, kind: ShopAssetKind, upload: Buffer): Promise<ShopAssetView> {
  const [image] = await processImage(upload, [...VARIANTS[kind]]);
  const storageKey = `shop/${kind.replace('_', '-')}-${image!.hash}.webp`;
  await ctx.storage.save(storageKey, { data: image!.data, contentType: 'image/webp' });
  const previous = await ctx.db.transaction(async (tx) => {
    const before = await lockShopAsset(tx, kind);
    await saveShopAsset(tx, { kind, storageKey, width: image!.width, height: image!.height }, ctx.now());
    return before;
  });
  if (previous && previous.storageKey !== storageKey) await ctx.storage.remove(previous.storageKey);
  return view((await findShopAsset(ctx.db, kind))!);
}

export async function removeShopAsset(ctx: AppContext, kind: ShopAssetKind): Promise<void> {
  const previous = await ctx.db.transaction(async (tx) => {
    const before = await lockShopAsset(tx, kind);
    if (before) await deleteShopAsset(tx, kind);
    return before;
  });
  if (previous) await ctx.storage.remove(previous.storageKey);
}
