import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponse,
  ChangePasswordRequest,
  LoginRequest,
  MeResponse,
  PasswordResetConfirm,
  PasswordResetRequest,
  RegisterRequest,
} from '@barber/shared/schemas/auth';
import { MessageResponse } from '@barber/shared/schemas/common';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { retryAfterIt } from '../../infra/rate-limiter';
import { tooManyRequests } from '../../infra/too-many-requests';
import { clearLoginAttempts, countLoginAttempt } from './account-limits';
import * as auth from './service';

export const REFRESH_COOKIE = 'rt';
const COOKIE_PATH = '/api/auth';

export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const setRefreshCookie = (reply: FastifyReply, refresh: NonNullable<auth.Session['refresh']>) =>
    reply.setCookie(REFRESH_COOKIE, refresh.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.config.cookieSecure,
      path: COOKIE_PATH,
      expires: refresh.expiresAt,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: ctx.config.cookieSecure });
  const answer = (reply: FastifyReply, session: auth.Session) => {
    // A grace answer of /auth/refresh-token carries no cookie: the browser already holds the successor.
    if (session.refresh) setRefreshCookie(reply, session.refresh);
    return { success: true as const, token: session.token, user: session.user };
  };

  api.post('/auth/register', {
    config: {
      access: 'public',
      rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' },
    },
    schema: { tags: ['auth'], body: RegisterRequest, response: { 201: AuthResponse } },
    handler: async (request, reply) => {
      const session = await auth.register(ctx, request.body as never);
      return reply.status(201).send(answer(reply, session));
    },
  });

  api.post('/auth/login', {
    config: {
      access: 'public',
      // 5 a minute per account and address; counted after the body is parsed so the email is known.
      rateLimit: {
        max: ctx.config.loginRateLimit,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (request) => `${request.ip}|${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        errorResponseBuilder: (_request, context) =>
          new AppError('LOGIN_RATE_LIMITED', `Troppi tentativi di accesso. Riprova ${retryAfterIt(context.ttl)}.`),
      },
    },
    schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResponse } },
    handler: async (request, reply) => {
      // And 5 failures a minute per account whatever the address, in the shared counters (account-limits.ts).
      const { email } = request.body as { email: string };
      const attempt = await countLoginAttempt(ctx, email);
      if (!attempt.allowed) throw tooManyRequests(reply, 'LOGIN_RATE_LIMITED', 'Troppi tentativi di accesso.', attempt.resetInMs);
      const session = await auth.login(ctx, request.body as never);
      await clearLoginAttempts(ctx, email);
      return answer(reply, session);
    },
  });

  api.get('/auth/me', {
    config: { access: 'user' },
    schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: MeResponse } },
    handler: async (request) => auth.currentUser(ctx, requireUser(request).id),
  });

  api.post('/auth/refresh-token', {
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      description:
        'Rotates the refresh cookie and answers a new access token. The token rotated in the last 30 seconds ' +
        'answers an access token without a new cookie (two tabs refreshing at once); older used tokens end the session.',
      response: { 200: AuthResponse },
    },
    handler: async (request, reply) => {
      try {
        return answer(reply, await auth.refresh(ctx, request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  });

  api.post('/auth/logout', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: MessageResponse } },
    handler: async (request, reply) => {
      await auth.logout(ctx, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { success: true as const, message: 'Logout effettuato.' };
    },
  });

  api.post('/auth/change-password', {
    config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      security: [{ bearer: [] }],
      body: ChangePasswordRequest,
      response: { 200: AuthResponse.extend({ message: z.string() }) },
    },
    handler: async (request, reply) => {
      const session = await auth.changePassword(ctx, requireUser(request).id, request.body);
      return {
        ...answer(reply, session),
        message: 'Password cambiata con successo! Una email di conferma è stata inviata al tuo indirizzo email.',
      };
    },
  });

  api.post('/auth/forgot-password', {
    // Per address here; per email (3 an hour, silently) in the service.
    config: { access: 'public', rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], body: PasswordResetRequest, response: { 200: MessageResponse } },
    handler: async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email);
      return {
        success: true as const,
        message: "Se l'email è registrata, riceverai a breve un link per reimpostare la password.",
      };
    },
  });

  api.post('/auth/reset-password', {
    config: { access: 'public', rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], body: PasswordResetConfirm, response: { 200: MessageResponse } },
    handler: async (request) => {
      await auth.confirmPasswordReset(ctx, request.body.token, request.body.newPassword);
      return { success: true as const, message: 'Password reimpostata. Ora puoi accedere con la nuova password.' };
    },
  });
}
