// Part of the web build (ADR 0029): draws the first paint of the public pages with the app's own components and
// writes each as a copy of <dist>/index.html with that markup inside #root (<dist>/first-paint/<page>.html). The
// server sends it for that path, so a visitor sees the page (and Lighthouse its largest paint) before the
// JavaScript has arrived; main.tsx then adopts that markup (hydration) once the page's code is loaded.
// Each language's pages are drawn from its own index.html (dist/<lang>/, ADR 0061) into dist/<lang>/first-paint.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const bundleDir = join(web, 'dist-prerender');
const LANGUAGES = ['it', 'de', 'fr', 'en'];

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's shell with its entry and preloads handed to public/after-first-paint.js, which starts them once the
 * first paint is on screen.
 */
function firstPaintShell(indexHtml) {
  const entry = indexHtml.match(ENTRY)?.[1];
  if (!entry || !indexHtml.includes(EMPTY_ROOT)) throw new Error('index.html: no entry script or no empty #root');
  const preloads = [...indexHtml.matchAll(PRELOAD)].map((match) => match[1]);
  const starter = `<script src="/after-first-paint.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`;
  return indexHtml.replace(ENTRY, '').replace(PRELOAD, '').replace('</head>', `  ${starter}\n  </head>`);
}

/**
 * The page in the other languages (ADR 0061): the same path with ?lang=, which the server answers in that language
 * (and remembers). Written root-relative, as the build does not know the site's address: the server puts its public
 * origin in front as it loads the pages (absoluteAlternates in apps/server/src/infra/web-app.ts, ADR 0081).
 */
function alternates(path) {
  const links = LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${path}?lang=${lang}" />`);
  links.push(`<link rel="alternate" hreflang="x-default" href="${path}" />`);
  return links.map((link) => `    ${link}`).join('\n');
}

/**
 * Draws the public pages in each language of `languages` (Italian at dist's root, the others in dist/<lang>/),
 * minifies the two scripts every page runs. The renderer is built once; vite.prerender.config.ts writes a copy per
 * language with that language's catalogues (build/prerender-catalogues.ts).
 */
export async function prerenderFirstPaint(dist, languages = ['it']) {
  // React's production server renderer: the markup of the browser's production build.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({ root: web, configFile: join(web, 'vite.prerender.config.ts'), logLevel: 'warn', build: { outDir: bundleDir } });
  let pages = 0;
  for (const language of languages) {
    const { renderFirstPaint, FIRST_PAINT_PAGES } = await import(
      pathToFileURL(join(bundleDir, language, 'first-paint.js')).href
    );
    const own = language === 'it' ? dist : join(dist, language);
    const indexHtml = readFileSync(join(own, 'index.html'), 'utf8');
    const shells = { 'after-paint': firstPaintShell(indexHtml), 'at-once': indexHtml };
    const out = join(own, 'first-paint');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    for (const [path, startApp] of Object.entries(FIRST_PAINT_PAGES)) {
      const file = path === '/' ? 'home' : path.slice(1);
      const markup = await renderFirstPaint(path);
      // data-first-paint: main.tsx adopts the markup; hidden for a visitor with a session (theme-init.js). inert
      // until then: a tap or a form sent before the app has taken over would be lost (or sent by the browser itself).
      const page = shells[startApp]
        .replace(EMPTY_ROOT, `<div id="root" data-first-paint inert>${markup}</div>`)
        .replace('</head>', `${alternates(path)}\n  </head>`);
      writeFileSync(join(out, `${file}.html`), page);
      pages++;
    }
  }
  rmSync(bundleDir, { recursive: true, force: true });

  // The two scripts every page runs before the app (copied from public/ as written, comments and all) are minified:
  // every byte counts against the first page's 150 kB (ADR 0028).
  const { transform } = await import('esbuild');
  for (const name of ['theme-init.js', 'after-first-paint.js']) {
    const file = join(dist, name);
    const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, target: 'es2017' });
    writeFileSync(file, code);
  }
  console.log(`first paint drawn: ${pages} pages in ${languages.join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(web, 'dist');
  await prerenderFirstPaint(dist, LANGUAGES.filter((lang) => lang === 'it' || existsSync(join(dist, lang, 'index.html'))));
}
