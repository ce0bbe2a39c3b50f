import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app';
import { givenShop } from './booking';
import { makeUser, type TestUser } from './factories';
import { routeShapes, type RouteShape } from './contract-shapes';

/**
 * The malformed-input sweep (malformed-input*.test.ts): every registered /api route gets malformed values in its
 * query, path parameters and body, one field at a time and all together. No answer may be a 5xx, and every 4xx must
 * carry an Italian `message` (no library default such as 'Invalid input', 'Too big' or 'expected string').
 * The admin's sweep is split over files by route (`adminSweep`), so the test pool runs its parts side by side
 * instead of one 80-second file at the end of the run (ADR 0065).
 */
const LONG = 'x'.repeat(3000);
/** Text values, for query strings, path parameters and JSON strings alike. */
const STRINGS = [
  'foo',
  '',
  ' ',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  'NaN',
  'true',
  LONG,
  '2026-11-23T00:00:00.000Z',
  '2026-02-31',
  '../../etc/passwd',
  'çàé 😀 \u202e \u0000',
  '00000000-0000-4000-8000-000000000000',
  "'; drop table users; --",
  '[object Object]',
];
const DEEP = JSON.parse('{"a":'.repeat(2000) + '1' + '}'.repeat(2000)) as unknown;
/** JSON values of the wrong type or shape for a body field. */
const FIELD_VALUES: unknown[] = ['foo', '', '-1', LONG, '2026-11-23T00:00:00.000Z', -1, 0, 1.5, 1e308, true, null, [], ['a', 1], {}, { a: { b: 'c' } }, DEEP];
/** Whole bodies that are not the object a route expects. */
const BODIES: unknown[] = [[], 'foo', 0, null, true, DEEP, { constructor: { prototype: { admin: true } } }, Array.from({ length: 2000 }, () => 'x')];

// English texts of zod, Fastify and ajv: none may reach a client.
const ENGLISH = /\b(invalid|expected|required|must|received|too (big|small)|not found|bad request|unsupported|unexpected|body|querystring|params|string|number|object|array)\b/i;

const VALID_ID = '00000000-0000-4000-8000-000000000000';

function buildUrl(shape: RouteShape, path: Record<string, string>, query: string): string {
  const url = shape.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(path[name] ?? VALID_ID));
  return query ? `${url}?${query}` : url;
}

/** Every request of the sweep for one route: alone and together, query, path and body. */
function requests(shape: RouteShape): InjectOptions[] {
  const out: InjectOptions[] = [];
  const send = (path: Record<string, string>, query: string, body?: unknown, raw?: string) => {
    const options: InjectOptions = { method: shape.method as 'GET', url: buildUrl(shape, path, query) };
    if (raw !== undefined) {
      options.payload = raw;
      options.headers = { 'content-type': 'application/json' };
    } else if (body !== undefined) {
      options.payload = JSON.stringify(body);
      options.headers = { 'content-type': 'application/json' };
    }
    out.push(options);
  };
  const q = (name: string, value: string) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;

  for (const name of shape.pathParams) for (const value of STRINGS) send({ [name]: value }, '');
  for (const name of shape.query) {
    for (const value of STRINGS) send({}, q(name, value));
    send({}, `${q(name, 'a')}&${q(name, '2026-06-01')}`); // an array
    send({}, `${encodeURIComponent(name)}[a]=1&${encodeURIComponent(name)}[b][c]=2`); // an object, qs style
    send({}, `${encodeURIComponent(name)}=%E0%A4%A`); // broken percent-encoding
  }
  if (shape.query.length > 1) for (const value of STRINGS) send({}, shape.query.map((name) => q(name, value)).join('&'));
  send({}, 'unknown=1&__proto__=x&constructor[prototype]=y');

  if (shape.body) {
    for (const name of shape.body) for (const value of FIELD_VALUES) send({}, '', { [name]: value });
    for (const value of [...STRINGS, ...FIELD_VALUES]) {
      send({}, '', Object.fromEntries(shape.body.map((name) => [name, value])));
    }
    for (const body of BODIES) send({}, '', body);
    send({}, '', undefined, '{"unterminated": ');
    send({}, '', undefined, '');
  }
  // Everything at once.
  for (const value of STRINGS) {
    const path = Object.fromEntries(shape.pathParams.map((name) => [name, value]));
    const query = shape.query.map((name) => q(name, value)).join('&');
    send(path, query, shape.body ? Object.fromEntries(shape.body.map((name) => [name, value])) : undefined);
  }
  return out;
}

export interface Outcome {
  failures: string[];
  count: number;
  validationAnswers: number;
}

export async function sweep(t: TestApp, routes: RouteShape[], headers: Record<string, string>): Promise<Outcome> {
  const failures: string[] = [];
  let count = 0;
  let validationAnswers = 0;
  const check = async (options: InjectOptions) => {
    // Raw on purpose: malformed bodies, queries and paths, built from the registered routes, byte for byte.
    const res = await t.inject({ ...options, headers: { ...(options.headers as object), ...headers } });
    const label = `${options.method} ${String(options.url).slice(0, 120)} ${String(options.payload ?? '').slice(0, 80)}`;
    if (res.statusCode >= 500) return failures.push(`${label} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (res.statusCode < 400) return;
    let body: { message?: unknown; code?: unknown };
    try {
      body = res.json();
    } catch {
      return failures.push(`${label} -> ${res.statusCode} without a JSON body`);
    }
    if (body.code === 'VALIDATION') validationAnswers++;
    if (typeof body.message !== 'string' || body.message.length === 0 || ENGLISH.test(body.message)) {
      failures.push(`${label} -> ${res.statusCode} message ${JSON.stringify(body.message)}`);
    }
  };
  for (const shape of routes) {
    const all = requests(shape);
    count += all.length;
    // A few at a time: one route's requests share nothing but the database, and the sweep stays quick.
    for (let i = 0; i < all.length; i += 8) await Promise.all(all.slice(i, i + 8).map(check));
  }
  return { failures, count, validationAnswers };
}


/**
 * The admin's sweep over one part of the routes (every `parts`-th route from `part`): one test per route, so a
 * failure or a slow route names itself. The admin gets past every access rule to the validation.
 */
export function adminSweep(part: number, parts: number): void {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await givenShop(t);
    admin = await makeUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const mine = routeShapes.filter((_shape, index) => index % parts === part);
  describe(`malformed input, the admin's sweep (part ${part + 1} of ${parts})`, () => {
    const admins = { count: 0, validationAnswers: 0 };
    it.each(mine.map((shape) => [`${shape.method} ${shape.url}`, shape] as const))(
      'as the admin, %s: no 5xx, every 4xx in Italian',
      async (_name, shape) => {
        const outcome = await sweep(t, [shape], admin.auth);
        expect(outcome.failures).toEqual([]);
        admins.count += outcome.count;
        admins.validationAnswers += outcome.validationAnswers;
      },
    );

    it("the sweep reached the validation, and the admin's session survived it", async () => {
      expect(admins.count).toBeGreaterThan(3000 / parts);
      // The admin passes every access rule: most answers came from the validation, not the doors.
      expect(admins.validationAnswers).toBeGreaterThan(admins.count / 2);
      expect((await t.call('currentUser', { as: admin })).statusCode).toBe(200);
    });
  });
}
