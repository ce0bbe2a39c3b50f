import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contract, type Contract } from '@barber/shared/contract';
import type { RouteName } from '@barber/shared/api-routes';
import type { ContractRoute } from '@barber/shared/contract/define';

type Parsed<R, F extends string> = R extends Record<F, infer S extends z.ZodType> ? z.output<S> : undefined;
type Answer<R> = R extends { response: infer S extends z.ZodType } ? z.input<S> : never;

/** Headers a route's schema validates (e.g. Idempotency-Key) come typed as the schema gives them. */
type Headers<R> = R extends { headers: infer S extends z.ZodType }
  ? FastifyRequest['headers'] & z.output<S>
  : FastifyRequest['headers'];

type Validated = 'params' | 'query' | 'body' | 'headers';

/** The request a contract route's handler receives: params, query, body and headers already validated and typed. */
export type ContractRequest<K extends RouteName> = Omit<FastifyRequest, Validated> & {
  headers: Headers<Contract[K]>;
  params: Parsed<Contract[K], 'params'>;
  query: Parsed<Contract[K], 'query'>;
  body: Parsed<Contract[K], 'body'>;
};

export interface RouteOptions<K extends RouteName> {
  handler: (request: ContractRequest<K>, reply: FastifyReply) => Promise<Answer<Contract[K]> | FastifyReply>;
  /** Per-route extras such as rateLimit; the access rule always comes from the contract. */
  config?: Omit<FastifyContextConfig, 'access' | 'plan'>;
  bodyLimit?: number;
}

/**
 * Registers a route from the contract: method, path, access rule and schemas come from there, so the server
 * cannot answer a shape the web app does not expect. The module gives only the handler (and limits).
 */
export function route<K extends RouteName>(app: FastifyInstance, name: K, options: RouteOptions<K>): void {
  const def: ContractRoute = contract[name];
  app.route({
    method: def.method,
    url: def.path,
    config: { ...options.config, access: def.access, ...(def.plan ? { plan: def.plan } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      tags: [...def.tags],
      ...(def.description ? { description: def.description } : {}),
      ...(def.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.headers ? { headers: def.headers } : {}),
      response: { ...def.errors, [def.status ?? 200]: def.response },
    },
    handler: options.handler as never,
  });
}
