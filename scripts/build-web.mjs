// The web build (npm run build -w @barber/web), one build per language in one Node process (ADR 0061).
// Italian is built into apps/web/dist as before (the server, the journeys and the service worker's paths unchanged);
// each other language is built into a folder of its own, then merged: its hashed files into dist/assets (a chunk
// with the same name is the same file: React, the router, zod come out byte-identical in every language), and its
// files that differ from the Italian ones (index.html, the drawn pages, sw.js, the manifest) into dist/<lang>/, which
// the server serves to the visitors of that language (apps/server/src/infra/web-app.ts).
// WEB_LANGS=it,de limits the languages (a quicker local build); by default every language with catalogues is built.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderFirstPaint } from './prerender-first-paint.mjs';
import { compressDir } from './compress-dist.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const requested = process.env.WEB_LANGS?.split(',').map((lang) => lang.trim());
const languages = ['it', 'de', 'fr', 'en'].filter(
  (lang) => (lang === 'it' || existsSync(join(web, 'src/i18n', lang))) && (!requested || requested.includes(lang)),
);
if (!languages.includes('it')) languages.unshift('it');

const { build } = await import('vite');
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const times = [];

function filesOf(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesOf(path, out);
    else out.push(path);
  }
  return out;
}

/** The build of one language folded into dist: shared hashed files once, the language's own files in dist/<lang>. */
function merge(from, language) {
  let assets = 0;
  let own = 0;
  for (const file of filesOf(from)) {
    const path = relative(from, file);
    const target = join(dist, path);
    if (path.startsWith('assets')) {
      if (!existsSync(target)) {
        mkdirSync(dirname(target), { recursive: true });
        cpSync(file, target);
        assets++;
      }
    } else if (!existsSync(target) || !readFileSync(target).equals(readFileSync(file))) {
      const own_target = join(dist, language, path);
      mkdirSync(dirname(own_target), { recursive: true });
      writeFileSync(own_target, readFileSync(file));
      own++;
    }
  }
  rmSync(from, { recursive: true, force: true });
  return `${assets} files of its own in assets/, ${own} in ${language}/`;
}

for (const language of languages) {
  const started = performance.now();
  process.env.WEB_LANG = language;
  const outDir = language === 'it' ? dist : join(web, `dist-${language}`);
  await build({
    root: web,
    configFile: join(web, 'vite.config.ts'),
    // The other languages' chunk sizes are the Italian ones' give or take their texts: not listed again.
    logLevel: language === 'it' ? 'info' : 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: language === 'it' },
  });
  const built = seconds(started);
  const drawing = performance.now();
  await prerenderFirstPaint(outDir);
  const merged = language === 'it' ? '' : `, ${merge(outDir, language)}`;
  times.push(`${language}: build ${built} s, first paint ${seconds(drawing)} s${merged}`);
}
const compressing = performance.now();
const compressed = compressDir(dist);
times.push(`compressed ${compressed} files in ${seconds(compressing)} s`);
console.log(`web build (${languages.join(', ')}):\n  ${times.join('\n  ')}`);
