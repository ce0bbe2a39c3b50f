import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { JOB_APPLICATION_LIMITS, JOB_APPLICATION_MESSAGES } from '@barber/shared/domain/job-application';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { processImage } from '../../infra/storage/image';
import { MEDIA_PREFIX, mediaUrl } from '../../infra/storage/media-routes';
import * as repo from './repo';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

/** The folder of the applicants' photos in the storage (ADR 0024). */
export const PHOTO_FOLDER = 'job-applications';
/** A portfolio photo: large enough to judge a cut on a desktop screen, and a thumbnail for the lists. */
const VARIANTS = [
  { name: 'photo', maxSize: 1600 },
  { name: 'thumb', maxSize: 400 },
];
/** 001 section 9: jpeg, jpg, png, webp; judged by what the file is, not its name or declared type. */
const FORMATS = new Set(['jpeg', 'png', 'webp']);
export const PHOTO_TOO_LARGE = moduleMessagesIt.photoTooLarge;

/** 128 random bits: the link is the permission (the recruiting email opens it without a login). */
const PHOTO_KEY = new RegExp(`^${PHOTO_FOLDER}/([0-9a-f]{32})\\.webp$`);

/** The spec's texts for what the shared upload reader and image check refuse. */
export function photoUploadError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'IMAGE_TOO_LARGE') return new AppError('IMAGE_TOO_LARGE', PHOTO_TOO_LARGE);
  if (error.code === 'IMAGE_INVALID') return new AppError('IMAGE_INVALID', JOB_APPLICATION_MESSAGES.photoType);
  return error;
}

async function formatOf(data: Buffer): Promise<string | undefined> {
  return sharp(data)
    .metadata()
    .then((meta) => (meta.width && meta.height ? meta.format : undefined))
    .catch(() => undefined);
}

/**
 * Checks one upload (at most 10 MB, JPEG, PNG or WebP by content), re-encodes it as WebP without metadata in two
 * sizes under a random name and records it as not yet sent. Nothing is stored when it is refused.
 */
export async function storeApplicationPhoto(ctx: AppContext, data: Buffer): Promise<{ url: string; thumbUrl: string }> {
  if (data.length > JOB_APPLICATION_LIMITS.maxPhotoBytes) throw new AppError('IMAGE_TOO_LARGE', PHOTO_TOO_LARGE);
  const format = await formatOf(data);
  if (!format || !FORMATS.has(format)) throw new AppError('IMAGE_INVALID', JOB_APPLICATION_MESSAGES.photoType);
  const [photo, thumb] = await processImage(data, VARIANTS, { maxBytes: JOB_APPLICATION_LIMITS.maxPhotoBytes }).catch(
    (error: unknown) => {
      throw photoUploadError(error);
    },
  );
  const id = randomBytes(16).toString('hex');
  const key = `${PHOTO_FOLDER}/${id}.webp`;
  const thumbKey = `${PHOTO_FOLDER}/${id}-thumb.webp`;
  await ctx.storage.save(key, { data: photo!.data, contentType: 'image/webp' });
  await ctx.storage.save(thumbKey, { data: thumb!.data, contentType: 'image/webp' });
  try {
    await repo.insertPhoto(ctx.db, { key, thumbKey, createdAt: ctx.now() });
  } catch (error) {
    await removeFiles(ctx, [key, thumbKey]);
    throw error;
  }
  return { url: mediaUrl(key), thumbUrl: mediaUrl(thumbKey) };
}

/**
 * The storage key of a photo URL this server answered: '/media/job-applications/<32 hex>.webp', also written
 * with the site's address in front. Anything else (another site, another folder, a thumbnail) is null.
 */
export function photoKeyOfUrl(url: string, publicUrl: string): string | null {
  const path = url.startsWith(publicUrl + MEDIA_PREFIX) ? url.slice(publicUrl.length) : url;
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  const key = path.slice(MEDIA_PREFIX.length);
  return PHOTO_KEY.test(key) ? key : null;
}

export const absoluteMediaUrl = (publicUrl: string, key: string) => `${publicUrl}${mediaUrl(key)}`;

/** Removing is idempotent (ADR 0015): a clean-up that runs twice is harmless. */
export async function removeFiles(ctx: Pick<AppContext, 'storage'>, keys: string[]) {
  for (const key of keys) await ctx.storage.remove(key);
}
