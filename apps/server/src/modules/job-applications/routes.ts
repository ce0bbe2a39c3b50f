import type { FastifyInstance } from 'fastify';
import { JOB_APPLICATION_LIMITS } from '@barber/shared/domain/job-application';
import type { AppContext } from '../../infra/context';
import { requestLanguage } from '../../infra/caller-language';
import { route } from '../../infra/route';
import { acceptUploads, readImageUpload } from '../../infra/storage/upload';
import { photoUploadError, storeApplicationPhoto } from './photos';
import {
  APPLICATION_DELETED,
  APPLICATION_SENT,
  createApplication,
  deleteApplication,
  getRecruitingSettings,
  listApplications,
  purgeApplications,
  updateRecruitingSettings,
} from './service';

export const PURGE_JOB = 'job-applications.purge';
/** Hourly, like the other retention work: a period is never overrun by much (ADR 0009). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Job applications (issue 15 item 5, ADR 0024); multipart is accepted in this module only, up to 10 MB. */
export async function registerJobApplicationRoutes(app: FastifyInstance, ctx: AppContext) {
  await acceptUploads(app, { fileSize: JOB_APPLICATION_LIMITS.maxPhotoBytes });
  ctx.jobs.register(PURGE_JOB, async () => {
    const purged = await purgeApplications(ctx);
    if (purged.applications + purged.unsentPhotos > 0) ctx.log.info({ purged }, 'job applications: expired data removed');
  });
  ctx.jobs.every(PURGE_JOB, PURGE_EVERY_MS);

  // Public forms: limited per address like the others (a portfolio is up to 5 uploads plus retries).
  const publicForm = { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } };

  route(app, 'uploadJobApplicationPhoto', {
    config: publicForm,
    handler: async (request, reply) => {
      const upload = await readImageUpload(request as never, { field: 'photo' }).catch((error: unknown) => {
        throw photoUploadError(error);
      });
      const photo = await storeApplicationPhoto(ctx, upload.data);
      return reply.status(201).send({ success: true as const, ...photo });
    },
  });

  route(app, 'createJobApplication', {
    config: publicForm,
    handler: async (request, reply) => {
      const data = await createApplication(ctx, request.body, requestLanguage(request));
      return reply.status(201).send({ success: true as const, message: APPLICATION_SENT, data });
    },
  });

  route(app, 'jobApplications', { handler: async () => ({ success: true as const, data: await listApplications(ctx) }) });

  route(app, 'deleteJobApplication', {
    handler: async (request) => {
      await deleteApplication(ctx, request.params.id);
      return { success: true as const, message: APPLICATION_DELETED };
    },
  });

  route(app, 'recruitingSettings', {
    handler: async () => ({ success: true as const, data: await getRecruitingSettings(ctx) }),
  });
  route(app, 'updateRecruitingSettings', {
    handler: async (request) => ({ success: true as const, data: await updateRecruitingSettings(ctx, request.body) }),
  });
}
