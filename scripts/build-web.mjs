// The web build (npm run build -w @barber/web): one Vite build for the four languages (ADR 0061).
// Vite builds the Italian app into apps/web/dist as before (the server, the journeys and the service worker's paths
// unchanged), each catalogue in a chunk of its own; its plugin (apps/web/build/catalogue-chunks.ts) writes each other
// language's catalogue chunks (the siblings, compiled by esbuild) and index.html into dist/<lang>/. Here: each
// language's first paint, its service worker, and the compression of every file once.
// WEB_LANGS=it skips the other languages' first paint (a quicker local build); their catalogues cost milliseconds.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderFirstPaint } from './prerender-first-paint.mjs';
import { compressDir } from './compress-dist.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const requested = process.env.WEB_LANGS?.split(',').map((lang) => lang.trim());
const OTHER_LANGUAGES = ['de', 'fr', 'en'];
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const times = [];

/**
 * A language's service worker: the Italian one precaching the language's scripts and styles (/<lang>/assets/,
 * where its pages load them from) and its own index.html and manifest at their revisions in the language.
 */
function serviceWorkerIn(language) {
  const md5 = (name) =>
    createHash('md5')
      .update(readFileSync(join(dist, language, name)))
      .digest('hex');
  let worker = readFileSync(join(dist, 'sw.js'), 'utf8').replace(
    /url:"assets\/([\w.-]+\.(?:js|css))"/g,
    `url:"${language}/assets/$1"`,
  );
  for (const name of ['index.html', 'manifest.webmanifest']) {
    const entry = new RegExp(`url:"${name.replace('.', '\\.')}",revision:"[0-9a-f]+"`);
    if (!entry.test(worker))
      throw new Error(`sw.js: no precache entry for ${name}; serviceWorkerIn must follow Workbox`);
    worker = worker.replace(entry, `url:"${name}",revision:"${md5(name)}"`);
  }
  writeFileSync(join(dist, language, 'sw.js'), worker);
}

const started = performance.now();
const { build } = await import('vite');
await build({ root: web, configFile: join(web, 'vite.config.ts') });
times.push(`vite ${seconds(started)} s`);

const languages = ['it', ...OTHER_LANGUAGES.filter((lang) => !requested || requested.includes(lang))];
for (const language of OTHER_LANGUAGES.filter((lang) => !languages.includes(lang)))
  rmSync(join(dist, language), { recursive: true, force: true });
const drawing = performance.now();
await prerenderFirstPaint(dist, languages);
times.push(`first paint ${seconds(drawing)} s`);
for (const language of languages.slice(1)) serviceWorkerIn(language);

const compressing = performance.now();
const compressed = compressDir(dist);
times.push(`compressed ${compressed} files in ${seconds(compressing)} s`);
console.log(`web build (${languages.join(', ')}): ${times.join(', ')}`);
