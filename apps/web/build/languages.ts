import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The languages a web build can speak (packages/shared/src/messages/languages.ts), Italian the reference. */
export type WebLanguage = 'it' | 'de' | 'fr' | 'en';
export const WEB_LANGUAGES: readonly WebLanguage[] = ['it', 'de', 'fr', 'en'];

/** WEB_LANG (`WEB_LANG=de npm run dev`), Italian when unset or unknown. */
export function webLanguage(value: string | undefined): WebLanguage {
  return WEB_LANGUAGES.find((language) => language === value) ?? 'it';
}

const I18N_FILE = /^(.*[\\/]src[\\/]i18n)[\\/]([a-z-]+)\.ts$/;

/**
 * `WEB_LANG=de npm run dev` (ADR 0061): the dev server for language L resolves each catalogue `i18n/<area>` to its
 * sibling `i18n/<L>/<area>` when the sibling exists, so components keep their static imports. A sibling's own
 * imports of the Italian file (its type, its non-text exports) are left alone. Italian: no change.
 */
export function languageCatalogues(language: WebLanguage): Plugin {
  return {
    name: 'language-catalogues',
    // The build swaps catalogues after bundling instead (catalogue-chunks.ts).
    apply: 'serve',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === 'it' || !importer) return null;
      const fromI18n = importer.includes(`${sep}i18n${sep}`) || importer.includes('/i18n/');
      if (!source.includes('i18n') && !(fromI18n && source.startsWith('.'))) return null;
      if (
        dirname(importer).endsWith(`i18n${sep}${language}`) ||
        dirname(importer).endsWith(`i18n/${language}`)
      )
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match = resolved && !resolved.external ? I18N_FILE.exec(resolved.id) : null;
      if (!match) return null;
      const sibling = join(match[1]!, language, `${match[2]}.ts`);
      return existsSync(sibling) ? sibling : null;
    },
  };
}
