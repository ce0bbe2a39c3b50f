import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { contract } from '@barber/shared/contract';
import type { ContractRoute } from '@barber/shared/contract/define';
import type { Role } from '@barber/shared/schemas/auth';
import { createTestApp, type TestApp } from './test-app';
import { givenShop } from './booking';
import { makeUser, type TestUser } from './factories';
import { keysOf } from './contract-shapes';

/**
 * Issue 17, item 9: no validation text from a library's defaults reaches a person. For EVERY route of the
 * contract, as a user the route lets in (so the request gets past the door to the validation), it sends bad
 * input built from the route's own schemas: wrong types, too long texts, missing fields, bad path parameters,
 * bad query values, malformed JSON, a wrong content type, a too large body. Every 4xx answer's message (and
 * each field message) must read as Italian and hold none of the English words zod, Fastify or ajv use.
 * malformed-input.test.ts sweeps the registered routes with odd values for 5xx; this one reads the words.
 * The routes are split over files (`italianSweep`, italian-messages-{1,2}.test.ts), so the test pool runs the
 * parts side by side instead of one 70-second file at the end of the run (ADR 0070).
 */
let t: TestApp;
const users = {} as Record<Role, TestUser>;

const ENGLISH =
  /\b(expected|invalid|must|required|too|received|should|unexpected|body|route|not found|string|number|boolean|object|array|characters?|input|error|allowed|unsupported|media type|request|payload|property|properties|format|length|greater|less|than|empty|missing|unknown|match|pattern|failed|cannot|does not|is not|bad)\b/i;
/** Words an Italian sentence of the API almost always holds (or an accented letter). */
const ITALIAN =
  /[àèéìòù]|\b(non|il|lo|la|le|di|del|della|dei|un|una|per|deve|campo|valore|testo|data|ora|orario|troppo|troppi|formato|richiesta|riprova|inserisci|servono|pagina|trovat[oaie]|accesso|consentit[oa]|scegli|indirizzo|identificativo|elementi|numero|vero|falso|messaggio|vuoto|sono|i|campi|obbligatori[oa]?|richiest[oaie]|nuova|tutti|errore|riprova|accedi|effettua|prenotazione|appuntamento|link)\b/i;

const UUID = '00000000-0000-4000-8000-000000000000';
const LONG = 'x'.repeat(5000);

/** Who may call a route: nobody needed for public routes, else a user with an allowed role. */
function authFor(route: ContractRoute): Record<string, string> {
  if (route.access === 'public') return {};
  if (route.access === 'user') return users.client.auth;
  return users[route.access[0]!].auth;
}

const WRONG_VALUES: unknown[] = [12345, -1, 1.5, true, null, [], ['a', 1], {}, { a: 1 }, '', ' ', 'x', LONG];

function requestsFor(route: ContractRoute): InjectOptions[] {
  const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const url = (values: Record<string, string> = {}, query = '') =>
    `/api${route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? UUID))}${query ? `?${query}` : ''}`;
  const method = route.method;
  const out: InjectOptions[] = [];
  const json = (body: string, path = url()): InjectOptions => ({ method, url: path, payload: body, headers: { 'content-type': 'application/json' } });

  for (const name of params) for (const value of ['non-un-id', '0', LONG.slice(0, 300), '%E0%A4%A']) out.push({ method, url: url({ [name]: value }) });

  const queryKeys = keysOf(route.query);
  if (queryKeys.length > 0) out.push({ method, url: url() }); // every query field missing
  for (const name of queryKeys) {
    for (const value of ['x', '-1', '1.5', 'true', '2026-02-31', '25:99', LONG.slice(0, 3000)]) {
      out.push({ method, url: url({}, `${encodeURIComponent(name)}=${encodeURIComponent(value)}`) });
    }
    out.push({ method, url: url({}, `${name}=a&${name}=b`) });
    out.push({ method, url: url({}, `${name}[a]=1`) });
  }
  if (route.query) out.push({ method, url: url({}, 'campoSconosciuto=1') });

  const headerKeys = keysOf(route.headers);
  for (const name of headerKeys) out.push({ method, url: url(), headers: { [name]: LONG.slice(0, 500) } });

  if (route.body) {
    const bodyKeys = keysOf(route.body);
    out.push(json('{}'));
    for (const whole of ['[]', '"testo"', '0', 'null', 'true']) out.push(json(whole));
    out.push(json('{"unterminated": '));
    out.push(json(''));
    out.push(json('{"a":1}{"b":2}'));
    out.push({ method, url: url(), payload: 'a=1', headers: { 'content-type': 'text/plain' } });
    out.push({ method, url: url(), payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    out.push(json(JSON.stringify({ a: 'x'.repeat(200 * 1024) })));
    out.push(json(JSON.stringify({ campoSconosciuto: 1 })));
    for (const name of bodyKeys) for (const value of WRONG_VALUES) out.push(json(JSON.stringify({ [name]: value })));
    for (const value of WRONG_VALUES) out.push(json(JSON.stringify(Object.fromEntries(bodyKeys.map((k) => [k, value])))));
  }
  return out;
}

interface Failure {
  request: string;
  status: number;
  text: string;
}

function wordsOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const texts = [typeof message === 'string' ? message : ''];
  if (Array.isArray(errors)) for (const e of errors) if (typeof e?.message === 'string') texts.push(e.message as string);
  return texts;
}

async function check(options: InjectOptions, auth: Record<string, string>, failures: Failure[]): Promise<number> {
  // Raw on purpose: the sweep sends hand-made bad requests (any method, path and bytes) to every registered route.
  const res = await t.inject({ ...options, headers: { ...auth, ...(options.headers as Record<string, string>) } });
  const request = `${options.method} ${String(options.url).slice(0, 100)} ${String(options.payload ?? '').slice(0, 60)}`;
  if (res.statusCode >= 500) {
    failures.push({ request, status: res.statusCode, text: res.body.slice(0, 200) });
    return res.statusCode;
  }
  if (res.statusCode < 400) return res.statusCode;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    failures.push({ request, status: res.statusCode, text: `not JSON: ${res.body.slice(0, 100)}` });
    return res.statusCode;
  }
  const [message = '', ...fieldMessages] = wordsOf(body);
  if (!message || ENGLISH.test(message) || !ITALIAN.test(message)) failures.push({ request, status: res.statusCode, text: message });
  for (const text of fieldMessages) if (ENGLISH.test(text) || !ITALIAN.test(text)) failures.push({ request, status: res.statusCode, text });
  return res.statusCode;
}

