import { isIPv6 } from 'node:net';
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

/** Failed logins from one client address across every account (ADR 0032): LOGIN_ADDRESS_RATE_LIMIT in 10 minutes. */
export const ADDRESS_WINDOW_MS = 10 * 60_000;
const addressKey = (ip: string) => `login-fail-address:${addressBucket(ip)}`;

/**
 * The unit an attacker cannot cheaply multiply: an IPv4 address, or the /64 network of an IPv6 one (a single
 * host usually holds a whole /64 and can rotate through it). IPv4-mapped IPv6 addresses count as IPv4.
 */
export function addressBucket(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Counts a login attempt from the address before the password is checked; given back when the login succeeds. */
export function countAddressAttempt(ctx: AppContext, ip: string): Promise<RateLimitHit> {
  return ctx.limiter.hit(addressKey(ip), ctx.config.loginAddressRateLimit, ADDRESS_WINDOW_MS);
}

export function releaseAddressAttempt(ctx: AppContext, ip: string): Promise<void> {
  return ctx.limiter.release(addressKey(ip));
}

/** New confirmation links for one account: 3 an hour ('Invia di nuovo il link', ADR 0031). */
export const CONFIRMATION_RESENDS_PER_HOUR = 3;

export function confirmationResendAllowed(ctx: AppContext, userId: string): Promise<RateLimitHit> {
  return ctx.limiter.hit(`email-confirmation:${userId}`, CONFIRMATION_RESENDS_PER_HOUR, 60 * 60_000);
}
