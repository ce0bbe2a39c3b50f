import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis, type RedisOptions } from 'ioredis';
import type { RateLimiter } from './rate-limiter';
import { redisRateLimiter } from './rate-limiter-redis';

/**
 * Shared state for several instances behind one load balancer (REDIS_URL): the socket.io adapter, so an event
 * raised on one instance reaches pages connected to any other, and the rate-limit counters.
 *
 * Redis is a helper here, never a dependency of a request: an outage is logged, the limits fall back to each
 * instance's memory (see rate-limiter-redis.ts) and realtime events reach only the pages connected to the
 * instance that raised them (pages still refetch when they reconnect). Nothing waits for Redis for long and
 * no Redis error can end the process.
 */
export interface RedisServices {
  limiter: RateLimiter;
  /** For @fastify/rate-limit's `store` option: the route limits count in the same shared limiter. */
  rateLimitStore: FastifyRateLimitStoreCtor;
  /** For socket.io's `adapter` option. */
  socketAdapter: ReturnType<typeof createAdapter>;
  /**
   * The subscriber's state, for what must hear every other instance or nothing (the slot cache, ADR 0076): whether
   * it is connected, and each time it connects (messages sent while it was away are lost).
   */
  link: { connected(): boolean; onConnected(listener: () => void): void };
  /** Resolves true once both connections answer (subscriptions included), false after `timeoutMs`. */
  ready(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

// Rate-limit checks sit in front of sign-in and booking: a slow Redis must not make them slow.
const COMMAND_TIMEOUT_MS = 500;
const LOG_EVERY_MS = 30_000;

export function connectRedis(url: string, log: FastifyBaseLogger): RedisServices {
  const retryStrategy = (attempt: number) => Math.min(attempt * 200, 5_000);
  const base: RedisOptions = { retryStrategy, connectionName: 'barber-studio' };
  // Commands and publishing: no offline queue, so while Redis is away a call fails at once and the limiter
  // counts locally instead of queueing requests behind a reconnection.
  const client = new Redis(url, { ...base, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS });
  // The subscriber keeps its subscriptions queued until Redis answers (it resubscribes by itself after a drop).
  const subscriber = new Redis(url, { ...base, maxRetriesPerRequest: null });

  const report = throttledReporter(log);
  client.on('error', (error) => report('commands', error));
  subscriber.on('error', (error) => report('subscriber', error));
  client.on('ready', () => report.recovered('commands'));
  subscriber.on('ready', () => report.recovered('subscriber'));
  // The socket.io adapter calls these without handling their promises: a rejection there (Redis away) would be
  // an unhandled rejection, which ends a Node process. Each failure is logged instead.
  guardPromises(client, ['publish'], (error) => report('commands', error));
  guardPromises(subscriber, ['psubscribe', 'punsubscribe', 'subscribe', 'unsubscribe'], (error) => report('subscriber', error));

  const limiter = redisRateLimiter(client, { onError: (error) => report('commands', error) });
  // 'ready' comes before ioredis sends the SUBSCRIBE commands again: a PING queued after them (on the next turn)
  // answers once they are in place. Only then does this instance hear the others again.
  const linkListeners: (() => void)[] = [];
  let linked = false;
  subscriber.on('ready', () => {
    linked = false;
    setImmediate(() => {
      subscriber.ping().then(
        () => {
          if (subscriber.status !== 'ready') return;
          linked = true;
          for (const listener of linkListeners) listener();
        },
        (error: unknown) => report('subscriber', error),
      );
    });
  });
  subscriber.on('close', () => (linked = false));
  let closed = false;
  return {
    limiter,
    rateLimitStore: rateLimitStore(limiter),
    socketAdapter: createAdapter(client, subscriber, { key: 'barber-studio:socket.io' }),
    link: {
      connected: () => linked && subscriber.status === 'ready',
      onConnected: (listener) => linkListeners.push(listener),
    },
    async ready(timeoutMs) {
      const connected = (connection: Redis) =>
        connection.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => connection.once('ready', () => resolve()));
      // A PING answered on the subscriber means the subscriptions queued before it are in place too.
      const answered = Promise.all([connected(client), connected(subscriber)])
        .then(() => subscriber.ping())
        .then(
          () => true,
          () => false,
        );
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      const ok = await Promise.race([answered, timeout]);
      clearTimeout(timer);
      if (!ok) log.warn({ redis: redactUrl(url) }, 'Redis is not reachable yet: rate limits count per instance and realtime events stay on this instance until it is');
      return ok;
    },
    async close() {
      if (closed) return;
      closed = true;
      // QUIT lets replies in flight arrive; a connection that is down is just dropped.
      await Promise.all(
        [client, subscriber].map((connection) =>
          connection.status === 'ready' ? connection.quit().catch(() => connection.disconnect()) : connection.disconnect(),
        ),
      );
    },
  };
}

/**
 * A @fastify/rate-limit store on the shared limiter. The plugin's own `redis` option would either fail every
 * request or skip every limit while Redis is away; this store keeps the same per-instance fallback as the
 * server's other limits. Each route counts under its own prefix, as with the plugin's stores.
 */
export function rateLimitStore(limiter: RateLimiter): FastifyRateLimitStoreCtor {
  class LimiterStore {
    private readonly prefix: string;
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'route:';
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      limiter.hit(this.prefix + key, max, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, _timeWindow: number, max: number) {
      limiter.peek(this.prefix + key, max).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(params: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = params.routeInfo ?? {};
      return new LimiterStore(`${this.prefix}${String(route.method ?? '')}${route.url ?? ''}:`);
    }
  }
  return LimiterStore as unknown as FastifyRateLimitStoreCtor;
}

/** Logs Redis trouble once per connection and then at most every 30 seconds, and says when it is over. */
function throttledReporter(log: FastifyBaseLogger) {
  const lastLogged = new Map<string, number>();
  const failing = new Set<string>();
  const report = (what: string, error: unknown) => {
    failing.add(what);
    const now = Date.now();
    if (now - (lastLogged.get(what) ?? 0) < LOG_EVERY_MS) return;
    lastLogged.set(what, now);
    log.warn({ err: error, redis: what }, 'Redis unavailable: rate limits count per instance, realtime events stay on this instance');
  };
  report.recovered = (what: string) => {
    if (!failing.delete(what)) return;
    lastLogged.delete(what);
    log.info({ redis: what }, 'Redis reachable again');
  };
  return report;
}

function guardPromises(connection: Redis, methods: string[], onError: (error: unknown) => void) {
  const target = connection as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of methods) {
    const original = target[method]!.bind(connection);
    target[method] = (...args: unknown[]) =>
      original(...args).catch((error: unknown) => {
        onError(error);
        return 0;
      });
  }
}

/** The URL without its password, for logs. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis://…';
  }
}
