import type { Plugin } from 'vite';

/** Blueprint's icon name table, as its loader imports it (the ESM build, any separator). */
const ICON_NAMES_MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/**
 * What the build uses instead of `@blueprintjs/icons`' iconNames.js. That module builds its tables
 * from the enum of every icon name (about 27 KB of minified code, with change-case) and the icon
 * loader imports it only to check that a name is an icon before loading its paths, so it landed on
 * /login. Here a name is valid when it is written like one (kebab case): the paths of a name that
 * is no icon are not found by the loader, which then logs it and Blueprint draws the empty icon,
 * as it did for an unknown name before. `IconNames.X` (used by Blueprint's EntityTitle) still maps a
 * constant to its name; `Object.values(IconNames)` (only `Icons.loadAll`, which the console never
 * calls) is empty.
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

/** Build only: tests and the dev server keep Blueprint's real table (the icon tests use it). */
export function iconNamesPlugin(): Plugin {
  return {
    name: 'opsdeck-icon-names',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return ICON_NAMES_MODULE.test(id) ? ICON_NAMES_SHIM : undefined;
    },
  };
}
