import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** A library module the build replaces: which file (any separator), the code instead, and why. */
interface Shim {
  module: RegExp;
  code: string;
}

/**
 * `@blueprintjs/icons`' iconNames.js builds its tables from the enum of every icon name (about
 * 27 KB of minified code, with change-case), and the icon loader imports it only to check that a
 * name is an icon before loading its paths, so it landed on /login. Here a name is valid when it
 * is written like one (kebab case): the paths of a name that is no icon are not found by the
 * loader, which then logs it and Blueprint draws the empty icon, as it did for an unknown name
 * before. `IconNames.X` (used by Blueprint's EntityTitle) still maps a constant to its name;
 * `Object.values(IconNames)` (only `Icons.loadAll`, which the console never calls) is empty.
 */
export const ICON_NAMES_SHIM = `
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const toKebab = (key) =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replaceAll('_', '-').toLowerCase();
export const IconNames = new Proxy({}, {
  get: (_, key) => (typeof key === 'string' ? toKebab(key) : undefined),
});
export const IconNamesSet = { has: (name) => typeof name === 'string' && KEBAB.test(name) };
`;

/**
 * axios's fetch adapter (about 8 KB with its stream helpers): axios takes the first adapter of
 * `['xhr', 'http', 'fetch']` that the environment has, which in a browser is always xhr, and the
 * console never asks for fetch. Without it, asking for `adapter: 'fetch'` fails with axios's own
 * "not supported by the environment" error.
 */
export const AXIOS_FETCH_SHIM = `
export const getFetch = () => false;
export default false;
`;

/**
 * Blueprint's hotkeys dialog (with the dialog, the key combo tags and their ten key icons): the
 * hotkeys provider imports it for when it is given no dialog of its own, and the console always
 * gives it one (the shortcut sheet). Here it is fetched the first time it is drawn.
 */
export const HOTKEYS_DIALOG_SHIM = `
import { createElement, lazy, Suspense } from 'react';
const Original = lazy(() =>
  import('./hotkeysDialog.js?original').then((m) => ({ default: m.HotkeysDialog })),
);
export const HotkeysDialog = (props) =>
  createElement(Suspense, { fallback: null }, createElement(Original, props));
`;

/**
 * Blueprint's PopoverNext (with Floating UI, its hooks and the popup's parts, the chunk
 * `blueprint-popover` of vite.config.ts): every menu item, tooltip, select and closed popover
 * imports it, and none is open on a page's first paint. The stand-in (`web/src/lib/popover-stand-in.ts`)
 * draws the target as the real one draws it closed, fetches the real one on the target's first
 * hover or focus and draws it, open, on its first click or key.
 */
const POPOVER_STAND_IN = join(dirname(fileURLToPath(import.meta.url)), '../src/lib/popover-stand-in.ts');
export const POPOVER_NEXT_SHIM = `
import { popoverStandIn } from ${JSON.stringify(POPOVER_STAND_IN)};
export const PopoverNext = popoverStandIn(() =>
  import('./popoverNext.js?original').then((m) => m.PopoverNext),
);
`;

export const SHIMS: readonly Shim[] = [
  { module: /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/, code: ICON_NAMES_SHIM },
  { module: /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, code: AXIOS_FETCH_SHIM },
  {
    module: /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]hotkeys[\\/]hotkeysDialog\.js$/,
    code: HOTKEYS_DIALOG_SHIM,
  },
  {
    module: /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]popover-next[\\/]popoverNext\.js$/,
    code: POPOVER_NEXT_SHIM,
  },
];

/**
 * Library code the console's build leaves out (SHIMS), each replaced by a few lines that keep what
 * the console uses. Build only: tests and the dev server keep the libraries as they are.
 */
export function buildShimsPlugin(): Plugin {
  return {
    name: 'opsdeck-build-shims',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return SHIMS.find((s) => s.module.test(id))?.code;
    },
  };
}
