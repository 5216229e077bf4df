import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { blueprintCssPlugin } from './scripts/blueprint-css.ts';
import { bootPaintPlugin } from './scripts/boot-paint.ts';
import { buildShimsPlugin } from './scripts/build-shims.ts';
import { chunkCheckPlugin } from './scripts/chunk-check.ts';
import { type ChunkName, chunkOf } from './scripts/chunk-groups.ts';
import { chunkImportPlugin } from './scripts/chunk-import.ts';
import { compileHintBanner, compileHintsCheckPlugin } from './scripts/compile-hints.ts';
import { readDevEnv } from './scripts/dev-env.ts';
import { inlineFaviconPlugin } from './scripts/inline-favicon.ts';
import { mockWorkerPlugin } from './scripts/mock-worker-plugin.ts';
import { signedInPreloadPlugin } from './scripts/signed-in-preload.ts';

/**
 * Vendor chunks that every page needs and that change rarely, so a console release does not
 * invalidate them. Libraries only some screens use (table, charts) stay with those screens.
 * React and its router are two chunks: /login is drawn without the router (main.tsx), which loads
 * with the console. Blueprint is two chunks: what /login draws (buttons, form controls, the
 * segmented control, callout, card, icon, spinner, the providers) and the rest, which comes with
 * the signed-in screens: the other form controls, dialogs, menus, overlays and toasts (the toaster
 * loads with the first toast, web/src/lib/toaster.ts) and the hotkeys dialog's parts (the build
 * fetches that dialog on first use, web/scripts/build-shims.ts). A third, `blueprint-popover`, is
 * the real popover with its positioning library, fetched when a popover is first used (the build
 * draws a stand-in until then, web/src/lib/popover-stand-in.ts). The icons' SVG paths load on demand (web/src/lib/icons.ts);
 * Blueprint's icon components are in the second chunk, except those the first chunk's own modules
 * import (the callout's, the spinner's…).
 */
/** A path pattern whose `/` matches either separator. */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', String.raw`[\\/]`));
const BLUEPRINT_FIRST =
  '(common|context|hooks|accessibility|components/((button|callout|card|icon|spinner|text|html|segmented-control|non-ideal-state)/|forms/(?!numericInput|textArea|asyncControllableTextArea|fileInput|radioGroup)))';
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: path('/node_modules/(react|react-dom|scheduler)/') },
  { name: 'router', test: path('/node_modules/(react-router|react-router-dom)/') },
  {
    name: 'blueprint',
    test: path(
      `/@blueprintjs/core/lib/esm/${BLUEPRINT_FIRST}|/node_modules/@blueprintjs/icons/lib/esm/(?!allPaths|paths-loaders|generated/)`,
    ),
  },
];
/**
 * The signed-in part of Blueprint and its positioning and transition libraries (with our toaster
 * overlay and icon paths, listed in chunk-groups.ts).
 */
const BLUEPRINT_CONSOLE = path(
  '/node_modules/(@blueprintjs/core/lib/esm|@blueprintjs/icons/lib/esm/generated/components|@popperjs|react-popper|@floating-ui|react-transition-group|dom-helpers)/',
);
/**
 * Blueprint's real PopoverNext with what only it needs (Floating UI and the popup's parts): the
 * build draws a stand-in until a popover is first used (scripts/build-shims.ts), which fetches this.
 */
const BLUEPRINT_POPOVER = path(
  String.raw`/node_modules/(@blueprintjs/core/lib/esm/components/popover-next/(popoverNext\.js\?original|popoverPopup|popoverTarget|usePopover|floatingUtils)|@floating-ui/|tabbable/)`,
);
/** The icons /login draws, whose paths ship with the first load (web/src/lib/icons.ts). */
const FIRST_ICONS = String.raw`@blueprintjs/icons/lib/esm/generated/16px/paths/(cross|crown|error|eye-off|eye-open|info-sign|lock|mobile-phone|person|refresh|tick-circle|warning-sign)\.js$`;
/** The libraries /login runs beside our first modules. */
const FIRST_VENDOR = path(
  `/node_modules/((valtio|proxy-compare|i18next|react-i18next|use-sync-external-store)/|${FIRST_ICONS})`,
);
// nprogress's script only: its stylesheet is imported by main.tsx (grouped here, the entry would
// import this chunk, and /login would fetch the console's start and router)
const NPROGRESS = path(String.raw`/node_modules/nprogress/nprogress\.js$`);
/** Blueprint's select goes with the list parts: the lists' select filters draw it on their first paint. */
const BLUEPRINT_SELECT = path('/node_modules/@blueprintjs/select/');

/**
 * A group's test: our modules listed for it in chunk-groups.ts (by path, no patterns), and the
 * libraries that go with them.
 */
