import { z } from 'zod';
import { ok } from './common';

/** One of the shop's own images (ADR 0015): where it is served, its pixel size and when it last changed. */
export const ShopAsset = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  updatedAt: z.string(),
});
export type ShopAsset = z.infer<typeof ShopAsset>;

/** The shop's TWINT QR code, or null while the admin has not uploaded one. */
export const TwintQrResponse = ok(ShopAsset.nullable());
export const TwintQrUploadResponse = ok(ShopAsset);
