import type { FastifyInstance } from 'fastify';
import { PROFILE_MESSAGES } from '@barber/shared/schemas/profile';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { route } from '../../infra/route';
import { acceptUploads, readImageUpload } from '../../infra/storage/upload';
import { deleteOwnAccount, eraseUserByAdmin, exportData } from './account-service';
import { avatarUploadError, removeAvatar, replaceAvatar } from './avatar-service';

/** The own profile's avatar, data export and deletion (ADR 0021); multipart is accepted in this module only. */
export async function registerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  await acceptUploads(app);

  // POST is the spec's, PUT the original client's (issue 24): one upload.
  for (const name of ['uploadProfileImage', 'uploadProfileImagePut'] as const) {
    route(app, name, {
      handler: async (request) => {
        const upload = await readImageUpload(request as never).catch((error: unknown) => {
          throw avatarUploadError(error);
        });
        const user = await replaceAvatar(ctx, requireUser(request), upload.data);
        return { success: true as const, message: PROFILE_MESSAGES.imageUpdated, profileImage: user.profileImage, user };
      },
    });
  }

  route(app, 'deleteProfileImage', {
    handler: async (request) => {
      const user = await removeAvatar(ctx, requireUser(request));
      return { success: true as const, message: PROFILE_MESSAGES.imageRemoved, profileImage: null, user };
    },
  });

  route(app, 'exportMyData', {
    handler: async (request, reply) => {
      const user = requireUser(request);
      // A file to keep: the browser offers to save it (the button downloads it too; this helps a direct link).
      void reply.header('content-disposition', `attachment; filename="i-miei-dati-${ctx.now().toISOString().slice(0, 10)}.json"`);
      void reply.header('cache-control', 'no-store');
      return exportData(ctx, user.id);
    },
  });

  route(app, 'deleteMyAccount', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      await deleteOwnAccount(ctx, requireUser(request), request.body.password);
      return { success: true as const, message: PROFILE_MESSAGES.accountDeleted };
    },
  });

  route(app, 'exportUserData', {
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return exportData(ctx, request.params.id);
    },
  });

  route(app, 'eraseUser', {
    handler: async (request) => {
      await eraseUserByAdmin(ctx, requireUser(request), request.params.id);
      return { success: true as const, message: PROFILE_MESSAGES.userErased };
    },
  });
}
