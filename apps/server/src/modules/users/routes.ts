import type { FastifyInstance } from 'fastify';
import { USER_MESSAGES } from '@barber/shared/schemas/users';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { confirmation, envelope } from '../../infra/envelope';
import { route } from '../../infra/route';
import { setSessionCookie } from '../auth/index';
import { updateProfile } from './profile-service';
import * as users from './service';

export async function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, 'adminUsers', { handler: async () => users.listUsers(ctx) });

  route(app, 'createUser', {
    handler: async (request, reply) =>
      reply.status(201).send(envelope(await users.createUser(ctx, request.body), USER_MESSAGES.created)),
  });

  route(app, 'updateUser', {
    handler: async (request) =>
      envelope(
        await users.updateUser(ctx, requireUser(request), request.params.id, request.body),
        USER_MESSAGES.updated,
      ),
  });

  route(app, 'deleteUser', {
    handler: async (request) => {
      await users.deleteUser(ctx, requireUser(request), request.params.id);
      return confirmation(USER_MESSAGES.deleted);
    },
  });

  route(app, 'resetUserPassword', {
    handler: async (request) => {
      await users.resetPassword(ctx, request.params.id, request.body.newPassword);
      return confirmation(USER_MESSAGES.passwordReset);
    },
  });

  for (const name of ['updateProfile', 'updateProfilePatch'] as const) {
    route(app, name, {
      handler: async (request, reply) => {
        const saved = await updateProfile(ctx, requireUser(request), request.body);
        // A new password ended every session: this device continues with the new one the answer carries.
        if (saved.session?.refresh) setSessionCookie(ctx, reply, saved.session.refresh);
        return {
          success: true as const,
          message: USER_MESSAGES.profileUpdated,
          user: saved.user,
          ...(saved.session ? { token: saved.session.token } : {}),
        };
      },
    });
  }
}
