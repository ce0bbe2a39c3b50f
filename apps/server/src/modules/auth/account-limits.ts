import type { AppContext } from '../../infra/context';
import type { RateLimitHit } from '../../infra/rate-limiter';

/**
 * Limits per account rather than per address, kept in ctx.limiter (Redis with several instances), so rotating
 * addresses (X-Forwarded-For behind TRUST_PROXY, a botnet) does not multiply them. They come on top of the
 * per-address limits of @fastify/rate-limit on the same routes.
 */
export const LOGIN_WINDOW_MS = 60_000;
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUEST_WINDOW_MS = 60 * 60_000;

const loginKey = (email: string) => `login-fail:${email}`;
const resetKey = (email: string) => `reset-request:${email}`;

/**
 * Counts a login attempt on the account before the password is checked, and says whether it may go on:
 * ctx.config.loginRateLimit (5) a minute. A successful login clears the count, so what is capped is a run of
 * failures; counting first (not peek, then count the failure) keeps parallel attempts from all slipping under
 * the cap, and a right password inside a capped window is refused like a wrong one.
 */
export function countLoginAttempt(ctx: AppContext, email: string): Promise<RateLimitHit> {
  return ctx.limiter.hit(loginKey(email), ctx.config.loginRateLimit, LOGIN_WINDOW_MS);
}

export function clearLoginAttempts(ctx: AppContext, email: string): Promise<void> {
  return ctx.limiter.reset(loginKey(email));
}

/** Reset emails to one address: 3 an hour. Beyond that the form answers the same, and nothing is sent. */
export async function resetRequestAllowed(ctx: AppContext, email: string): Promise<boolean> {
  return (await ctx.limiter.hit(resetKey(email), RESET_REQUESTS_PER_EMAIL, RESET_REQUEST_WINDOW_MS)).allowed;
}
