import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/infra/config';

/**
 * The app's settings for a bench run: a secret of its own (the bench depends on no test-only default and writes
 * nothing to the data folder), and the login and public-form limits out of the way: the bench is one address
 * sending thousands of requests, and a 429 would measure the limiter instead of the route.
 */
export function benchConfig(): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: join(tmpdir(), 'barber-bench') }),
    loginRateLimit: 1_000_000,
    loginAddressRateLimit: 1_000_000,
    publicFormRateLimit: 1_000_000,
  };
}

/** Listens on a free loopback port; answers the API's base URL (`http://127.0.0.1:<port>/api`). */
export async function listenForBench(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
}
