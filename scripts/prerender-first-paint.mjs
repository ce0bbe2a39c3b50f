// Part of the web build (ADR 0029): draws the first paint of the public pages with the app's own components and
// writes each as a copy of dist/index.html with that markup inside #root (dist/first-paint/<page>.html). The
// server sends it for that path, so a visitor sees the page (and Lighthouse its largest paint) before the
// JavaScript has arrived; main.tsx then adopts that markup (hydration) once the page's code is loaded.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production server renderer: the markup of the browser's production build.
process.env.NODE_ENV = 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const bundleDir = join(web, 'dist-prerender');

const { build } = await import('vite');
await build({ root: web, configFile: join(web, 'vite.prerender.config.ts'), logLevel: 'warn' });
const { renderFirstPaint, FIRST_PAINT_PAGES } = await import(pathToFileURL(join(bundleDir, 'first-paint.js')).href);

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's shell with its entry and preloads handed to public/after-first-paint.js, which starts them once the
 * first paint is on screen.
 */
function firstPaintShell(indexHtml) {
  const entry = indexHtml.match(ENTRY)?.[1];
  if (!entry || !indexHtml.includes(EMPTY_ROOT)) throw new Error('dist/index.html: no entry script or no empty #root');
  const preloads = [...indexHtml.matchAll(PRELOAD)].map((match) => match[1]);
  const starter = `<script src="/after-first-paint.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`;
  return indexHtml.replace(ENTRY, '').replace(PRELOAD, '').replace('</head>', `  ${starter}\n  </head>`);
}

const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const shells = { 'after-paint': firstPaintShell(indexHtml), 'at-once': indexHtml };
const out = join(dist, 'first-paint');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const [path, startApp] of Object.entries(FIRST_PAINT_PAGES)) {
  const file = path === '/' ? 'home' : path.slice(1);
  const markup = await renderFirstPaint(path);
  // data-first-paint: main.tsx adopts the markup; hidden for a visitor with a session (theme-init.js). inert until
  // then: a tap or a form sent before the app has taken over would be lost (or sent by the browser itself).
  const page = shells[startApp].replace(EMPTY_ROOT, `<div id="root" data-first-paint inert>${markup}</div>`);
  writeFileSync(join(out, `${file}.html`), page);
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
console.log(`first paint drawn for ${Object.keys(FIRST_PAINT_PAGES).length} pages in ${out}`);
