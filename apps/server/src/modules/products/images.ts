import type { ProductImageRow } from '../../db/schema';
import type { AppContext } from '../../infra/context';
import { processImage } from '../../infra/storage/image';

/** A product photo: a large size for the detail, a thumbnail for the grid and the cart (ADR 0015). */
const VARIANTS = [
  { name: 'large', maxSize: 1200 },
  { name: 'thumb', maxSize: 400 },
];

/**
 * Checks and re-encodes an upload and stores both sizes. The keys carry the content hash, so a new picture is a
 * new URL that browsers may cache for a year. Throws IMAGE_INVALID / IMAGE_TOO_LARGE before anything is stored.
 */
export async function storeProductImage(ctx: Pick<AppContext, 'storage'>, upload: Buffer): Promise<ProductImageRow> {
  const [large, thumb] = await processImage(upload, VARIANTS);
  const keys = { large: `products/large-${large!.hash}.webp`, thumb: `products/thumb-${thumb!.hash}.webp` };
  await ctx.storage.save(keys.large, { data: large!.data, contentType: 'image/webp' });
  await ctx.storage.save(keys.thumb, { data: thumb!.data, contentType: 'image/webp' });
  return { ...keys, width: large!.width, height: large!.height };
}

/**
 * Removes the files of images no product points to any more. Content-addressed keys may be shared (the same
 * picture uploaded for two products), so a key still in use elsewhere is kept.
 */
export async function removeImageFiles(ctx: Pick<AppContext, 'storage'>, images: readonly ProductImageRow[], stillUsed: Set<string>) {
  for (const image of images) {
    for (const key of [image.large, image.thumb]) if (!stillUsed.has(key)) await ctx.storage.remove(key);
  }
}
