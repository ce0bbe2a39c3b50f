import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sendError } from './languages';
import type { Config } from './config';
import { loadWebFiles, sendWebFile, type WebFile } from './web-files';

/**
 * The public pages whose first paint the web build drew (scripts/prerender-first-paint.mjs, ADR 0029): path ->
 * file inside dist. 'home' is '/'; every other file is named after its path.
 */
export function firstPaintPages(dist: string): Map<string, string> {
  const dir = join(dist, 'first-paint');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => /^[a-z-]+\.html$/.test(name))
      .map((name) => {
        const page = name.slice(0, -'.html'.length);
        return [page === 'home' ? '/' : `/${page}`, `first-paint/${name}`];
      }),
  );
}

/**
 * In production the server also serves the built web app, from memory (web-files.ts, ADR 0040), with an SPA
 * fallback for its client-side routes: the page's drawn first paint when the build made one, else the shell.
 */
export async function serveWebApp(app: FastifyInstance, config: Config) {
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = config.webDist
    ? resolve(config.webDist)
    : [join(here, '../../../web/dist'), join(here, '../../web/dist')].find((d) => existsSync(join(d, 'index.html')));
  const files = dist !== undefined && existsSync(join(dist, 'index.html')) ? loadWebFiles(dist) : new Map<string, WebFile>();
  const shell = files.get('/index.html');
  for (const [path, file] of files) app.get(path, { schema: { hide: true } }, (request, reply) => sendWebFile(request, reply, file));
  const firstPaints = dist && shell ? firstPaintPages(dist) : new Map<string, string>();
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api') || !shell || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply.status(404), 'ROUTE_NOT_FOUND');
    }
    const drawn = firstPaints.get(path);
    return sendWebFile(request, reply, (drawn && files.get(`/${drawn}`)) || shell);
  });
}
