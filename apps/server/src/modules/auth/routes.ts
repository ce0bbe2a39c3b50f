import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { retryAfterIt } from '../../infra/rate-limiter';
import { route } from '../../infra/route';
import { tooManyRequests } from '../../infra/too-many-requests';
import { clearLoginAttempts, countLoginAttempt } from './account-limits';
import * as auth from './service';

export const REFRESH_COOKIE = 'rt';
const COOKIE_PATH = '/api/auth';

/** The refresh cookie of a new session (also set by a profile save that changed the password). */
export function setSessionCookie(ctx: AppContext, reply: FastifyReply, refresh: NonNullable<auth.Session['refresh']>) {
  return reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.cookieSecure,
    path: COOKIE_PATH,
    expires: refresh.expiresAt,
  });
}

export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const setRefreshCookie = (reply: FastifyReply, refresh: NonNullable<auth.Session['refresh']>) =>
    setSessionCookie(ctx, reply, refresh);
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: ctx.config.cookieSecure });
  const answer = (reply: FastifyReply, session: auth.Session) => {
    // A grace answer of /auth/refresh-token carries no cookie: the browser already holds the successor.
    if (session.refresh) setRefreshCookie(reply, session.refresh);
    return { success: true as const, token: session.token, user: session.user };
  };

  route(app, 'register', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const session = await auth.register(ctx, request.body);
      return reply.status(201).send(answer(reply, session));
    },
  });

  route(app, 'login', {
    config: {
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
    handler: async (request, reply) => {
      // And 5 failures a minute per account whatever the address, in the shared counters (account-limits.ts).
      const { email } = request.body;
      const attempt = await countLoginAttempt(ctx, email);
      if (!attempt.allowed) throw tooManyRequests(reply, 'LOGIN_RATE_LIMITED', 'Troppi tentativi di accesso.', attempt.resetInMs);
      const session = await auth.login(ctx, request.body);
      await clearLoginAttempts(ctx, email);
      return answer(reply, session);
    },
  });

  route(app, 'currentUser', {
    handler: async (request) => auth.currentUser(ctx, requireUser(request).id),
  });

  route(app, 'refreshToken', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      try {
        return answer(reply, await auth.refresh(ctx, request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  });

  route(app, 'logout', {
    handler: async (request, reply) => {
      await auth.logout(ctx, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { success: true as const, message: 'Logout effettuato.' };
    },
  });

  route(app, 'changePassword', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const session = await auth.changePassword(ctx, requireUser(request).id, request.body);
      return {
        ...answer(reply, session),
        message: 'Password cambiata con successo! Una email di conferma è stata inviata al tuo indirizzo email.',
      };
    },
  });

  // Per address here; per email (3 an hour, silently) in the service.
  route(app, 'requestPasswordReset', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email);
      return {
        success: true as const,
        message: "Se l'email è registrata, riceverai a breve un link per reimpostare la password.",
      };
    },
  });

  route(app, 'confirmPasswordReset', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request) => {
      await auth.confirmPasswordReset(ctx, request.body.token, request.body.newPassword);
      return { success: true as const, message: 'Password reimpostata. Ora puoi accedere con la nuova password.' };
    },
  });
}
