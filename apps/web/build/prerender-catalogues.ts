import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { catalogueExports, catalogueModule, catalogueOf, writeBuilt, type Catalogue } from './catalogues';
import { WEB_LANGUAGES } from './languages';

/**
 * The first-paint renderer (vite.prerender.config.ts) built once for the four languages (ADR 0061): its catalogues
 * stay out of the bundle, imported as `#i18n/<area>`. The bundle is then written into a folder per language, with
 * that language's catalogues in its i18n/ and a package.json mapping `#i18n/*` there (Node's subpath imports, which
 * hold for the folder's chunks at any depth): Node keeps each folder's modules apart (by their address).
 */
export function prerenderCatalogues(): Plugin {
  let outDir = '';
  const catalogues = new Map<string, Catalogue>();
  return {
    name: 'prerender-catalogues',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async resolveId(source, importer, options) {
      if (!importer || !(source.includes('i18n') || importer.includes('i18n'))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const catalogue = resolved && !resolved.external ? catalogueOf(resolved.id) : undefined;
      if (!catalogue) return null;
      catalogues.set(catalogue.area, catalogue);
      return { id: `#i18n/${catalogue.area}`, external: true };
    },
    async writeBundle(_options, bundle) {
      const modules = await Promise.all(
        [...catalogues.values()].map(async (catalogue) => ({
          catalogue,
          names: await catalogueExports(catalogue, 'node'),
        })),
      );
      await Promise.all(
        WEB_LANGUAGES.map(async (language) => {
          const imports = { '#i18n/*': './i18n/*.js' };
          writeBuilt(join(outDir, language, 'package.json'), JSON.stringify({ type: 'module', imports }));
          for (const output of Object.values(bundle))
            writeBuilt(
              join(outDir, language, output.fileName),
              output.type === 'chunk' ? output.code : output.source,
            );
          for (const { catalogue, names } of modules)
            writeBuilt(
              join(outDir, language, 'i18n', `${catalogue.area}.js`),
              await catalogueModule(catalogue, language, names, 'node'),
            );
        }),
      );
    },
  };
}
