import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderCatalogues } from './build/prerender-catalogues';

// The build-time renderer of the public pages' first paint (scripts/prerender-first-paint.mjs, ADR 0029): the
// app's own components bundled for Node. Styles are the browser build's; only the markup is made here.
// The service worker's registration never runs at build time (it mounts after load in the browser); its virtual
// module exists only in the browser build, so the renderer gets an inert one.
const pwaRegisterStub: Plugin = {
  name: 'pwa-register-stub',
  resolveId: (id) => (id === 'virtual:pwa-register/react' ? '\0pwa-register-stub' : undefined),
  load: (id) =>
    id === '\0pwa-register-stub'
      ? 'export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} });'
      : undefined,
};

export default defineConfig({
  // Built once, written once per language with that language's catalogues (ADR 0061).
  plugins: [prerenderCatalogues(), react(), pwaRegisterStub],
  publicDir: false,
  build: {
    ssr: 'src/prerender/first-paint.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
  ssr: { noExternal: ['@barber/shared'] },
});
