import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { catalogueIn, catalogueModule, catalogueOf, catalogueSources, italianCatalogue } from './catalogues';
import type { WebLanguage } from './languages';

/**
 * One web build for the four languages (ADR 0061). Each catalogue is a chunk of its own (`catalogueChunk`, given to
 * manualChunks) holding that catalogue alone, so no other chunk's bytes depend on the language. The build writes
 * the Italian app as always; then, for each other language, its catalogues' chunks (the siblings, compiled by
 * esbuild and exporting the names the Italian chunks export) into dist/<lang>/assets/ and its index.html, whose
 * scripts load from /<lang>/assets/. Every script of a language's page comes from its own folder, where a file
 * the language has no copy of is the Italian one (the server answers it from the same bytes): a chunk's relative
 * imports so reach the language's catalogues, and a catalogue's URL never holds another language's text.
 */

/** The manual chunk of a catalogue module: one of its own, named after it. */
export const catalogueChunk = (id: string) => {
  const catalogue = catalogueOf(id);
  return catalogue && `i18n-${catalogue.area}`;
};

const OTHER_LANGUAGES: readonly WebLanguage[] = ['de', 'fr', 'en'];

/** `export { a as b, c }` without a source: local name -> exported name. */
function exportClause(program: Rollup.ProgramNode): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of program.body)
    if (node.type === 'ExportNamedDeclaration' && !node.source && !node.declaration)
      for (const specifier of node.specifiers) {
        const name = (identifier: typeof specifier.local) =>
          identifier.type === 'Identifier' ? identifier.name : String(identifier.value);
        names.set(name(specifier.local), name(specifier.exported));
      }
  return names;
}

/** A language's page loads its scripts from its folder (styles, images and fonts stay shared: the same URLs). */
export const scriptsFrom = (html: string, language: WebLanguage) =>
  html.replace(/(["' ])\/assets\/([\w.-]+\.js)(?=["' ])/g, `$1/${language}/assets/$2`);

/** `ownFiles`: a language's own files (path in its folder -> content) made from the Italian index.html. */
export function catalogueChunks(
  ownFiles: (language: WebLanguage, indexHtml: string) => Record<string, string>,
): Plugin {
  let outDir = '';
  /** Per catalogue file: its bundled module's local names -> export names (the build's input). */
  const bundled = new Map<string, Map<string, string>>();
  /** Per catalogue file: its export's original name -> the name its chunk exports it as. */
  const chunkNames = new Map<string, Record<string, string>>();
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
      const { code } = await italianCatalogue(catalogue);
      bundled.set(catalogue.file, exportClause(this.parse(code)));
      return { code, map: null };
    },
    augmentChunkHash(chunk) {
      const catalogue = chunk.moduleIds.map(catalogueOf).find(Boolean);
      return catalogue && catalogueSources(catalogue);
    },
    // Before minification: the chunk's export clause still names the module's variables.
    renderChunk(code, chunk) {
      const catalogue = chunk.moduleIds.map(catalogueOf).find(Boolean);
      if (!catalogue) return null;
      if (chunk.moduleIds.length !== 1 || chunk.imports.length > 0)
        this.error(
          `${chunk.name} holds more than its catalogue (${chunk.moduleIds.join(', ')}, ${chunk.imports.join(', ')})`,
        );
      const locals = bundled.get(catalogue.file)!;
      const names: Record<string, string> = {};
      for (const [local, exported] of exportClause(this.parse(code)))
        names[locals.get(local) ?? locals.get(local.replace(/\$\d+$/, '')) ?? local] = exported;
      chunkNames.set(catalogue.file, names);
      return null;
    },
    async writeBundle(_options, bundle) {
      const writes: Array<Promise<void>> = [];
      const write = (path: string, text: string) => {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, text);
      };
      for (const output of Object.values(bundle)) {
        const catalogue =
          output.type === 'chunk' ? output.moduleIds.map(catalogueOf).find(Boolean) : undefined;
        if (!catalogue) continue;
        for (const language of OTHER_LANGUAGES) {
          if (catalogueIn(catalogue, language) === catalogue.file) continue;
          writes.push(
            catalogueModule(catalogue, language, chunkNames.get(catalogue.file)!).then((code) =>
              write(join(outDir, language, output.fileName), code),
            ),
          );
        }
      }
      await Promise.all(writes);
      const indexHtml = bundle['index.html'];
      if (indexHtml?.type !== 'asset') this.error('the build wrote no index.html');
      for (const language of OTHER_LANGUAGES)
        for (const [name, text] of Object.entries(ownFiles(language, String(indexHtml.source))))
          write(join(outDir, language, name), text);
    },
  };
}
