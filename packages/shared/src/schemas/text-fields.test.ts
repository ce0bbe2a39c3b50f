import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from '../contract';
import { textKinds } from './text';
import { WRAPPERS, defOf } from './date-paths';

/**
 * Issue 23 item 5, ADR 0035: every text field of every request of the contract is one line (no CR, LF or control
 * character) unless the shared building blocks say otherwise (textKinds: multi-line, opaque, link, trap), and
 * every link is a web address. Path parameters are ids and tokens matched against stored values: not walked.
 */
type Parts = { body?: z.ZodType; query?: z.ZodType; headers?: z.ZodType };

/** Every field of a request: object keys and list elements, with the schema that reads each. */
function fieldsOf(schema: z.ZodType | undefined, path: string[] = [], found: [string, z.ZodType][] = [], depth = 0) {
  if (!schema || depth > 20) return found;
  const def = defOf(schema);
  const into = (child: z.ZodType | undefined, key?: string) => {
    if (!child) return;
    const next = key === undefined ? path : [...path, key];
    if (key !== undefined) found.push([next.join('.'), child]);
    fieldsOf(child, next, found, depth + 1);
  };
  if (def.type === 'object') for (const [key, child] of Object.entries(def.shape ?? {})) into(child, key);
  else if (def.type === 'array') into(def.element, '*');
  else if (WRAPPERS.has(def.type)) into(def.innerType);
  else if (def.type === 'pipe') {
    into(def.in);
    into(def.out);
  }
  else if (def.type === 'union') for (const option of def.options ?? []) into(option);
  else if (def.type === 'intersection') {
    into(def.left);
    into(def.right);
  }
  return found;
}

/** The kind the building blocks gave a field, looking through its wrappers and pipes. */
function kindOf(schema: z.ZodType | undefined, depth = 0): string | undefined {
  if (!schema || depth > 20) return undefined;
  const own = textKinds.get(schema)?.kind;
  if (own) return own;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return kindOf(def.innerType, depth + 1);
  if (def.type === 'pipe') return kindOf(def.in, depth + 1) ?? kindOf(def.out, depth + 1);
  if (def.type === 'union') return (def.options ?? []).map((o) => kindOf(o, depth + 1)).find(Boolean);
  return undefined;
}

/** A field that takes any value and drops it unread (updateBody's server-written fields). */
function ignored(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return def.innerType !== undefined && ignored(def.innerType);
  return def.type === 'unknown' || def.type === 'any';
}

const CLEAN = ['Mario Rossi', 'Mario', 'ab12', '12345', 'https://example.ch/x', 'x'];
/** A value of the same length as `clean` with one character replaced by `bad`. */
const spoil = (clean: string, bad: string) => `${clean.slice(0, 2)}${bad}${clean.slice(3)}`;

const routes = Object.entries(contract as Record<string, Parts>);
const everyField = routes.flatMap(([name, route]) =>
  (['body', 'query', 'headers'] as const).flatMap((part) =>
    fieldsOf(route[part]).map(([path, schema]) => ({ where: `${name} ${part}.${path}`, path, schema })),
  ),
);

describe('text fields of the requests (ADR 0035)', () => {
  it('every one-line text field refuses CR, LF and control characters', () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const { where, schema } of everyField) {
      const kind = kindOf(schema);
      if (kind === 'opaque' || kind === 'trap' || ignored(schema)) continue;
      const clean = CLEAN.find((v) => schema.safeParse(v).success);
      if (clean === undefined) continue;
      checked++;
      const bad = kind === 'multi-line' ? ['\u0007', '\u0000', '\u001b'] : ['\n', '\r', '\u0007', '\u0085', '\u2028'];
      for (const character of bad) {
        if (schema.safeParse(spoil(clean, character)).success) leaks.push(`${where} takes ${JSON.stringify(character)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('every link is a web address, and every field named like one is a link', () => {
    const wrong: string[] = [];
    for (const { where, path, schema } of everyField) {
      const kind = kindOf(schema);
      const named = !ignored(schema) && /(url|link|website|portfolio|instagram|facebook|tiktok)$/i.test(path.split('.').at(-1) ?? '');
      if (named && kind !== 'link' && kind !== 'trap') wrong.push(`${where} is not a link`);
      if (kind !== 'link') continue;
      for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'https://a.ch@evil.example', 'java\nscript:alert(1)']) {
        if (schema.safeParse(bad).success) wrong.push(`${where} takes ${JSON.stringify(bad)}`);
      }
      if (!schema.safeParse('https://instagram.com/mario').success) wrong.push(`${where} refuses a web address`);
    }
    expect(wrong).toEqual([]);
  });
});
