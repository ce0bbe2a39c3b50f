import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sendError } from './languages';
import type { Config } from './config';
import { loadWebFiles, sendWebFile, type WebFile } from './web-files';
import { pageLanguage, rememberLanguage } from './caller-language';
import { LANGUAGES, type Language } from '@barber/shared/messages/languages';

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
 * The drawn pages name their versions in the other languages (`<link rel="alternate" hreflang>`) root-relative, as
 * the build does not know the site's address (scripts/prerender-first-paint.mjs); search engines want them absolute
 * (Lighthouse's hreflang audit scores a relative one 0). The server writes its public origin in front once, as it
 * loads the build: PUBLIC_URL (required in production, so right behind a proxy), else http://localhost:PORT, the
 * origin of the emailed links too. Not the request's Host: a page kept in memory for every visitor must not carry an
 * address a caller chose (ADR 0081).
 */
export function absoluteAlternates(html: string, origin: string): string {
  return html.replace(/(<link rel="alternate" hreflang="[\w-]+" href=")(\/)/g, `$1${origin.replace(/\/+$/, '')}$2`);
}

/** What varies with the visitor's language: the builds' own files are chosen by the cookie and Accept-Language. */
const LANGUAGE_VARY = 'Cookie, Accept-Language';

/**
 * The web build as the server answers it (ADR 0061): the Italian app at dist's root, each other language's own
 * files (index.html, the drawn pages, sw.js, the manifest) in dist/<lang>/, chosen by the visitor's language, and its
 * chunks holding its catalogues in dist/<lang>/assets/, which its pages load, with every other script and style,
 * from /<lang>/assets/.
 */
export function languageFiles(files: Map<string, WebFile>) {
  const own = (language: Language, path: string) =>
    language === 'it' || path.startsWith('/assets/') ? undefined : files.get(`/${language}${path}`);
  const inLanguage = /^\/(de|fr|en)\//;
  return {
    /** The paths a request may name: the root's files, not the languages' folders. */
    paths: [...files.keys()].filter((path) => !inLanguage.test(path)),
    /** Whether a path has a copy of its own in some language (its answer varies with the language). */
    varies: (path: string) => LANGUAGES.some((language) => own(language, path) !== undefined),
    get: (language: Language, path: string) => own(language, path) ?? files.get(path),
    /**
     * A script or style of a language's pages: the language's own chunk (its catalogues), else the Italian file (the
     * same bytes under the language's path). Its address names the language, never a cookie: a URL, one content.
     */
    code: (language: Language, name: string) =>
      files.get(`/${language}/assets/${name}`) ?? (/\.(js|css)$/.test(name) ? files.get(`/assets/${name}`) : undefined),
  };
}

/**
 * In production the server also serves the built web app, from memory (web-files.ts, ADR 0040), with an SPA
 * fallback for its client-side routes: the page's drawn first paint when the build made one, else the shell; both
 * from the build in the visitor's language (caller-language.ts).
 */
export async function serveWebApp(app: FastifyInstance, config: Config) {
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = config.webDist
    ? resolve(config.webDist)
    : [join(here, '../../../web/dist'), join(here, '../../web/dist')].find((d) => existsSync(join(d, 'index.html')));
  const withOrigin = (url: string, content: Buffer) =>
    /\/first-paint\/[a-z-]+\.html$/.test(url)
      ? Buffer.from(absoluteAlternates(content.toString('utf8'), config.publicUrl))
      : undefined;
  const files =
    dist !== undefined && existsSync(join(dist, 'index.html')) ? loadWebFiles(dist, withOrigin) : new Map<string, WebFile>();
  const builds = languageFiles(files);
  const hasShell = files.has('/index.html');
  for (const path of builds.paths) {
    const varies = builds.varies(path);
    app.get(path, { schema: { hide: true } }, (request, reply) => {
      if (!varies) return sendWebFile(request, reply, files.get(path)!);
      return sendWebFile(request, reply, builds.get(pageLanguage(request).language, path)!, LANGUAGE_VARY);
    });
  }
  for (const language of hasShell ? LANGUAGES.filter((language) => language !== 'it') : [])
    app.get<{ Params: { name: string } }>(`/${language}/assets/:name`, { schema: { hide: true } }, (request, reply) => {
      const file = builds.code(language, request.params.name);
      return file ? sendWebFile(request, reply, file) : reply.callNotFound();
    });
  const firstPaints = dist && hasShell ? firstPaintPages(dist) : new Map<string, string>();
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api') || !hasShell || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply.status(404), 'ROUTE_NOT_FOUND');
    }
    const { language, chosen } = pageLanguage(request);
    if (chosen) rememberLanguage(reply, language, config.cookieSecure);
    const drawn = firstPaints.get(path);
    const page = (drawn && builds.get(language, `/${drawn}`)) || builds.get(language, '/index.html')!;
    return sendWebFile(request, reply, page, LANGUAGE_VARY);
  });
}
