import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { blueprintCssPlugin } from './scripts/blueprint-css.ts';
import { readDevEnv } from './scripts/dev-env.ts';
import { iconNamesPlugin } from './scripts/icon-names-plugin.ts';
import { mockWorkerPlugin } from './scripts/mock-worker-plugin.ts';

/**
 * Vendor chunks that every page needs and that change rarely, so a console release does not
 * invalidate them. Libraries only some screens use (table, charts) stay with those screens.
 * Blueprint is two chunks: what /login draws (buttons, form controls, callout, card, icon, spinner,
 * tooltips and popovers, overlays and toasts, the providers) and the rest, which comes with the
 * signed-in screens; the icons' SVG paths load on demand (web/src/lib/icons.ts).
 */
/** A path pattern whose `/` matches either separator. */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', String.raw`[\\/]`));
const BLUEPRINT_FIRST = String.raw`(common|context|hooks|accessibility|components/(button|forms|callout|card|icon|spinner|text|html|tooltip|popover|popover-next|overlay|overlay2|portal|toast|hotkeys|dialog|menu|non-ideal-state))/`;
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: path('/node_modules/(react|react-dom|scheduler|react-router|react-router-dom)/') },
  {
    name: 'blueprint',
    test: path(
      String.raw`/@blueprintjs/core/lib/esm/${BLUEPRINT_FIRST}|/node_modules/(@blueprintjs/icons/lib/esm/(?!allPaths|paths-loaders|generated/\d+px/paths)|@popperjs|react-popper|@floating-ui|react-transition-group|dom-helpers)`,
    ),
  },
  { name: 'blueprint-console', test: path('/node_modules/@blueprintjs/core/lib/esm/') },
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
  plugins: [react(), blueprintCssPlugin(), iconNamesPlugin(), mockWorkerPlugin(dev.mock)],
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
