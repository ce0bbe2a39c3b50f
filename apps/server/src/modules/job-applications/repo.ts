import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobApplicationPhotos, jobApplications, recruitingSettings } from '../../db/schema';

export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type JobApplicationPhotoRow = typeof jobApplicationPhotos.$inferSelect;
export type NewJobApplication = typeof jobApplications.$inferInsert;

export async function insertPhoto(exec: Executor, photo: { key: string; thumbKey: string; createdAt: Date }) {
  await exec.insert(jobApplicationPhotos).values(photo);
}

/** The unsent photos among these keys, locked: two applications cannot take the same photo. */
export function lockUnsentPhotos(exec: Executor, keys: string[]): Promise<JobApplicationPhotoRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(jobApplicationPhotos)
    .where(and(inArray(jobApplicationPhotos.key, keys), isNull(jobApplicationPhotos.applicationId)))
    .for('update');
}

export async function insertApplication(exec: Executor, values: NewJobApplication): Promise<JobApplicationRow> {
  const [row] = await exec.insert(jobApplications).values(values).returning();
  return row!;
}

export async function attachPhoto(exec: Executor, photoId: string, applicationId: string, position: number) {
  await exec
    .update(jobApplicationPhotos)
    .set({ applicationId, position })
    .where(eq(jobApplicationPhotos.id, photoId));
}

/** Newest first; the retention job keeps this at 90 days of applications. */
export function listApplications(exec: Executor, limit: number): Promise<JobApplicationRow[]> {
  return exec.select().from(jobApplications).orderBy(desc(jobApplications.createdAt), desc(jobApplications.id)).limit(limit);
}

export function photosOf(exec: Executor, applicationIds: string[]): Promise<JobApplicationPhotoRow[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return exec
    .select()
    .from(jobApplicationPhotos)
    .where(inArray(jobApplicationPhotos.applicationId, applicationIds))
    .orderBy(asc(jobApplicationPhotos.position));
}

export async function findApplication(exec: Executor, id: string): Promise<JobApplicationRow | undefined> {
  const [row] = await exec.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}

/** Applications sent at or before `cutoff` (the 90-day purge), oldest first, a batch at a time. */
export function applicationsSentBefore(exec: Executor, cutoff: Date, limit: number): Promise<{ id: string }[]> {
  return exec
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(lte(jobApplications.createdAt, cutoff))
    .orderBy(asc(jobApplications.createdAt))
    .limit(limit);
}

/** Photos uploaded at or before `cutoff` and never sent with an application. */
export function unsentPhotosBefore(exec: Executor, cutoff: Date, limit: number): Promise<JobApplicationPhotoRow[]> {
  return exec
    .select()
    .from(jobApplicationPhotos)
    .where(and(isNull(jobApplicationPhotos.applicationId), lte(jobApplicationPhotos.createdAt, cutoff)))
    .limit(limit);
}

/** Deletes the applications (their photo rows go with them: ON DELETE CASCADE); returns how many. */
export async function deleteApplications(exec: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await exec.delete(jobApplications).where(inArray(jobApplications.id, ids)).returning({ id: jobApplications.id });
  return gone.length;
}

/** Deletes these photo rows if they are still unsent; returns the deleted ones (their files are the caller's). */
export async function deleteUnsentPhotos(exec: Executor, ids: string[]): Promise<JobApplicationPhotoRow[]> {
  if (ids.length === 0) return [];
  return exec
    .delete(jobApplicationPhotos)
    .where(and(inArray(jobApplicationPhotos.id, ids), isNull(jobApplicationPhotos.applicationId)))
    .returning();
}

export async function recruitingEmailSetting(exec: Executor): Promise<string | null> {
  const [row] = await exec.select().from(recruitingSettings).where(eq(recruitingSettings.id, 1));
  return row?.email ?? null;
}

export async function setRecruitingEmail(exec: Executor, email: string | null): Promise<void> {
  await exec
    .insert(recruitingSettings)
    .values({ id: 1, email })
    .onConflictDoUpdate({ target: recruitingSettings.id, set: { email } });
}
