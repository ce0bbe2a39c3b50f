import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors';

/** 001/002: an uploaded image is at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A 5 MB file can still claim a huge canvas (a decompression bomb): refuse more than this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Photos and scans people upload; SVG is refused (it is a document that can carry scripts, not a picture). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface ImageVariant {
  /** Part of the stored file's name: 'large', 'thumb', 'qr'. */
  name: string;
  /** The longest side in pixels; a smaller image is never enlarged. */
  maxSize: number;
  /** QR codes and logos need exact pixels: lossless WebP; photos: lossy WebP at good quality. */
  lossless?: boolean;
}

export interface ProcessedImage {
  name: string;
  data: Buffer;
  width: number;
  height: number;
  /** A short hash of the encoded bytes: part of the key, so a new image never reuses a cached URL. */
  hash: string;
}

/**
 * Checks an upload by its content (never its name or declared type), then re-encodes it as WebP in each size:
 * turned upright by its EXIF orientation, every metadata block (GPS position, camera, comments) left behind.
 * Throws IMAGE_TOO_LARGE or IMAGE_INVALID (400, Italian) and nothing is stored.
 */
export async function processImage(
  input: Buffer,
  variants: ImageVariant[],
  /** A caller with its own size rule (job-application photos: 10 MB) passes it here. */
  options: { maxBytes?: number } = {},
): Promise<ProcessedImage[]> {
  if (input.length > (options.maxBytes ?? IMAGE_MAX_BYTES)) throw new AppError('IMAGE_TOO_LARGE');
  const format = await detectFormat(input);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('IMAGE_INVALID');
  try {
    return await Promise.all(
      variants.map(async (variant) => {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize(variant.maxSize, variant.maxSize, { fit: 'inside', withoutEnlargement: true })
          .webp(variant.lossless ? { lossless: true } : { quality: 82 })
          .toBuffer({ resolveWithObject: true });
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
        return { name: variant.name, data, width: info.width, height: info.height, hash };
      }),
    );
  } catch {
    // A truncated or corrupt file, or one over the pixel limit: for the person it is not a usable image.
    throw new AppError('IMAGE_INVALID');
  }
}

async function detectFormat(input: Buffer): Promise<string | undefined> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) return undefined;
    return meta.format;
  } catch {
    return undefined;
  }
}
