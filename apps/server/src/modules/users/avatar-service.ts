import sharp from 'sharp';
import type { User } from '@barber/shared/schemas/auth';
import { PROFILE_MESSAGES } from '@barber/shared/schemas/profile';
import type { AuthUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { IMAGE_MAX_BYTES, processImage } from '../../infra/storage/image';
import { MEDIA_PREFIX, mediaUrl } from '../../infra/storage/media-routes';
import { toUserDto } from '../auth/index';
import * as profileRepo from './profile-repo';
import * as repo from './repo';

/** An avatar shows at most 160 px wide (navbar, profile, barber cards): twice that for sharp screens. */
const AVATAR = [{ name: 'avatar', maxSize: 320 }] as const;
/** 001 section 5 'Profile image': JPG and PNG only, as read from the file's content. */
const AVATAR_FORMATS = new Set(['jpeg', 'png']);

/** The storage key of a /media/ URL this server wrote (ADR 0015), or null for anything else. */
export function keyOfMediaUrl(url: string | null): string | null {
  return url?.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null;
}

/**
 * Judges the upload by its content: over 5 MB, or not a JPEG or PNG whatever its name says, is refused with the
 * spec's texts before anything is stored.
 */
async function checkAvatar(data: Buffer): Promise<void> {
  if (data.length > IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE', PROFILE_MESSAGES.imageTooLarge);
  const format = await sharp(data)
    .metadata()
    .then((meta) => (meta.width && meta.height ? meta.format : undefined))
    .catch(() => undefined);
  if (!format || !AVATAR_FORMATS.has(format)) throw new AppError('IMAGE_INVALID', PROFILE_MESSAGES.imageType);
}

/** The spec's avatar texts for what the shared upload reader refuses (size, no file). */
export function avatarUploadError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'IMAGE_TOO_LARGE') return new AppError('IMAGE_TOO_LARGE', PROFILE_MESSAGES.imageTooLarge);
  if (error.code === 'IMAGE_INVALID') return new AppError('IMAGE_INVALID', PROFILE_MESSAGES.imageType);
  return error;
}

/**
 * Replaces the caller's avatar: re-encoded as WebP without metadata (ADR 0015), stored before the row points to
 * it, the previous file removed after, so the navbar never shows a missing picture.
 */
export async function replaceAvatar(ctx: AppContext, user: AuthUser, upload: Buffer): Promise<User> {
  await checkAvatar(upload);
  const [image] = await processImage(upload, [...AVATAR]);
  const key = `avatars/${user.id}-${image!.hash}.webp`;
  await ctx.storage.save(key, { data: image!.data, contentType: 'image/webp' });
  const { row, previous } = await ctx.db.transaction(async (tx) => {
    const before = await repo.findForUpdate(tx, user.id);
    if (!before) throw new AppError('UNAUTHENTICATED');
    const updated = await profileRepo.setProfileImage(tx, user.id, mediaUrl(key), ctx.now());
    return { row: updated!, previous: keyOfMediaUrl(before.profileImageUrl) };
  });
  // A barber's picture is on the public barbers list kept in memory (ADR 0080); rare enough to drop it for anyone.
  ctx.realtime.listsChanged(['barbers']);
  if (previous && previous !== key) await ctx.storage.remove(previous);
  return toUserDto(row, await repo.barberIdOf(ctx.db, user.id));
}

export async function removeAvatar(ctx: AppContext, user: AuthUser): Promise<User> {
  const { row, previous } = await ctx.db.transaction(async (tx) => {
    const before = await repo.findForUpdate(tx, user.id);
    if (!before) throw new AppError('UNAUTHENTICATED');
    const updated = await profileRepo.setProfileImage(tx, user.id, null, ctx.now());
    return { row: updated!, previous: keyOfMediaUrl(before.profileImageUrl) };
  });
  ctx.realtime.listsChanged(['barbers']);
  if (previous) await ctx.storage.remove(previous);
  return toUserDto(row, await repo.barberIdOf(ctx.db, user.id));
}
