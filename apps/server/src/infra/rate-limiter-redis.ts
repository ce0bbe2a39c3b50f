import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { memoryRateLimiter, type RateLimiter, type RateLimitHit } from './rate-limiter';

/**
 * The RateLimiter on Redis: one counter per key shared by every instance, so a limit holds however the load
 * balancer spreads the requests. A Lua script makes INCR and PEXPIRE one atomic step (a crash between the two
 * would leave a counter that never expires and locks the key out for good).
 *
 * When Redis cannot answer (down, unreachable, slower than the client's command timeout), the limiter falls
 * back to counting in this instance's memory: neither fail-open nor fail-closed, but per-instance limits.
 * Fail-closed would turn a cache outage into an outage of sign-in and booking; fail-open would drop the
 * brute-force protection exactly while nobody watches it. Counting locally keeps every limit in force on each
 * instance (at most N times the limit across N instances) until Redis is back.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {count, ttl}
`;

// Only a live counter above 0 goes down: a window that ended meanwhile is not revived without its expiry.
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 and redis.call('PTTL', KEYS[1]) > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type Counter = [count: number, ttlMs: number];
type LimiterCommands = Redis & {
  barberLimitHit(key: string, windowMs: number): Promise<Counter>;
  barberLimitPeek(key: string): Promise<Counter>;
  barberLimitRelease(key: string): Promise<number>;
};

export interface RedisRateLimiterOptions {
  /** Namespace of the keys, so the counters never mix with other data in the same Redis. */
  prefix?: string;
  /** Told about each failed Redis call (the caller logs, at a bounded rate). */
  onError?: (error: unknown) => void;
}

export function redisRateLimiter(client: Redis, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'barber:limit:';
  const fallback = memoryRateLimiter();
  const commands = client as LimiterCommands;
  if (typeof commands.barberLimitHit !== 'function') {
    client.defineCommand('barberLimitHit', { numberOfKeys: 1, lua: HIT });
    client.defineCommand('barberLimitPeek', { numberOfKeys: 1, lua: PEEK });
  }
  if (typeof commands.barberLimitRelease !== 'function') {
    client.defineCommand('barberLimitRelease', { numberOfKeys: 1, lua: RELEASE });
  }
  // Keys name accounts, emails and addresses: Redis keeps only their hash, so no personal data sits in it.
  const redisKey = (key: string) => prefix + createHash('sha256').update(key).digest('base64url');
  const degraded = async <T>(error: unknown, local: () => Promise<T>) => {
    options.onError?.(error);
    return local();
  };

  return {
    async hit(key, max, windowMs): Promise<RateLimitHit> {
      try {
        const [count, ttl] = await commands.barberLimitHit(redisKey(key), windowMs);
        return { allowed: count <= max, count, resetInMs: Math.max(0, ttl) };
      } catch (error) {
        return degraded(error, () => fallback.hit(key, max, windowMs));
      }
    },
    async peek(key, max): Promise<RateLimitHit> {
      try {
        const [count, ttl] = await commands.barberLimitPeek(redisKey(key));
        return { allowed: count < max, count, resetInMs: count === 0 ? 0 : ttl };
      } catch (error) {
        return degraded(error, () => fallback.peek(key, max));
      }
    },
    async release(key) {
      await fallback.release(key);
      try {
        await commands.barberLimitRelease(redisKey(key));
      } catch (error) {
        options.onError?.(error);
      }
    },
    async reset(key) {
      // Both stores: a count made locally during an outage must not outlive a successful login either.
      await fallback.reset(key);
      try {
        await client.del(redisKey(key));
      } catch (error) {
        options.onError?.(error);
      }
    },
    async close() {
      // The connection belongs to infra/redis.ts, which closes it with the app.
      await fallback.close();
    },
  };
}