const inGroup =
  (name: ChunkName, vendor?: RegExp) =>
  (id: string): boolean =>
    chunkOf(id) === name || (vendor?.test(id) ?? false);

// Only the listed modules: with their dependencies a group would take the shared barrels' every
// module, and with them every screen's code.
const only = { includeDependenciesRecursively: false } as const;
const GROUPS = [
  ...VENDOR_GROUPS,
  { name: 'first', test: inGroup('first', FIRST_VENDOR), ...only },
  { name: 'blueprint-popover', test: (id: string) => BLUEPRINT_POPOVER.test(id), ...only },
  { name: 'blueprint-console', test: inGroup('blueprint-console', BLUEPRINT_CONSOLE) },
  { name: 'console-start', test: inGroup('console-start', NPROGRESS), ...only },
  { name: 'keyboard', test: inGroup('keyboard'), ...only },
  { name: 'catalogue-actions', test: inGroup('catalogue-actions'), ...only },
  { name: 'action-schemas', test: inGroup('action-schemas'), ...only },
  { name: 'screen-common', test: inGroup('screen-common'), ...only },
  { name: 'zod', test: inGroup('zod', path('/node_modules/zod/')) },
  { name: 'list-parts', test: inGroup('list-parts', BLUEPRINT_SELECT), ...only },
  { name: 'common-schemas', test: inGroup('common-schemas'), ...only },
  { name: 'list-schemas', test: inGroup('list-schemas'), ...only },
  { name: 'members', test: inGroup('members'), ...only },
  { name: 'content-parts', test: inGroup('content-parts'), ...only },
  { name: 'content-schemas', test: inGroup('content-schemas'), ...only },
  { name: 'content-forms', test: inGroup('content-forms'), ...only },
  { name: 'user-centre', test: inGroup('user-centre'), ...only },
];

/**
 * React Router 7's package exports name only its development build (`dist/development`, for every
 * condition; remix-run/react-router#12532, #14753), so a build bundled it: its dev warnings'
 * strings and checks (`ENABLE_DEV_WARNINGS`, the only difference between the two builds). The build
 * takes the production files beside them; the dev server keeps the warnings.
 */
const ROUTER_DIST = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(ROUTER_DIST, 'dom-export.mjs') },
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
  plugins: [
    react(),
    blueprintCssPlugin(),
    buildShimsPlugin(),
    mockWorkerPlugin(dev.mock),
    // a signed-in first load asks for the console's chunks at once (scripts/signed-in-preload.ts)
    signedInPreloadPlugin(),
    // the boot screen paints before the stylesheet has arrived (scripts/boot-paint.ts)
    bootPaintPlugin(),
    // the build fails when a module listed in scripts/chunk-groups.ts lands in another chunk
    chunkCheckPlugin(),
    // a chunk that failed to load is asked for again under a fresh URL (scripts/chunk-import.ts)
    chunkImportPlugin(),
    // the build fails when a chunk named in scripts/compile-hints.ts no longer exists
    compileHintsCheckPlugin(),
    inlineFaviconPlugin(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))),
  ],
  // The mock API flag (web/src/config/env.ts): only ever true in the dev server.
  define: { __OPSDECK_MOCK_API__: JSON.stringify(command === 'serve' && dev.mock) },
  resolve: {
    conditions: ['@opsdeck/source', ...defaultClientConditions],
    alias: command === 'build' ? ROUTER_PRODUCTION : [],
  },
  // Vite's own cache at the repository's .cache/, not in node_modules: a write there makes npm's
  // hidden lockfile stale and `npx opsdeck` re-read the installed tree (scripts/build.mjs)
  cacheDir: fileURLToPath(new URL('../.cache/vite', import.meta.url)),
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
    // The keyboard layer loads after the first screen (signed-in-keyboard.tsx). Vite's preload
    // helper would add a link per chunk it needs (a document query and an appendChild each, some
    // fifteen) inside the task that starts it, about 13 ms in a profile; after the first screen the
    // browser finding its chunks itself, a round trip later, costs less.
    modulePreload: {
      resolveDependencies: (filename, deps) => (/(^|\/)keyboard-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Blueprint's uncurated icon chunks are named paths-* and allPaths-* (browser tests watch
        // for them); a chunk of ours named after a file such as src/lib/paths.ts gets a prefix
        chunkFileNames: (chunk) =>
          /^(paths|allPaths)$/.test(chunk.name) &&
          !chunk.moduleIds.some((id) => id.includes('@blueprintjs/icons'))
            ? 'assets/od-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // ECharts' chunks are compiled as they stream, not function by function in the first
        // chart's tasks (scripts/compile-hints.ts)
        postBanner: compileHintBanner(),
        codeSplitting: {
          groups: GROUPS.map((g, i) => ({ ...g, priority: GROUPS.length - i })),
        },
      },
    },
  },
}));
