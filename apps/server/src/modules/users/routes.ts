import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id, MessageResponse } from '@barber/shared/schemas/common';
import {
  AdminResetPasswordRequest,
  AdminUserListResponse,
  AdminUserResponse,
  CreateUserRequest,
  ProfileResponse,
  UpdateProfileRequest,
  UpdateUserRequest,
  USER_MESSAGES,
} from '@barber/shared/schemas/users';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { updateProfile } from './profile-service';
import * as users from './service';

const IdParams = z.object({ id: Id });
const bearer = [{ bearer: [] }];
const ADMIN = ['admin'] as const;

export async function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/users', {
    config: { access: ADMIN },
    schema: { tags: ['users'], security: bearer, description: 'Every account, deactivated ones included.', response: { 200: AdminUserListResponse } },
    handler: async () => ({ success: true as const, data: await users.listUsers(ctx) }),
  });

  api.post('/admin/users', {
    config: { access: ADMIN },
    schema: {
      tags: ['users'],
      security: bearer,
      description: 'Creates an account (argon2id). A barber account takes over the unlinked barber record with its email.',
      body: CreateUserRequest,
      response: { 201: AdminUserResponse },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await users.createUser(ctx, request.body), message: USER_MESSAGES.created }),
  });

  api.put('/admin/users/:id', {
    config: { access: ADMIN },
    schema: {
      tags: ['users'],
      security: bearer,
      description: 'Edits an account including its role. An admin cannot demote themselves; the last active admin stays.',
      params: IdParams,
      body: UpdateUserRequest,
      response: { 200: AdminUserResponse },
    },
    handler: async (request) => ({
      success: true as const,
      data: await users.updateUser(ctx, requireUser(request), request.params.id, request.body),
      message: USER_MESSAGES.updated,
    }),
  });

  api.delete('/admin/users/:id', {
    config: { access: ADMIN },
    schema: {
      tags: ['users'],
      security: bearer,
      description: 'Deactivates the account (history kept) and ends all its sessions. Not for the own account.',
      params: IdParams,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await users.deleteUser(ctx, requireUser(request), request.params.id);
      return { success: true as const, message: USER_MESSAGES.deleted };
    },
  });

  api.post('/admin/users/:id/reset-password', {
    config: { access: ADMIN },
    schema: {
      tags: ['users'],
      security: bearer,
      description: "Sets a new password, ends the user's sessions and emails them a notice (never the password).",
      params: IdParams,
      body: AdminResetPasswordRequest,
      response: { 200: MessageResponse },
    },
    handler: async (request) => {
      await users.resetPassword(ctx, request.params.id, request.body.newPassword);
      return { success: true as const, message: USER_MESSAGES.passwordReset };
    },
  });

  for (const method of ['put', 'patch'] as const) {
    api[method]('/users/profile', {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        security: bearer,
        description:
          'The caller\'s own profile (firstName, lastName, phone; bio for barbers). email is read-only and ignored; ' +
          'passwords change through POST /auth/change-password.',
        body: UpdateProfileRequest,
        response: { 200: ProfileResponse },
      },
      handler: async (request) => ({
        success: true as const,
        message: USER_MESSAGES.profileUpdated,
        user: await updateProfile(ctx, requireUser(request), request.body),
      }),
    });
  }
}
