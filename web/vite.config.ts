import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { blueprintCssPlugin } from './scripts/blueprint-css.ts';
import { buildShimsPlugin } from './scripts/build-shims.ts';
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
 * the signed-in screens: the other form controls, dialogs, popovers, tooltips and menus with their
 * positioning library, overlays and toasts (the toaster loads with the first toast,
 * web/src/lib/toaster.ts) and the hotkeys dialog's parts (the build fetches that dialog on first
 * use, web/scripts/build-shims.ts). The icons' SVG paths load on demand (web/src/lib/icons.ts);
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
const BLUEPRINT_CONSOLE = path(
  '/node_modules/(@blueprintjs/core/lib/esm|@blueprintjs/icons/lib/esm/generated/components|@popperjs|react-popper|@floating-ui|react-transition-group|dom-helpers)/|/web/src/lib/toaster-overlay\\.ts$',
);
/**
 * The small modules that /login runs and that the signed-in screens share with it (the stores, the
 * toaster, the API context, the catalogue's routes, valtio, i18next…), with the login page's own:
 * one chunk. Left to itself the bundler gives each set of modules that a lazy chunk shares with the
 * entry a chunk of its own, and /login fetched about twenty of 0.2 to 3 KB, each paying its request
 * headers and its own compression. (The bundler's own view of what the entry imports, its
 * `$initial` tag, follows the shared barrels into every screen's code; hence a list.) A module
 * missing here only costs a request; one listed here that /login stops needing costs its bytes there.
 */
const FIRST_MODULES = [
  // the boot's modules that the signed-in screens import too
  'web/src/lib/(api-context|i18n|palette-bus|toaster|route-listener|intl-formats)',
  // small modules that the console's start, the shell and the screens share (under 0.5 KB each): in
  // a group of their own or with the console's start, the bundler split the entry into four chunks
  'web/src/lib/typing-target',
  'web/src/components/(user-avatar|static-tag)',
  'web/src/stores/(user|app-settings|settings-storage|recent|messages|message-counts|session-storage)[\\w-]*',
  'web/src/app/(guard/decide|root/document-title)',
  'shared/src/(i18n/locale|schemas/business-time|errors/(errors|codes)|permissions/(route-access|first-route|server-menu))',
  'shared/src/catalogue/(route-entry|groups-business|groups-console|routes|settings)',
  'shared/src/api/(message/(list|read)|health/get)',
  'web/src/features/auth/(components|lib)/[\\w-]+',
  'web/src/components/(app-logo|form/text-field)',
  'web/src/app/layout/login-locale-switcher',
  'web/src/app/chrome/lib/(chrome-commands|fullscreen)',
  'web/src/config/(env|api-base)',
];
/** The icons /login draws, whose paths ship with the first load (web/src/lib/icons.ts). */
const FIRST_ICONS = String.raw`@blueprintjs/icons/lib/esm/generated/16px/paths/(cross|crown|error|eye-off|eye-open|info-sign|lock|mobile-phone|person|refresh|tick-circle|warning-sign)\.js$`;
/**
 * The curated icons' paths (web/src/lib/icon-paths.ts with the paths it imports, 16 and 20 px,
 * fetched with the signed-in shell) go with Blueprint's signed-in part: both are wanted at the same
 * moment, and one request fewer comes before each signed-in screen's first paint (apart, the bundler
 * made three chunks of them). Those of /login stay in `first`, whose group comes before; the group
 * comes after `first`'s for that reason, not with the vendor groups.
 */
const ICON_PATHS = path(String.raw`/web/src/lib/icon-paths\.ts$`);
const FIRST = path(
  `/(${FIRST_MODULES.join('|')})\\.tsx?$|/node_modules/((valtio|proxy-compare|i18next|react-i18next|use-sync-external-store)/|${FIRST_ICONS})`,
);
/**
 * What starts the console after /login (or on any other first page): the app, its router and guard,
 * the progress bar, the screens table with the server menu's fetch, the tab stores. One chunk
 * rather than three.
 */
const CONSOLE_START_MODULES = [
  'web/src/app/(start-console|app|router|screens|session-wiring)',
  'web/src/app/(guard/guard|root/(boot-screen|root-error-boundary|root-route)|palette/components/signed-in-keyboard)',
  // what signed-in-keyboard.tsx needs to keep the keys pressed before the keyboard layer listens
  'web/src/app/palette/lib/palette-keys',
  'shared/src/catalogue/shortcuts',
  'web/src/lib/(progress|first-screen)',
  // small parts of the signed-in shell (each was a chunk of its own); user-avatar and static-tag,
  // added here, split the entry into four chunks
  'web/src/features/exception/components/not-found-page',
  'web/src/features/settings/(lib/copy-settings|components/copy-settings-action)',
  'web/src/stores/tab-[\\w-]+',
  'web/src/features/settings/api/fetch-server-menu',
  'shared/src/api/dashboard/menu',
];
// nprogress's script only: its stylesheet is imported by main.tsx (grouped here, the entry would
// import this chunk, and /login would fetch the console's start and router)
const CONSOLE_START = path(
  `/(${CONSOLE_START_MODULES.join('|')})\\.tsx?$|/node_modules/nprogress/nprogress\\.js$`,
);
/**
 * What a signed-in operator's keyboard loads at once (signed-in-keyboard.tsx): the shortcut layer,
 * the palette's key listener, the shortcut sheet, and the palette index and catalogue action
 * runner they share. One chunk rather than five.
 */
