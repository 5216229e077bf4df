import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { readDevEnv } from './scripts/dev-env.ts';
import { mockWorkerPlugin } from './scripts/mock-worker-plugin.ts';

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
// Under dev:mock the browser answers /api itself; nothing is proxied.
const proxy: Record<string, ProxyOptions> = dev.mock
  ? {}
  : {
      '/api': { target: dev.apiTarget, changeOrigin: true },
      '/uploads': { target: dev.apiTarget, changeOrigin: true },
    };

export default defineConfig(({ command }) => ({
  plugins: [react(), mockWorkerPlugin(dev.mock)],
  // The mock API flag (web/src/config/env.ts): only ever true in the dev server.
  define: { __OPSDECK_MOCK_API__: JSON.stringify(command === 'serve' && dev.mock) },
  resolve: { conditions: ['@opsdeck/source', ...defaultClientConditions] },
  server: {
    port: dev.webPort,
    strictPort: true,
    proxy,
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
}));
