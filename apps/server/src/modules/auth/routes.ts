import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, PasswordResetRequest, isResetLinkRequest } from '@barber/shared/schemas/auth';
import { errorMessagesIt } from '@barber/shared/messages/it';
import { requireUser } from '../../infra/access';
import type { AppContext } from '../../infra/context';
import { AppError } from '../../infra/errors';
import { route } from '../../infra/route';
import { requestLanguage } from '../../infra/caller-language';
import { assertSiteAllowed } from '../../infra/site-check';
import { tooManyRequests } from '../../infra/too-many-requests';
import {
  clearLoginAttempts,
  confirmationResendAllowed,
  countAddressAttempt,
  countLoginAttempt,
  releaseAddressAttempt,
} from './account-limits';
import { refreshWithBearer } from './bearer-refresh';
import { confirmEmail, resendConfirmation } from './email-confirmation';
import * as auth from './service';
import { moduleMessagesIt } from '@barber/shared/messages/modules-it';
import { clearSessionCookie, REFRESH_COOKIE, setSessionCookie } from './session-cookie';

/** The token of an `Authorization: Bearer …` header, if any. */
const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return token || undefined;
};

export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const setRefreshCookie = (reply: FastifyReply, refresh: NonNullable<auth.Session['refresh']>) =>
    setSessionCookie(ctx, reply, refresh);
  const clearRefreshCookie = (reply: FastifyReply) => clearSessionCookie(ctx, reply);
  const answer = (reply: FastifyReply, session: auth.Session) => {
    // A grace answer of /auth/refresh-token carries no cookie: the browser already holds the successor.
    if (session.refresh) setRefreshCookie(reply, session.refresh);
    return { success: true as const, token: session.token, user: session.user };
  };

  route(app, 'register', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const session = await auth.register(ctx, request.body, requestLanguage(request));
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
          new AppError('LOGIN_RATE_LIMITED', moduleMessagesIt.retryLater(moduleMessagesIt.tooManyLogins, context.ttl)),
      },
    },
    handler: async (request, reply) => {
      const { email } = request.body;
      // Failures from one address across every account (password spraying, ADR 0032): the attempt is counted
      // before the password is checked, so parallel ones cannot slip under the cap, and given back if it succeeds.
      const address = await countAddressAttempt(ctx, request.ip);
      if (!address.allowed) throw tooManyRequests(reply, 'LOGIN_RATE_LIMITED', moduleMessagesIt.tooManyLogins, address.resetInMs);
      // And 5 failures a minute per account whatever the address, in the shared counters (account-limits.ts).
      const attempt = await countLoginAttempt(ctx, email);
      if (!attempt.allowed) throw tooManyRequests(reply, 'LOGIN_RATE_LIMITED', moduleMessagesIt.tooManyLogins, attempt.resetInMs);
      const session = await auth.login(ctx, request.body);
      await clearLoginAttempts(ctx, email);
      await releaseAddressAttempt(ctx, request.ip);
      return answer(reply, session);
    },
  });

  route(app, 'currentUser', {
    handler: async (request) => auth.currentUser(ctx, requireUser(request).id),
  });

  route(app, 'refreshToken', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const site = assertSiteAllowed(request, ctx.config);
      const cookie = request.cookies[REFRESH_COOKIE];
      const bearer = bearerOf(request);
      // Cross-origin clients that never hold the cookie (ADR 0034): only when the operator turned it on, and only
      // from a listed origin; the app's own pages and everyone else keep the cookie.
      if (!cookie && bearer && ctx.config.bearerRefresh && site === 'listed') {
        const session = await refreshWithBearer(ctx, bearer);
        return { success: true as const, token: session.token, user: session.user };
      }
      try {
        return answer(reply, await auth.refresh(ctx, cookie));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  });

  route(app, 'logout', {
    handler: async (request, reply) => {
      assertSiteAllowed(request, ctx.config);
      await auth.logout(ctx, request.cookies[REFRESH_COOKIE], bearerOf(request));
      clearRefreshCookie(reply);
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  });

  route(app, 'changePassword', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const session = await auth.changePassword(ctx, requireUser(request), request.body);
      return { ...answer(reply, session), message: ACCOUNT_MESSAGES.passwordChanged };
    },
  });

  // Per address here; per email (3 an hour, silently) in the service.
  route(app, 'requestPasswordReset', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request) => {
      await auth.requestPasswordReset(ctx, request.body.email);
      return { success: true as const, message: ACCOUNT_MESSAGES.resetLinkRequested };
    },
  });

  route(app, 'confirmPasswordReset', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request) => {
      const body = request.body;
      // The original client asks for the link here with {email}: the same request, limits and answer as above.
      if (isResetLinkRequest(body)) {
        await auth.requestPasswordReset(ctx, PasswordResetRequest.parse(body).email);
        return { success: true as const, message: ACCOUNT_MESSAGES.resetLinkRequested };
      }
      await auth.confirmPasswordReset(ctx, String(body.token), String(body.newPassword));
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordReset };
    },
  });

  route(app, 'confirmEmail', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request) => {
      const outcome = await confirmEmail(ctx, request.body.token);
      return {
        success: true as const,
        message: outcome === 'confirmed' ? ACCOUNT_MESSAGES.emailConfirmed : ACCOUNT_MESSAGES.emailAlreadyConfirmed,
      };
    },
  });

  route(app, 'resendEmailConfirmation', {
    config: { rateLimit: { max: ctx.config.publicFormRateLimit, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const user = requireUser(request);
      // 3 links an hour per account: a mailbox is not to be flooded from a logged-in session either.
      const allowed = await confirmationResendAllowed(ctx, user.id);
      if (!allowed.allowed) {
        throw tooManyRequests(reply, 'CONFIRM_RATE_LIMITED', errorMessagesIt.CONFIRM_RATE_LIMITED, allowed.resetInMs);
      }
      const outcome = await resendConfirmation(ctx, user.id);
      return {
        success: true as const,
        message: outcome.sent ? ACCOUNT_MESSAGES.confirmationSent(outcome.email) : ACCOUNT_MESSAGES.emailAlreadyConfirmed,
      };
    },
  });
}
