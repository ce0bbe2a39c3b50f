import { inject } from 'vitest';

/**
 * The demo server of this journey worker (support/server.ts starts one per worker): worker N of the pool
 * (VITEST_POOL_ID, from 1) talks to the N-th, so two files running at once never share a server.
 */
export function baseURL(): string {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}
