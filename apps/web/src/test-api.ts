import { vi, type Mock } from 'vitest';
import { apiRoutes, type RouteName } from '@barber/shared/api-routes';
import type { CallAnswer } from '@barber/shared/contract/call';

/**
 * The API for component tests, keyed by the contract's route names (ADR 0042): `stubApi({ publicBarbers: [...] })`
 * answers GET /api/appointments/public/barbers with that list, typed by the route's answer schema, so a stub cannot
 * drift from the contract and a path changes in one place. A call no stub answers fails the test, naming the route.
 */
export interface StubRequest {
  /** The contract route called, and its method: what a test reads when the order of different calls matters. */
  route: RouteName;
  method: string;
  /** When the call was made (Date.now(), so fake timers move it): for tests about when a call comes. */
  at: number;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body, or the FormData / text as sent. */
  body: unknown;
  init: RequestInit;
}

/** An answer other than 200 with JSON (an error, a 204): `reply(409, { success: false, message })`. */
export class StubReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body?: unknown) => new StubReply(status, body);

type Answer<K extends RouteName> = CallAnswer<K> | StubReply | Response;
export type Stub<K extends RouteName> =
  Answer<K> | ((request: StubRequest) => Answer<K> | Promise<Answer<K>>);
export type Stubs = { [K in RouteName]?: Stub<K> };

interface Matcher {
  name: RouteName;
  method: string;
  pattern: RegExp;
  keys: string[];
}

// Literal paths before parameterised ones: '/appointments/public/barbers' is not '/appointments/:id'.
const matchers: Matcher[] = (Object.entries(apiRoutes) as [RouteName, { method: string; path: string }][])
  .map(([name, { method, path }]) => ({
    name,
    method,
    keys: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    pattern: new RegExp(`^/api${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '([^/]+)')}$`),
  }))
  .sort((a, b) => a.keys.length - b.keys.length);

/** The contract route a request is for, with its path parameters. */
export function routeOf(
  method: string,
  pathname: string,
): { name: RouteName; params: Record<string, string> } | undefined {
  for (const matcher of matchers) {
    if (matcher.method !== method) continue;
    const match = matcher.pattern.exec(pathname);
    if (match)
      return {
        name: matcher.name,
        params: Object.fromEntries(matcher.keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)])),
      };
  }
  return undefined;
}

function readBody(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return init.body;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const { status, body } = answer instanceof StubReply ? answer : { status: 200, body: answer };
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type ApiMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>> & {
  /** The calls made to one route, with their params, query and body. */
  callsTo(name: RouteName): StubRequest[];
  /** Every call made, in order, whichever its route. */
  routeCalls(): StubRequest[];
  /** Adds or replaces stubs for the rest of the test. */
  answer(stubs: Stubs): void;
};

export function stubApi(stubs: Stubs = {}): ApiMock {
  const current: Stubs = { ...stubs };
  const seen: StubRequest[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://app.test');
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const route = routeOf(method, url.pathname);
    if (!route) throw new Error(`stubApi: ${method} ${url.pathname} is no route of the contract`);
    const request: StubRequest = {
      route: route.name,
      method,
      at: Date.now(),
      params: route.params,
      query: url.searchParams,
      body: readBody(init),
      init,
    };
    seen.push(request);
    const stub = current[route.name] as Stub<RouteName> | undefined;
    if (stub === undefined)
      throw new Error(`stubApi: no answer for ${route.name} (${method} ${url.pathname})`);
    return toResponse(typeof stub === 'function' ? await stub(request) : stub);
  }) as ApiMock;
  mock.callsTo = (name) => seen.filter((call) => call.route === name);
  mock.routeCalls = () => [...seen];
  mock.answer = (more) => Object.assign(current, more);
  vi.stubGlobal('fetch', mock);
  return mock;
}
