import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { blueprintCssPlugin } from './scripts/blueprint-css.ts';
import { buildShimsPlugin } from './scripts/build-shims.ts';
import { readDevEnv } from './scripts/dev-env.ts';
import { mockWorkerPlugin } from './scripts/mock-worker-plugin.ts';

/**
 * Vendor chunks that every page needs and that change rarely, so a console release does not
 * invalidate them. Libraries only some screens use (table, charts) stay with those screens.
 * Blueprint is two chunks: what /login draws (buttons, form controls, callout, card, icon, spinner,
 * tooltips and popovers, overlays and toasts, the providers) and the rest, which comes with the
 * signed-in screens; the icons' SVG paths load on demand (web/src/lib/icons.ts). The form controls
 * /login does not draw (numeric input, text area, file input, radio group), dialogs and the hotkeys
 * dialog's parts (the build fetches that dialog on first use, web/scripts/build-shims.ts) are left to
 * the second chunk; so are Blueprint's icon components, except those the first chunk's own modules
 * import (the callout's, the toast's, the menu's…).
 */
/** A path pattern whose `/` matches either separator. */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', String.raw`[\\/]`));
const BLUEPRINT_FIRST = String.raw`(common|context|hooks|accessibility|components/((button|callout|card|icon|spinner|text|html|tooltip|popover|popover-next|overlay|overlay2|portal|toast|menu|non-ideal-state)/|forms/(?!numericInput|textArea|asyncControllableTextArea|fileInput|radioGroup)))`;
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: path('/node_modules/(react|react-dom|scheduler|react-router|react-router-dom)/') },
  {
    name: 'blueprint',
    test: path(
      String.raw`/@blueprintjs/core/lib/esm/${BLUEPRINT_FIRST}|/node_modules/(@blueprintjs/icons/lib/esm/(?!allPaths|paths-loaders|generated/)|@popperjs|react-popper|@floating-ui|react-transition-group|dom-helpers)`,
    ),
  },
  { name: 'blueprint-console', test: path('/node_modules/@blueprintjs/core/lib/esm/') },
];
/**
 * The small modules that /login runs and that the signed-in screens share with it (the stores, the
 * toaster, the API context, the catalogue's routes, valtio, i18next…), with the login route's own:
 * one chunk. Left to itself the bundler gives each set of modules that a lazy chunk shares with the
 * entry a chunk of its own, and /login fetched about twenty of 0.2 to 3 KB, each paying its request
 * headers and its own compression. (The bundler's own view of what the entry imports, its
 * `$initial` tag, follows the shared barrels into every screen's code; hence a list.) A module
 * missing here only costs a request; one listed here that /login stops needing costs its bytes there.
 */
const FIRST_MODULES = [
  // the boot's modules that the signed-in screens import too
  'web/src/lib/(api-context|i18n|palette-bus|toaster)',
  'web/src/stores/(user|app-settings|settings-storage|recent|messages|message-counts|session-storage)[\\w-]*',
  'web/src/app/guard/decide',
  'shared/src/(i18n/locale|schemas/business-time|errors/errors|permissions/(route-access|first-route|server-menu))',
  'shared/src/catalogue/(route-entry|groups-business|groups-console|routes|settings)',
  'shared/src/api/(message/(list|read)|health/get)',
  // the login route
  'web/src/app/routes/login-route',
  'web/src/features/auth/(components|lib)/[\\w-]+',
  'web/src/components/(app-logo|form/text-field)',
  'web/src/app/layout/locale-switcher',
  'web/src/app/chrome/lib/(chrome-commands|fullscreen)',
];
const FIRST = path(
  `/(${FIRST_MODULES.join('|')})\\.tsx?$|/node_modules/(valtio|proxy-compare|i18next|react-i18next|use-sync-external-store)/`,
);
// Only the listed modules: with their dependencies the group would take the shared barrels' every
// module, and with them every screen's code.
const GROUPS = [...VENDOR_GROUPS, { name: 'first', test: FIRST, includeDependenciesRecursively: false }];

const dev = readDevEnv(process.env);
// Under dev:mock the browser answers /api itself; nothing is proxied.
const proxy: Record<string, ProxyOptions> = dev.mock
  ? {}
  : {
      '/api': { target: dev.apiTarget, changeOrigin: true },
      '/uploads': { target: dev.apiTarget, changeOrigin: true },
    };

export default defineConfig(({ command }) => ({
  plugins: [react(), blueprintCssPlugin(), buildShimsPlugin(), mockWorkerPlugin(dev.mock)],
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
          groups: GROUPS.map((g, i) => ({ ...g, priority: GROUPS.length - i })),
        },
      },
    },
  },
}));
