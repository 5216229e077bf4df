import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { readDevEnv } from './scripts/dev-env.ts';

/**
 * Vendor chunks that every page needs and that change rarely, so a console release does not
 * invalidate them. Libraries only some screens use (table, charts) stay with those screens.
 */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  {
    name: 'blueprint',
    test: /[\\/]node_modules[\\/](@blueprintjs[\\/]core|@popperjs|react-popper|@floating-ui)[\\/]/,
  },
];

const dev = readDevEnv(process.env);

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@opsdeck/source', ...defaultClientConditions] },
  server: {
    port: dev.webPort,
    strictPort: true,
    // Under dev:mock the browser answers /api itself; nothing is proxied.
    proxy: dev.mock
      ? {}
      : {
          '/api': { target: dev.apiTarget, changeOrigin: true },
          '/uploads': { target: dev.apiTarget, changeOrigin: true },
        },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((g, i) => ({ ...g, priority: VENDOR_GROUPS.length - i })),
        },
      },
    },
  },
});
