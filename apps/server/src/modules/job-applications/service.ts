import type { z } from 'zod';
import type { Language } from '@barber/shared/messages/languages';
import type {
  CreateJobApplicationRequest,
  JobApplication,
  RecruitingSettings,
  RecruitingSettingsRequest,
} from '@barber/shared/contract/job-applications';
import {
  JOB_APPLICATION_MESSAGES,
  JOB_APPLICATION_RETENTION_DAYS,
  JOB_APPLICATION_UNSENT_PHOTO_HOURS,
  childrenCount,
  completeProfiles,
  type SocialPlatform,
} from '@barber/shared/domain/job-application';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { mediaUrl } from '../../infra/storage/media-routes';
import {
  shopContactOf,
  candidateConfirmationEmail,
  recruitingEmail,
  type ApplicationFacts,
} from '../notifications/index';
import { getShop } from '../shop/index';
import { activeAdminContacts } from '../users/index';
import { absoluteMediaUrl, photoKeyOfUrl, removeFiles } from './photos';
import * as repo from './repo';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';

export const APPLICATION_SENT = 'Candidatura Inviata!';
export const APPLICATION_DELETED = 'Candidatura eliminata';
const APPLICATION_NOT_FOUND = moduleMessagesIt.applicationNotFound;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The admin's list holds at most this many (90 days of applications is far fewer for one shop). */
const LIST_LIMIT = 500;

const notUploaded = () =>
  new AppError('VALIDATION', JOB_APPLICATION_MESSAGES.photosNotUploaded, [
    { field: 'photos', message: JOB_APPLICATION_MESSAGES.photosNotUploaded },
  ]);

/**
 * POST /job-applications (the body already passed 001 section 5's checks in the contract). Every photo must be
 * an unsent upload of this server: a foreign URL, a repeated one or one already sent with another application is
 * 001's 'Alcune foto non sono state caricate correttamente. Riprova.'. The application, its photos and both emails
 * (the recruiting address, else the shop's email; the confirmation to the candidate) commit together.
 */
export async function createApplication(
  ctx: AppContext,
  input: z.output<typeof CreateJobApplicationRequest>,
  /** The language of the page the candidate applied from: their confirmation is written in it. */
  lang: Language = 'it',
): Promise<{ _id: string; createdAt: string }> {
  const keys = input.photos.map((url) => photoKeyOfUrl(url, ctx.config.publicUrl));
  if (keys.some((key) => key === null) || new Set(keys).size !== keys.length) throw notUploaded();
  const photoKeys = keys as string[];
  const now = ctx.now();
  const hasChildren = input.hasChildren === 'si';
  const socialProfiles = completeProfiles(input.socialProfiles).map((p) => ({
    platform: p.platform as SocialPlatform,
    url: p.url.trim(),
  }));

  const row = await ctx.db.transaction(async (tx) => {
    const photos = await repo.lockUnsentPhotos(tx, photoKeys);
    if (photos.length !== photoKeys.length) throw notUploaded();
    const application = await repo.insertApplication(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      nationality: input.nationality,
      workPermit: input.hasWorkPermit,
      maritalStatus: input.maritalStatus,
      hasChildren,
      childrenNumber: hasChildren ? childrenCount(input.childrenNumber ?? null) : null,
      address: input.address,
      phone: input.phone,
      email: input.email.toLowerCase(),
      socialProfiles,
      createdAt: now,
    });
    const byKey = new Map(photos.map((p) => [p.key, p]));
    for (const [position, key] of photoKeys.entries()) await repo.attachPhoto(tx, byKey.get(key)!.id, application.id, position);

    const shop = shopContactOf(await getShop(tx));
    const facts: ApplicationFacts = {
      firstName: application.firstName,
      lastName: application.lastName,
      email: application.email,
      phone: application.phone,
      nationality: application.nationality,
      address: application.address,
      workPermit: application.workPermit,
      maritalStatus: application.maritalStatus,
      hasChildren: application.hasChildren,
      childrenNumber: application.childrenNumber,
      socialProfiles,
      photoUrls: photoKeys.map((key) => absoluteMediaUrl(ctx.config.publicUrl, key)),
      createdAt: now,
    };
    const to = (await repo.recruitingEmailSetting(tx)) ?? shop.email;
    const adminUrl = `${ctx.config.publicUrl}/admin?tab=applications`;
    // The shop's address is read in the owner's (the first admin's) language, as the shop's other notices (ADR 0066).
    const [owner] = await activeAdminContacts(tx);
    if (to) await ctx.mailer.queue(tx, recruitingEmail(shop, to, facts, adminUrl, owner?.language));
    else ctx.log.warn({ applicationId: application.id }, 'job application stored, but the shop has no email to send it to');
    await ctx.mailer.queue(tx, candidateConfirmationEmail(shop, facts, lang));
    return application;
  });
  ctx.jobs.kick();
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}

