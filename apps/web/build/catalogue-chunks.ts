import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  catalogueExports,
  catalogueExpression,
  catalogueIn,
  catalogueOf,
  catalogueSources,
  writeBuilt,
  type Catalogue,
} from './catalogues';
import type { WebLanguage } from './languages';

/**
 * One web build for the four languages (ADR 0061). Rollup bundles each catalogue as a marker, `__catalogue__("home")`,
 * read for its exports (`export const homeTexts = c.homeTexts`), so the chunks come out as they would with the
 * texts in them, and no chunk's name or bytes depend on the language. After minification each marker is replaced
 * by the catalogue compiled by esbuild into one expression: the Italian one in dist/assets/, and for each other
 * language, in the chunks holding a catalogue that language has a sibling of, its own into dist/<lang>/assets/.
 * A language's pages load every script from /<lang>/assets/ (`scriptsFrom`; the server answers the Italian bytes
 * where the language has no copy): a chunk's relative imports so stay in the language, and a URL holds one language.
 */

const OTHER_LANGUAGES: readonly WebLanguage[] = ['de', 'fr', 'en'];
const MARKER = /__catalogue__\("([a-z-]+)"\)/g;

/**
 * A language's page loads its scripts and styles from its folder (what they name, images and fonts, stays shared
 * under /assets/: the same URLs in every language).
 */
export const codeFrom = (html: string, language: WebLanguage) =>
  html.replace(/(["' ])\/assets\/([\w.-]+\.(?:js|css))(?=["' ])/g, `$1/${language}/assets/$2`);

/**
 * Vite's preloads of a lazy page's chunks name them from the site's root (`"/" + "assets/x.js"`); here from the
 * folder the preloading chunk itself came from, as its imports do: /<lang>/assets/ on a language's page. One
 * function in the app's code rather than `import.meta.url` at every dynamic import (renderBuiltUrl's way).
 */
export function preloadsFromOwnFolder(): Plugin {
  const absolute = 'const assetsURL = function(dep) { return "/"+dep }';
  return {
    name: 'preloads-from-own-folder',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('vite/preload-helper')) return null;
      if (!code.includes(absolute)) this.error(`${id}: Vite's preload helper changed; ${absolute} not found`);
      return {
        code: code.replace(absolute, 'const assetsURL = (dep) => new URL("../" + dep, import.meta.url).href'),
        map: null,
      };
    },
  };
}

/** `ownFiles`: a language's own files (path in its folder -> content) made from the Italian index.html. */
export function catalogueChunks(
  ownFiles: (language: WebLanguage, indexHtml: string) => Record<string, string>,
): Plugin {
  let outDir = '';
  const catalogues = new Map<string, { catalogue: Catalogue; names: string[] }>();
  /** The chunks holding catalogues, with their markers: each language's copy is made from them. */
  const marked = new Map<string, string>();
  const expressions = (language: WebLanguage, code: string) => {
    const areas = [...new Set([...code.matchAll(MARKER)].map((match) => match[1]!))];
    return Promise.all(
      areas.map(async (area) => {
        const { catalogue, names } = catalogues.get(area)!;
        return [area, await catalogueExpression(catalogue, language, names)] as const;
      }),
    ).then((found) => new Map(found));
  };
  return {
    name: 'catalogue-chunks',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async load(id) {
      const catalogue = catalogueOf(id);
      if (!catalogue) return null;
      const names = await catalogueExports(catalogue);
      catalogues.set(catalogue.area, { catalogue, names });
      // A call of an unknown function: Rollup keeps it whole and knows nothing of its value.
      const exports = names.map((name) => `export const ${name} = catalogue.${name};`);
      return {
        code: [`const catalogue = __catalogue__("${catalogue.area}");`, ...exports].join('\n'),
        map: null,
      };
    },
    augmentChunkHash(chunk) {
      const held = chunk.moduleIds.map(catalogueOf).filter((catalogue) => catalogue !== undefined);
      return held.length > 0 ? held.map(catalogueSources).join('\n') : undefined;
    },
    // After minification: the Italian texts in place of the markers.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes('__catalogue__(')) continue;
          marked.set(output.fileName, output.code);
          const italian = await expressions('it', output.code);
          output.code = output.code.replace(MARKER, (_, area: string) => italian.get(area)!);
          if (output.code.includes('__catalogue__'))
            this.error(`${output.fileName}: a catalogue marker the build did not replace`);
        }
      },
    },
    async writeBundle(_options, bundle) {
      const writes: Array<Promise<void>> = [];
      for (const [fileName, code] of marked)
        for (const language of OTHER_LANGUAGES) {
          const areas = [...code.matchAll(MARKER)].map((match) => catalogues.get(match[1]!)!.catalogue);
          if (areas.every((catalogue) => catalogueIn(catalogue, language) === catalogue.file)) continue;
          writes.push(
            expressions(language, code).then((own) =>
              writeBuilt(
                join(outDir, language, fileName),
                code.replace(MARKER, (_, area: string) => own.get(area)!),
              ),
            ),
          );
        }
      await Promise.all(writes);
      const indexHtml = bundle['index.html'];
      if (indexHtml?.type !== 'asset') this.error('the build wrote no index.html');
      for (const language of OTHER_LANGUAGES)
        for (const [name, text] of Object.entries(ownFiles(language, String(indexHtml.source))))
          writeBuilt(join(outDir, language, name), text);
    },
  };
}
