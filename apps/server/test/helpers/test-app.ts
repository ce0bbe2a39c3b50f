import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { apiRoutes, type RouteName } from '@barber/shared/api-routes';
import { routeUrl, type CallInput } from '@barber/shared/contract/call';
import { buildApp, type BuildOptions, type BuiltApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/infra/config';
import type { Database } from '../../src/db/client';
import { diskStorage } from '../../src/infra/storage/disk-storage';
import { freshDatabase } from './database';
import { applyTestPlan, type TestPlan } from './subscriptions';

/** A clock the tests move by hand; it starts at the real time unless set. */
export class TestClock {
  private current: Date | undefined;
  now = () => this.current ?? new Date();
  set(date: Date | string) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.now().getTime() + ms);
  }
}

/** Who calls and what else goes with a call: a test user's token, more headers, cookies. */
export interface CallExtras {
  as?: { auth: Record<string, string> };
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** The caller's IP address (per-address rate limits); light-my-request's default otherwise. */
  remoteAddress?: string;
}

/** Each part (params, query, body) may be left out when every field in it is optional (e.g. a list's filters). */
type Omissible<T> = { [P in keyof T as object extends Pick<T, P> ? P : object extends T[P] ? P : never]?: T[P] } & {
  [P in keyof T as object extends Pick<T, P> ? never : object extends T[P] ? never : P]: T[P];
};
type TestCallInput<K extends RouteName> = Omissible<CallInput<K>> & CallExtras;
/** A call's input as the contract types it, plus the extras; optional when the route takes nothing required. */
type CallArgs<K extends RouteName> = object extends TestCallInput<K> ? [input?: TestCallInput<K>] : [input: TestCallInput<K>];

/** A call with input the contract does not allow (bad-input tests): the address still comes from the contract. */
export interface RawCall extends CallExtras {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface TestApp extends BuiltApp {
  database: Database;
  /** This app's own uploads folder (removed on close). */
  uploadsDir: string;
  clock: TestClock;
  /**
   * A raw request, only for what no contract route names: static files, web pages, a path that must 404, OPTIONS,
   * sweeps over the registered route table, the original clients' literal paths. A comment at the call says which.
   */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Calls a route by its contract name: `t.call('login', { body: { email, password } })`, typed by the contract. */
  call<K extends RouteName>(name: K, ...input: CallArgs<K>): Promise<LightMyRequestResponse>;
  /** The same route by name with any input, for tests of bad input. */
  callRaw(name: RouteName, input?: RawCall): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Longest a request of the tests may take before it counts as hung. Far above any real answer (milliseconds) and
 * below the tests' own timeout, so a hang names the request instead of ending as 'Test timed out'.
 */
const REQUEST_DEADLINE_MS = 20_000;

function answered(response: Promise<LightMyRequestResponse>, what: string): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer in ${REQUEST_DEADLINE_MS / 1000} s`)), REQUEST_DEADLINE_MS);
  });
  return Promise.race([response, deadline]).finally(() => clearTimeout(timer));
}

/** The inject options of a contract route: method and path from the contract, params filled in, under /api. */
export function contractRequest(name: RouteName, input: RawCall = {}): InjectOptions {
  const address = apiRoutes[name];
  const headers = { ...input.as?.auth, ...input.headers };
  return {
    method: address.method,
    url: `/api${routeUrl(address.path, input.params, input.query)}`,
    ...(input.body === undefined ? {} : { payload: input.body as InjectOptions['payload'] }),
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(input.cookies ? { cookies: input.cookies } : {}),
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
  };
}

/** The real app (every plugin, hook and module) on a fresh database, driven with fastify.inject. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'paymentProvider' | 'emailTransport' | 'smsTransport'> & {
    /** The shop's subscription (issue 12): an active unlimited plan unless a test asks for another. */
    plan?: TestPlan;
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  await applyTestPlan(database.db, options.plan ?? 'unlimited');
  const clock = new TestClock();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/barber-test-data', JOBS_POLL_MS: '50' }),
    // High limits by default so concurrency tests are not throttled; rate-limit tests lower them.
    loginRateLimit: 1000,
    loginAddressRateLimit: 1000,
    publicFormRateLimit: 10_000,
    ...overrides,
  };
  const uploadsDir = mkdtempSync(join(tmpdir(), 'barber-uploads-'));
  const { plan: _plan, ...buildOptions } = options;
  const built = await buildApp({ config, database, now: clock.now, storage: diskStorage(uploadsDir), ...buildOptions });
  await built.app.ready();
  const app: FastifyInstance = built.app;
  const inject = (options: InjectOptions) =>
    answered(app.inject(options), `${options.method ?? 'GET'} ${String(options.url ?? options.path).slice(0, 120)}`);
  return {
    ...built,
    database,
    uploadsDir,
    clock,
    inject,
    call: (name, ...[input]) => inject(contractRequest(name, input as RawCall | undefined)),
    callRaw: (name, input) => inject(contractRequest(name, input)),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
