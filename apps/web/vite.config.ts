import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './src/features/pwa/pwa-options';
import { PWA_DEFAULT_NAME } from './src/i18n/pwa';
import { documentTexts as itDocument } from './src/i18n/document';
import { documentTexts as deDocument } from './src/i18n/de/document';
import { documentTexts as frDocument } from './src/i18n/fr/document';
import { documentTexts as enDocument } from './src/i18n/en/document';
import { languageCatalogues, webLanguage, type WebLanguage } from './build/languages';
import { catalogueChunks, codeFrom, preloadsFromOwnFolder } from './build/catalogue-chunks';
import { zoneOffsetTable } from '../../packages/shared/src/domain/zoned-time';
import { DEFAULT_TIME_ZONE } from './src/lib/shop-zone';

const API_TARGET = 'http://localhost:3000';

// The language `npm run dev` serves (`WEB_LANG=de npm run dev`). The build is Italian and writes the other languages'
// catalogues and pages beside it (build/catalogue-chunks.ts, ADR 0061).
const LANGUAGE = webLanguage(process.env.WEB_LANG);
const SHOP_NAME = process.env.SHOP_NAME?.trim() || PWA_DEFAULT_NAME;
const DOCUMENT_TEXTS: Record<WebLanguage, typeof itDocument> = {
  it: itDocument,
  de: deDocument,
  fr: frDocument,
  en: enDocument,
};

/** index.html in a language: <html lang>, the title, the description and the noscript line. */
function documentIn(html: string, language: WebLanguage): string {
  const from = DOCUMENT_TEXTS.it;
  const to = DOCUMENT_TEXTS[language];
  if (language === 'it') return html;
  const replaced = html
    .replace('<html lang="it"', `<html lang="${language}"`)
    .replace(`<title>${from.title}</title>`, `<title>${to.title}</title>`)
    .replace(`content="${from.description}"`, `content="${to.description}"`)
    .replace(`>${from.noscript}<`, `>${to.noscript}<`);
  if (replaced.includes(from.description) || replaced.includes(`<title>${from.title}<`))
    throw new Error(`index.html: its Italian texts changed; documentIn (${language}) no longer finds them`);
  return replaced;
}

/** `npm run dev` in another language: index.html in that language. */
const documentLanguage = (language: WebLanguage): Plugin => ({
  name: 'document-language',
  apply: 'serve',
  transformIndexHtml: (html) => documentIn(html, language),
});

/** A language's own files beside the Italian build: its index.html and its manifest (ADR 0061). */
const languageFiles = (language: WebLanguage, indexHtml: string) => ({
  'index.html': codeFrom(documentIn(indexHtml, language), language),
  'manifest.webmanifest': JSON.stringify(pwaOptions(SHOP_NAME, DOCUMENT_TEXTS[language], language).manifest),
});

// Vendor code that every page needs is split by how often it changes, so a release of the app code does not
// invalidate the cached React bundle. Zod is only loaded by pages with forms: nothing in the initial
// graph may import it at runtime (see src/app/role-home.ts). Radix and socket.io follow the lazy pages using them.
const vendorChunks: Array<[name: string, pattern: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/]/],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
];

/**
 * The web calls a route by its method and path only (lib/api-call.ts, lib/api-client.ts); who may call it (access,
 * plan) is the server's business. The build leaves those out of the web's copy of the address table, which every
 * public page loads before it is usable (ADR 0028's 150 kB): about 160 bytes (gzip) of 158 routes.
 */
function routeAddressesOnly(): Plugin {
  return {
    name: 'route-addresses-only',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]packages[\\/]shared[\\/]src[\\/]contract[\\/][a-z-]+-routes\.ts$/.test(id)) return null;
      const stripped = code
        .replace(/,\s*access:\s*(?:'[a-z]+'|\[[^\]]*\]|[A-Z_]+)/g, '')
        .replace(/,\s*plan:\s*'[a-z]+'/g, '');
      return { code: stripped, map: null };
    },
  };
}

const NOT_PRELOADED =
  /(^|\/)(admin-page|barber-page|plans-page|usage-page|profile-page|setup-page|waiting-list-page|twint-simulator-page|twint-pay-page|unsubscribe-page|offer-page|order-page|booking-confirmation-page|confirm-email-page|reset-password-page|pwa-prompts|cookie-consent|chatbot-launcher)-[\w-]+\.js$/;

// The shop's default zone's UTC offsets from a year before the build to three years after, read from Node's
// Intl: the browser tells the shop's wall clock from them without building an Intl formatter (ADR 0030).
const YEAR_MS = 365 * 86_400_000;
const builtAt = Date.now();
const defaultZoneOffsets = zoneOffsetTable(DEFAULT_TIME_ZONE, builtAt - YEAR_MS, builtAt + 3 * YEAR_MS);

export default defineConfig({
  define: { __DEFAULT_ZONE_OFFSETS__: JSON.stringify(defaultZoneOffsets) },
  // The installed app's name: the shop's, given to the build (SHOP_NAME), as the manifest is a static file (ADR 0023).
  plugins: [
    languageCatalogues(LANGUAGE),
    documentLanguage(LANGUAGE),
    catalogueChunks(languageFiles),
    preloadsFromOwnFolder(),
    routeAddressesOnly(),
    react(),
    tailwindcss(),
    // The Italian manifest and service worker; the other languages' come from it (languageFiles, build-web.mjs).
    VitePWA(pwaOptions(SHOP_NAME)),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Vite lists, in the first page's code, every file each lazy page needs, so a page's files download together.
    // Left out: the lists of the staff and account pages behind a login (not /booking: its form must be whole when
    // the first field is filled), of test mode's TWINT simulator and the TWINT payment page, of the pages opened
    // from an email or after an order (unsubscribe, waiting-list offer, email confirmation, new password, an
    // order's page, a booking's confirmation, whose code the booking page has mostly loaded: one round trip more),
    // and of the shell's extras that load seconds after the page (install and cookie prompts, the assistant's
    // button). They cost every visitor's first page over 1 kB (gzip) and save only a round trip where it does
    // not matter.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && NOT_PRELOADED.test(file) ? [] : deps,
    },
    rollupOptions: {
      output: {
        manualChunks(id) {
          // The API's address table (lib/api-call.ts loads it on the first call): the areas in one chunk rather
          // than one each. The sign-in routes (platform-routes) stay with the first page's code, and api-routes.ts
          // is left out because a manual chunk would pull them in with it.
          if (/[\\/]packages[\\/]shared[\\/]src[\\/]contract[\\/](?!platform-)[a-z-]+-routes\.ts$/.test(id))
            return 'api-areas';
          if (!id.includes('node_modules')) return undefined;
          return vendorChunks.find(([, pattern]) => pattern.test(id))?.[0];
        },
      },
    },
  },
});