const routes = Object.entries(contract as Record<string, ContractRoute>);

/**
 * One part of the sweep: every `parts`-th route of the contract from `part`, one test per route, on an app of the
 * part's own. The first part also checks the heuristic, that every route is covered and the addresses no route has.
 */
export function italianSweep(part: number, parts: number): void {
  beforeAll(async () => {
    t = await createTestApp();
    await givenShop(t);
    for (const role of ['admin', 'barber', 'client'] as const) users[role] = await makeUser(t, { role });
  });
  afterAll(() => t.close());

  const mine = routes.filter((_route, index) => index % parts === part);
  describe(`Italian messages on every route of the contract (part ${part + 1} of ${parts})`, () => {
    if (part === 0) checksOfTheSweep();

    it.each(mine)('%s answers bad input in Italian', async (_name, route) => {
      const failures: Failure[] = [];
      const statuses = new Set<number>();
      const all = requestsFor(route);
      for (let i = 0; i < all.length; i += 8) {
        for (const status of await Promise.all(all.slice(i, i + 8).map((o) => check(o, authFor(route), failures)))) statuses.add(status);
      }
      expect(failures).toEqual([]);
      // The bad input reached the checks: some 4xx came back (a route without input may answer 2xx only).
      if (all.length > 0) expect([...statuses].some((s) => s >= 400 && s < 500)).toBe(true);
    });
  });
}

/** What the sweep as a whole rests on: the heuristic, every route covered, and the addresses no route has. */
function checksOfTheSweep() {
  it('the heuristic tells English from Italian', () => {
    for (const english of [
      'Too big: expected string to have <=60 characters',
      'Invalid input: expected string, received number',
      'body must be object',
      "Route GET:/api/nope not found",
      'Unexpected end of JSON input',
      "Body cannot be empty when content-type is set to 'application/json'",
      'Request body is too large',
      "Unsupported Media Type: text/plain",
      'querystring/date must match format "date"',
    ]) {
      expect(ENGLISH.test(english) || !ITALIAN.test(english), english).toBe(true);
    }
    for (const italian of ['Testo troppo lungo (massimo 60 caratteri)', 'Campo obbligatorio', 'Valore non valido: deve essere un testo']) {
      expect(ENGLISH.test(italian) || !ITALIAN.test(italian), italian).toBe(false);
    }
  });

  it('covers every route of the contract with bad input', () => {
    expect(routes.length).toBeGreaterThan(40);
    const withInput = routes.filter(([, r]) => r.body || r.query || r.path.includes(':'));
    expect(withInput.every(([, r]) => requestsFor(r).length > 0)).toBe(true);
  });

  it('answers an unknown address, a wrong method and a bad token in Italian', async () => {
    const failures: Failure[] = [];
    const statuses: number[] = [];
    for (const options of [
      { method: 'GET', url: '/api/non-esiste' },
      { method: 'POST', url: '/api/non-esiste', payload: '{}', headers: { 'content-type': 'application/json' } },
      { method: 'DELETE', url: '/api/auth/login' },
      { method: 'PATCH', url: '/api/barbers' },
      { method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer non-un-token' } },
      { method: 'GET', url: '/api/auth/me' },
    ] as InjectOptions[]) {
      statuses.push(await check(options, {}, failures));
    }
    expect(failures).toEqual([]);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
  });
}
