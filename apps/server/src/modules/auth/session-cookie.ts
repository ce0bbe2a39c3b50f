import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../infra/context';
import type { Session } from './service';

/** The refresh token's cookie: only /api/auth reads it, and no script. */
export const REFRESH_COOKIE = 'rt';
const COOKIE_PATH = '/api/auth';

/** The refresh cookie of a new session (a sign-in, or a profile change that starts a new session). */
export function setSessionCookie(ctx: AppContext, reply: FastifyReply, refresh: NonNullable<Session['refresh']>) {
  return reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.cookieSecure,
    path: COOKIE_PATH,
    expires: refresh.expiresAt,
  });
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply) {
  return reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: ctx.config.cookieSecure });
}
