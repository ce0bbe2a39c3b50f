import type { VitePWAOptions } from 'vite-plugin-pwa';
import { documentTexts } from '../../i18n/document';

/**
 * The installable app (ADR 0023): the manifest and the service worker vite-plugin-pwa generates at build time.
 * The service worker precaches the app's own files (the shell and the hashed scripts, styles and icons: the same
 * for every visitor) and answers navigations with index.html. It caches nothing at run time: API answers, user
 * uploads under /media and socket.io always go to the network, so no personal data is ever stored by it.
 */

/** Paths the service worker must never answer from its cache, navigation fallback included. */
export const NETWORK_ONLY_PATHS: readonly RegExp[] = [/^\/api(\/|$)/, /^\/media\//, /^\/socket\.io(\/|$)/];

/** The dark theme's background (index.html's theme-color, styles.css [data-theme='dark'] --bg). */
export const THEME_COLOR = '#17161a';
export const BACKGROUND_COLOR = '#151417';

/**
 * The build's options for one language (ADR 0061: each build has its own manifest and service worker, served to the
 * visitors of that language): the manifest's texts come from that language's document catalogue.
 */
export function pwaOptions(
  shopName: string,
  texts: typeof documentTexts = documentTexts,
  language = 'it',
): Partial<VitePWAOptions> {
  return {
    // A new version waits for the visitor's 'Aggiorna Ora' (features/pwa/update-prompt.tsx).
    registerType: 'prompt',
    // Registered by the prompts' lazy chunk after the page has loaded, never by a script in index.html.
    injectRegister: false,
    // `npm run dev` serves the sources without a service worker.
    devOptions: { enabled: false },
    manifest: {
      id: '/',
      name: texts.appName(shopName),
      short_name: shopName.length <= 15 ? shopName : texts.shortName,
      description: texts.description,
      lang: `${language}-CH`,
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ['lifestyle', 'business'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are in the precache through globPatterns already.
    includeManifestIcons: false,
    workbox: {
      // The shell and the built code, styles and icons. Media of the homepage (posters, video) stay out: large,
      // and the browser's HTTP cache keeps them already; so does the admin's charts library (140 kB compressed,
      // useless to a visitor and to anyone offline, as statistics come from the API).
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The other languages' folders (ADR 0061) are their own service workers' (scripts/build-web.mjs).
      globIgnores: ['media/**', 'assets/charts-*.js', '**/node_modules/**', 'de/**', 'fr/**', 'en/**'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [...NETWORK_ONLY_PATHS],
      // Nothing is cached at run time: whatever is not precached goes to the network as if there were no worker.
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // Hashed names are their version; the precache manifest's revision covers the rest.
      dontCacheBustURLsMatching: /^assets\//,
    },
  };
}
