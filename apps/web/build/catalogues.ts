import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import type { WebLanguage } from './languages';

/**
 * The web's catalogues as the one build swaps them per language (ADR 0061). A catalogue is `src/i18n/<area>.ts`
 * with a sibling in at least one language (`src/i18n/<lang>/<area>.ts`); a file without siblings (the languages'
 * own names, the Translation type) reads the same in every language and is left to the bundler.
 */
const CATALOGUE = /^(.*[\\/]src[\\/]i18n)[\\/]([a-z-]+)\.ts$/;
const OTHER_LANGUAGES: readonly WebLanguage[] = ['de', 'fr', 'en'];

export interface Catalogue {
  /** The Italian file. */
  file: string;
  area: string;
}

/** The catalogue a module id is, when it is one. */
export function catalogueOf(id: string): Catalogue | undefined {
  const file = id.split('?')[0]!;
  const match = CATALOGUE.exec(file);
  if (!match) return undefined;
  const [, dir, area] = match as unknown as [string, string, string];
  return OTHER_LANGUAGES.some((language) => existsSync(join(dir, language, `${area}.ts`)))
    ? { file, area }
    : undefined;
}

/** The file a language reads for a catalogue: its sibling, or the Italian one where the sibling is not written yet. */
export function catalogueIn(catalogue: Catalogue, language: WebLanguage): string {
  const sibling = join(dirname(catalogue.file), language, `${catalogue.area}.ts`);
  return language !== 'it' && existsSync(sibling) ? sibling : catalogue.file;
}

/**
 * Every language's text of a catalogue: what the name of the chunk holding it is made from, so a change in any
 * language renames it (the chunk's bytes as Rollup hashes them hold none of the texts: catalogue-chunks.ts).
 */
export function catalogueSources(catalogue: Catalogue): string {
  return (['it', ...OTHER_LANGUAGES] as const)
    .map((language) => catalogueIn(catalogue, language))
    .map((file) => `${relative(dirname(catalogue.file), file)}\n${readFileSync(file, 'utf8')}`)
    .join('\n');
}

type Platform = 'browser' | 'node';

/**
 * esbuild bundles a catalogue alone, with what it imports at run time (the shared Italian label tables, another
 * catalogue) inside it: its chunk then depends on nothing, and a language's file can take its place whatever that
 * file imports. A catalogue that reaches a library (zod, React) is refused: its chunk would carry a copy of it.
 */
async function bundle(
  entry: Pick<BuildOptions, 'entryPoints' | 'stdin'>,
  platform: Platform,
  minify = false,
) {
  const result = await build({
    ...entry,
    bundle: true,
    write: false,
    format: 'esm',
    platform,
    target: platform === 'node' ? 'node20' : 'es2022',
    minify,
    // As Vite writes its chunks: the texts as they are, not escaped to ASCII (fewer bytes).
    charset: 'utf8',
    metafile: true,
    logLevel: 'silent',
  });
  const libraries = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules'));
  if (libraries.length > 0)
    throw new Error(
      `a catalogue imports ${libraries.join(', ')} at run time; it may import only texts (ADR 0061)`,
    );
  const [output] = Object.values(result.metafile.outputs);
  return { code: result.outputFiles[0]!.text, exports: output?.exports ?? [] };
}

/** The names a catalogue exports at run time (its types left out). */
export async function catalogueExports(
  catalogue: Catalogue,
  platform: Platform = 'browser',
): Promise<string[]> {
  return (await bundle({ entryPoints: [catalogue.file] }, platform)).exports;
}

/**
 * A language's module of a catalogue, exporting `names`: the sibling's exports, and the Italian file's for any the
 * sibling does not have (the Italian file's non-text exports: PWA_DEFAULT_NAME, planPrice), as is the whole
 * catalogue where the sibling is not written yet.
 */
export async function catalogueModule(
  catalogue: Catalogue,
  language: WebLanguage,
  names: readonly string[],
  platform: Platform = 'browser',
): Promise<string> {
  const file = catalogueIn(catalogue, language);
  const own = new Set(
    file === catalogue.file ? names : (await bundle({ entryPoints: [file] }, platform)).exports,
  );
  const contents = names
    .map((name) => `export { ${name} } from ${JSON.stringify(own.has(name) ? file : catalogue.file)};`)
    .join('\n');
  const entry = { stdin: { contents, resolveDir: dirname(file), sourcefile: `${file}.${language}` } };
  return (await bundle(entry, platform, platform === 'browser')).code;
}

/**
 * A language's catalogue as one JavaScript expression, an object of its exports by name: what the build puts in
 * place of the catalogue's marker in the chunk that holds it (catalogue-chunks.ts).
 */
export async function catalogueExpression(
  catalogue: Catalogue,
  language: WebLanguage,
  names: readonly string[],
): Promise<string> {
  const code = (await catalogueModule(catalogue, language, names)).trim();
  const clause = /export\s*\{([^}]*)\};?$/.exec(code);
  if (!clause) throw new Error(`${catalogue.file} (${language}): esbuild wrote no export clause at the end`);
  const fields = clause[1]!.split(',').map((item) => {
    const [local, name = local] = item.trim().split(/\s+as\s+/);
    return `${name}:${local}`;
  });
  return `(()=>{${code.slice(0, clause.index)}return{${fields.join(',')}}})()`;
}

/** Writes a build's file, its folder made first (a language's folder, the renderer's copy per language). */
export function writeBuilt(path: string, text: string | Uint8Array) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