const KEYBOARD_MODULES = [
  'web/src/app/palette/components/(keyboard-layer|palette-on-first-use|shortcut-layer|key-caps|shortcut-sheet)',
  'web/src/app/palette/lib/(shortcut-sheet|entities|run-item|match|palette-item|build-index|schema-fields|action-registry|use-palette-index)',
  'web/src/app/chrome/actions',
  // the workplace's quick operations: the same catalogue actions, loaded at the same moment
  'web/src/features/dashboard/panels/quick-ops-list',
];
const KEYBOARD = path(`/(${KEYBOARD_MODULES.join('|')})\\.tsx?$`);
/**
 * What the list screens draw with (the list's frame, filters and cells, the detail drawers and their
 * tables) and the shared schemas of their rows and queries (zod itself aside), one chunk each: apart,
 * the member list fetched some twenty chunks of 0.5 to 2 KB before its first paint, and over
 * HTTP/1.1 each waits for a free connection.
 */
// (their stylesheets aside: the signed-in shell imports them, layout-route.tsx)
const LIST_PARTS = path(
  '/web/src/(components/(data-list/(?!cells|query-schemas|data-list\\.css)|rows-table(?!\\.css)|detail-drawer|record-drawer|ledger-rows|fetch-states)|lib/(use-url-drawer|url-params|not-found))',
);
/**
 * Blueprint's select goes with the list parts: the lists' select filters draw it on their first
 * paint, one request fewer there. Its other users (the member picker of the re-issue forms and the
 * palette, the wallpaper form) load the list parts with it.
 */
const BLUEPRINT_SELECT = path('/node_modules/@blueprintjs/select/');
// the schemas of the lists' rows and queries (a list's own schema module was a chunk of its own);
// the monitor's and the approvals' stay apart (their screens would fetch all of these for 1 KB)
const LIST_SCHEMAS = path(
  '/shared/src/schemas/(member|channel|profile|account|common|list-query|ledger|order|point|consume|set|task)\\.ts$',
);
/**
 * What the content lists and detail pages share (cards, columns, sort controls, status tags, the
 * detail page's frame), one chunk: apart, the bundler made a chunk of each, and a wallpaper's
 * detail fetched 28 files before its first paint. These draw with the list parts; the modules the
 * create forms use too (reorder, the stale notice, the API's problems…) are left out, or a create
 * page would fetch the list parts (15 KB) as well.
 */
const CONTENT_PARTS = path(
  '/web/src/features/content/shared/(card-meta|content-columns|grid-sort-select|sort-header|status-tag|detail-page)\\.tsx?$',
);
/**
 * The content area's schemas and resource declarations (zod, what the content forms and editors
 * validate with), one chunk: apart, the bundler made one of each module and a wallpaper's form
 * fetched four more files. The content lists need none of them: their values and fetchers are
 * zod-free (schemas/content/values.ts, resources/paths.ts).
 */
const CONTENT_SCHEMAS = path(
  '/shared/src/(schemas/content/(?!values|upload)[\\w-]+|resources/(?!paths)[\\w-]+)\\.ts$',
);
/**
 * The small modules every screen loads (the fetch hook, the plain table head, the list cells, the
 * input messages, the lists' zod-free values, the catalogue's action helper the area action modules
 * share…), one chunk. Grouped with the console's start they would be one request fewer, but the
 * bundler then split the entry in three (its API client and its profile call apart).
 */
const SCREEN_COMMON = path(
  '/(web/src/(lib/(use-fetch|abortable)|components/(table-head|data-list/cells))|shared/src/(api/query-get|catalogue/define-action|schemas/(issue-messages|(member|order|ledger|consume|task|set)-values|content/values)))\\.tsx?$',
);
/**
 * The member list with its drawer and the members' formats: one chunk rather than three (the
 * palette's re-issue review and the re-issue screens, which use the formats and the overview, load
 * it after their first paint or with a screen of the same area).
 */
const MEMBERS = path(
  '/(web/src/features/members/(list/[\\w-]+|components/(member-drawer|member-overview|member-activity)|lib/format)|shared/src/api/(member/(list|get)|channel/list))\\.tsx?$',
);
// Only the listed modules: with their dependencies a group would take the shared barrels' every
// module, and with them every screen's code.
const GROUPS = [
  ...VENDOR_GROUPS,
  { name: 'first', test: FIRST, includeDependenciesRecursively: false },
  { name: 'blueprint-console', test: (id: string) => BLUEPRINT_CONSOLE.test(id) || ICON_PATHS.test(id) },
  { name: 'console-start', test: CONSOLE_START, includeDependenciesRecursively: false },
  { name: 'keyboard', test: KEYBOARD, includeDependenciesRecursively: false },
  { name: 'screen-common', test: SCREEN_COMMON, includeDependenciesRecursively: false },
  { name: 'zod', test: path('/node_modules/zod/') },
  {
    name: 'list-parts',
    test: (id: string) => LIST_PARTS.test(id) || BLUEPRINT_SELECT.test(id),
    includeDependenciesRecursively: false,
  },
  { name: 'list-schemas', test: LIST_SCHEMAS, includeDependenciesRecursively: false },
  { name: 'members', test: MEMBERS, includeDependenciesRecursively: false },
  { name: 'content-parts', test: CONTENT_PARTS, includeDependenciesRecursively: false },
  { name: 'content-schemas', test: CONTENT_SCHEMAS, includeDependenciesRecursively: false },
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
    inlineFaviconPlugin(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))),
  ],
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
    // The keyboard layer loads after the first screen (signed-in-keyboard.tsx). Vite's preload
    // helper would add a link per chunk it needs (a document query and an appendChild each, some
    // fifteen) inside the task that starts it, about 13 ms in a profile; after the first screen the
    // browser finding its chunks itself, a round trip later, costs less.
    modulePreload: {
      resolveDependencies: (filename, deps) => (/(^|\/)keyboard-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: GROUPS.map((g, i) => ({ ...g, priority: GROUPS.length - i })),
        },
      },
    },
  },
}));
