import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import { AppError } from './errors';

/**
 * Where a browser request comes from, for the routes that act on the refresh cookie (ADR 0033):
 * - 'own': the app's own origin (PUBLIC_URL, or the host the request was sent to);
 * - 'listed': an origin of CORS_ORIGINS;
 * - 'unknown': no Origin and no Sec-Fetch-Site saying cross-site: a non-browser client (curl, tests, a server);
 * - 'foreign': any other site.
 * SameSite=Strict already keeps the cookie off cross-site requests; this check is the second lock, and it also
 * covers what SameSite cannot: a sibling subdomain (same site, other origin), an older browser.
 */
export type RequestSite = 'own' | 'listed' | 'unknown' | 'foreign';

export function requestSite(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'corsOrigins'>): RequestSite {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    // 'null' is what sandboxed frames and some redirects send: nothing to trust.
    const url = parseOrigin(origin);
    if (!url) return 'foreign';
    // The host called, read with the Origin's scheme so that default ports compare equal (shop.ch:443).
    const called = parseOrigin(`${url.protocol}//${request.host}`)?.host;
    if (url.origin === parseOrigin(config.publicUrl)?.origin || url.host === called) return 'own';
    return config.corsOrigins.some((listed) => parseOrigin(listed)?.origin === url.origin) ? 'listed' : 'foreign';
  }
  // Without Origin only the fetch metadata can tell; same-site and same-origin (or a typed address) pass.
  return request.headers['sec-fetch-site'] === 'cross-site' ? 'foreign' : 'unknown';
}

function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** 403 in Italian for a request from another site that is not in CORS_ORIGINS. */
export function assertSiteAllowed(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'corsOrigins'>): RequestSite {
  const site = requestSite(request, config);
  if (site === 'foreign') throw new AppError('CROSS_SITE_REFUSED');
  return site;
}
