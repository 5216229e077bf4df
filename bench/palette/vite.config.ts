import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The palette bench page: the console's palette component, built like the console (production mode). */
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  logLevel: 'warn',
  // Vite's cache at the repository's .cache/, not in node_modules (scripts/build.mjs says why)
  cacheDir: new URL('../../.cache/vite-palette-bench', import.meta.url).pathname,
  plugins: [react()],
  resolve: { conditions: ['@opsdeck/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
});
