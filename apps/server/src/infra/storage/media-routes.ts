import type { FastifyInstance } from 'fastify';
import { sendError } from '../languages';
import { isStorageKey, type FileStorage } from './file-storage';

/** Where stored files are served: /media/<key>. */
export const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/**
 * Serves stored files read-only. Keys are content-addressed (a new image gets a new key), so a browser and any
 * proxy may keep a file for a year without asking again. The response cannot run as a page: it carries its own
 * type, nosniff (helmet) and a sandboxing policy, in case a file ever is not the image it was stored as.
 */
export function registerMediaRoutes(app: FastifyInstance, storage: FileStorage) {
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isStorageKey(key) ? await storage.read(key) : null;
    if (!file) {
      return sendError(request, reply.status(404), 'ROUTE_NOT_FOUND');
    }
    // Job applicants' photos (ADR 0024): personal data deleted after 90 days, reachable only through their
    // unguessable link, so no shared cache may keep them and no search engine may list them.
    const personal = key.startsWith('job-applications/');
    if (personal) void reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', personal ? 'private, max-age=86400' : 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.data);
  });
}
