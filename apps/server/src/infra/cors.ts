import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { Config } from './config';

/** What a client on another origin may send: the spec's calls use all of these (status changes use PATCH). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Preflights are cached for ten minutes, so a page does not ask before every call. */
const MAX_AGE_SECONDS = 600;

/**
 * Clients written for the original system run on their own origin (ARCHITECTURE.md convention 1): the origins
 * listed in CORS_ORIGINS may call the API with credentials (the refresh cookie, the bearer token, X-Timezone).
 * Any other origin gets no CORS headers, so the browser keeps its answers from that page; with the list empty
 * only the app's own origin can use the API. Exact matches only: no wildcard can be combined with credentials.
 */
export async function registerCors(app: FastifyInstance, config: Pick<Config, 'corsOrigins'>): Promise<void> {
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: METHODS,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** socket.io's own CORS check, from the same list (the socket runs on the API's origin too). */
export function socketCors(corsOrigins: readonly string[]) {
  return corsOrigins.length > 0 ? { origin: [...corsOrigins], credentials: true } : { origin: false };
}
