/**
 * Counters for the server's own limits (failed logins per account, bookings per email or phone, socket rooms):
 * fixed windows keyed by a string. One interface, two stores: memory for a single instance and Redis
 * (infra/rate-limiter-redis.ts) when REDIS_URL is set, so a limit holds across every instance.
 */
export interface RateLimitHit {
  /** True while the count in this window is at most `max`. */
  allowed: boolean;
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

export interface RateLimiter {
  /** Counts one hit on `key` in a window of `windowMs` and says whether it is still within `max`. */
  hit(key: string, max: number, windowMs: number): Promise<RateLimitHit>;
  /** The current count without adding a hit (for checks that count only failures). */
  peek(key: string, max: number): Promise<RateLimitHit>;
  /**
   * Takes back one hit of the current window (never below 0): a limit that counts an attempt before its outcome
   * is known (so parallel attempts cannot slip under it) gives the hit back when the attempt turns out fine.
   */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(nowMs: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweeps = 0;
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && w.endsAt <= nowMs()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  // Drops ended windows now and then so a flood of distinct keys cannot grow the map forever.
  const sweep = () => {
    if (++sweeps % 1000 !== 0) return;
    const now = nowMs();
    for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
  };
  return {
    async hit(key, max, windowMs) {
      sweep();
      const w = current(key) ?? { count: 0, endsAt: nowMs() + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { allowed: w.count <= max, count: w.count, resetInMs: Math.max(0, w.endsAt - nowMs()) };
    },
    async peek(key, max) {
      const w = current(key);
      if (!w) return { allowed: true, count: 0, resetInMs: 0 };
      return { allowed: w.count < max, count: w.count, resetInMs: Math.max(0, w.endsAt - nowMs()) };
    },
    async release(key) {
      const w = current(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