const deleteAfter = (createdAt: Date) => new Date(createdAt.getTime() + JOB_APPLICATION_RETENTION_DAYS * DAY_MS);

/** The admin's 'Candidature': newest first, with the photos. */
export async function listApplications(ctx: AppContext): Promise<JobApplication[]> {
  const rows = await repo.listApplications(ctx.db, LIST_LIMIT);
  const photos = await repo.photosOf(ctx.db, rows.map((r) => r.id));
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    nationality: row.nationality,
    hasWorkPermit: row.workPermit,
    maritalStatus: row.maritalStatus,
    hasChildren: row.hasChildren ? ('si' as const) : ('no' as const),
    childrenNumber: row.childrenNumber,
    address: row.address,
    phone: row.phone,
    email: row.email,
    socialProfiles: row.socialProfiles.map((p) => ({ platform: p.platform as SocialPlatform, url: p.url })),
    photos: photos
      .filter((p) => p.applicationId === row.id)
      .map((p) => ({ url: mediaUrl(p.key), thumbUrl: mediaUrl(p.thumbKey) })),
    createdAt: row.createdAt.toISOString(),
    deleteAfter: deleteAfter(row.createdAt).toISOString(),
  }));
}

/**
 * Deletes applications with their photos: the files first (removal is idempotent), then the rows, so a failure
 * in between leaves a row the next run deletes again rather than a file nobody points to.
 */
async function deleteWithPhotos(ctx: AppContext, ids: string[]): Promise<number> {
  const photos = await repo.photosOf(ctx.db, ids);
  await removeFiles(ctx, photos.flatMap((p) => [p.key, p.thumbKey]));
  return repo.deleteApplications(ctx.db, ids);
}

export async function deleteApplication(ctx: AppContext, id: string): Promise<void> {
  const row = await repo.findApplication(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  await deleteWithPhotos(ctx, [id]);
}

export interface ApplicationPurge {
  applications: number;
  unsentPhotos: number;
}

const BATCH = 100;

/**
 * ADR 0024 / 0009: applications sent 90 days ago or more go with their photos; photos uploaded a day ago or more
 * and never sent go too. Read with ctx.now(), so tests drive it with their clock.
 */
export async function purgeApplications(ctx: AppContext): Promise<ApplicationPurge> {
  const now = ctx.now().getTime();
  const result: ApplicationPurge = { applications: 0, unsentPhotos: 0 };
  const applicationCutoff = new Date(now - JOB_APPLICATION_RETENTION_DAYS * DAY_MS);
  for (;;) {
    const batch = await repo.applicationsSentBefore(ctx.db, applicationCutoff, BATCH);
    if (batch.length === 0) break;
    result.applications += await deleteWithPhotos(ctx, batch.map((b) => b.id));
    if (batch.length < BATCH) break;
  }
  const photoCutoff = new Date(now - JOB_APPLICATION_UNSENT_PHOTO_HOURS * 60 * 60 * 1000);
  for (;;) {
    const photos = await repo.unsentPhotosBefore(ctx.db, photoCutoff, BATCH);
    if (photos.length === 0) break;
    // The rows first, only while still unsent: a photo sent with an application in the meantime keeps its files.
    const gone = await repo.deleteUnsentPhotos(ctx.db, photos.map((p) => p.id));
    await removeFiles(ctx, gone.flatMap((p) => [p.key, p.thumbKey]));
    result.unsentPhotos += gone.length;
    if (photos.length < BATCH) break;
  }
  return result;
}

export async function getRecruitingSettings(ctx: AppContext): Promise<RecruitingSettings> {
  const [email, shop] = await Promise.all([repo.recruitingEmailSetting(ctx.db), getShop(ctx.db)]);
  return { recruitingEmail: email, shopEmail: shop?.email ?? '' };
}

export async function updateRecruitingSettings(
  ctx: AppContext,
  input: z.output<typeof RecruitingSettingsRequest>,
): Promise<RecruitingSettings> {
  await repo.setRecruitingEmail(ctx.db, input.recruitingEmail ? input.recruitingEmail : null);
  return getRecruitingSettings(ctx);
}
