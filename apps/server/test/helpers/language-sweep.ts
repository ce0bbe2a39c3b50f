import type { InjectOptions } from 'fastify';
import { contract } from '@barber/shared/contract';
import type { ContractRoute } from '@barber/shared/contract/define';
import { KEYED_CATALOGUES } from '../../src/infra/languages';
import { keysOf } from './contract-shapes';

/**
 * What languages.test.ts's sweep needs (issue 28 item 4): the routes with a body or a query, two bad requests for
 * each (every field missing; every field the text 'x'), and how to tell an Italian text in an answer that should be
 * German, French or English.
 */
const UUID = '00000000-0000-4000-8000-000000000000';

/** Every fixed Italian text of a catalogue, nested ones included. */
function italianTexts(catalogue: object, into = new Set<string>()): Set<string> {
  for (const value of Object.values(catalogue)) {
    if (typeof value === 'string') into.add(value);
    else if (value && typeof value === 'object') italianTexts(value, into);
  }
  return into;
}
/** Every fixed Italian text the server's catalogues hold. */
export const ITALIAN_TEXTS = new Set(KEYED_CATALOGUES.flatMap((catalogue) => [...italianTexts(catalogue.it)]));

/** What an Italian sentence of the API holds and a German, French or English one does not. */
export const ITALIAN_MARKERS =
  /( è |obbligatori|non valid|\bdeve\b|\btroppo\b|\btroppi\b|\bScegli\b|\bInserisci\b|\bIndica\b|\balmeno\b|\bmassimo\b|\bcaratteri\b|\bnon può\b|\bgià\b|\bdella\b|\bdegli\b|\bnegozio\b|\bRiprova\b|\bSeleziona\b|\btrovat[oa]\b)/i;

export const readsItalian = (text: string) => ITALIAN_TEXTS.has(text) || ITALIAN_MARKERS.test(text);

/** The contract's routes that take a body or a query. */
export const routesWithInput = Object.entries(contract as Record<string, ContractRoute>).filter(
  ([, route]) => keysOf(route.query).length > 0 || (route.body !== undefined && keysOf(route.body).length > 0),
);

/** A route's two bad requests: every field missing, every field 'x'. */
export function badRequests(route: ContractRoute): InjectOptions[] {
  const url = `/api${route.path.replace(/:[A-Za-z]+/g, UUID)}`;
  const withX = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, 'x']));
  const search = new URLSearchParams(withX(keysOf(route.query))).toString();
  const json = (body: unknown) =>
    route.body ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {};
  return [
    { method: route.method, url, ...json({}) },
    { method: route.method, url: search ? `${url}?${search}` : url, ...json(withX(route.body ? keysOf(route.body) : [])) },
  ];
}

/** The texts of an error body: its message and each field's. */
export function textsOf(body: { message?: unknown; errors?: unknown }): string[] {
  const texts = typeof body.message === 'string' ? [body.message] : [];
  if (Array.isArray(body.errors)) for (const e of body.errors) if (typeof e?.message === 'string') texts.push(e.message as string);
  return texts;
}
