import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_TARGET = 'http://localhost:3000';

// Vendor code that every page needs is split by how often it changes, so a release of the app code does not
// invalidate the cached React bundle. The form stack is only loaded by pages with forms: nothing in the initial
// graph may import zod at runtime (see src/app/role-home.ts). Radix and socket.io follow the lazy pages using them.
const vendorChunks: Array<[name: string, pattern: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/]/],
  ['forms', /[\\/]node_modules[\\/]react-hook-form[\\/]/],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
];


export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          return vendorChunks.find(([, pattern]) => pattern.test(id))?.[0];
        },
      },
    },
  },
});
