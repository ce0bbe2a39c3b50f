import type { z } from 'zod';
import { contract } from '@barber/shared/contract';
import type { ContractRoute } from '@barber/shared/contract/define';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field names an object schema (possibly wrapped in a pipe, an optional, a union) takes. */
export function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe':
      return keysOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return keysOf(def.innerType);
    case 'union':
      return [...new Set((def.options ?? []).flatMap(keysOf))];
    case 'intersection':
      return [...new Set([...keysOf(def.left), ...keysOf(def.right)])];
    default:
      return [];
  }
}

/** What a sweep of bad input needs to know of a route: its address, who may call it and the names of its fields. */
export interface RouteShape {
  name: string;
  method: string;
  /** Under /api, in Fastify's form: '/api/barbers/:id'. */
  url: string;
  access: ContractRoute['access'];
  pathParams: string[];
  query: string[];
  /** The body's fields; [] for a write without a JSON body (uploads), null for a route without a body. */
  body: string[] | null;
}

/** Every route of the contract (the server registers exactly these: test/contract.test.ts). */
export const routeShapes: RouteShape[] = Object.entries(contract as Record<string, ContractRoute>).map(([name, def]) => ({
  name,
  method: def.method,
  url: `/api${def.path}`,
  access: def.access,
  pathParams: [...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!),
  query: keysOf(def.query),
  body: def.body ? keysOf(def.body) : ['POST', 'PUT', 'PATCH'].includes(def.method) ? [] : null,
}));
